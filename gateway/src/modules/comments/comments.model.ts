// Comments on shared theses (spec §7 /api/shared/{shareUrl}/comments). Persistence only.
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const commentSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    authorId: { type: Schema.Types.ObjectId, required: true },
    authorName: { type: String, required: true },
    content: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'comments', versionKey: false },
);
commentSchema.index({ thesisId: 1, createdAt: 1 });

export type CommentRecord = InferSchemaType<typeof commentSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const CommentModel =
  (mongoose.models.Comment as mongoose.Model<CommentRecord> | undefined) ??
  mongoose.model<CommentRecord>('Comment', commentSchema);
