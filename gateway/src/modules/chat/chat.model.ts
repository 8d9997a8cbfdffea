// Query Research chat messages, per thesis (spec §3 Chat message). Persistence only.
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const messageSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, enum: ['user', 'assistant'], required: true },
    content: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'chat_messages', versionKey: false },
);
messageSchema.index({ thesisId: 1, createdAt: 1 });

export type ChatMessageRecord = InferSchemaType<typeof messageSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const ChatMessageModel =
  (mongoose.models.ChatMessage as mongoose.Model<ChatMessageRecord> | undefined) ??
  mongoose.model<ChatMessageRecord>('ChatMessage', messageSchema);
