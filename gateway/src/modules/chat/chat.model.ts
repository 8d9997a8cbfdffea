// Query Research chat messages, per thesis (spec §3 Chat message), with the citations of an answer
// (issue 17 §6: its [n] markers, numbered per message). Persistence only.
import { Schema } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';

/** One citation of an answer, in the shape of a CitationView (the readers' chat stores the same). */
export const messageCitationSchema = new Schema(
  {
    id: { type: String, required: true },
    n: { type: Number, required: true },
    sourceId: { type: String, required: true },
    passageId: { type: String, required: true },
    sourceTitle: { type: String, required: true },
    sourceKind: { type: String, required: true },
    url: { type: String, default: null },
    site: { type: String, default: null },
    location: { type: String, default: '' },
    quote: { type: String, required: true },
    passage: { type: String, required: true },
    sentence: { type: String, default: '' },
    check: {
      quoteFound: { type: Boolean, required: true },
      support: { type: String, enum: ['supported', 'partly', 'not_supported', 'unchecked'], required: true },
      reason: { type: String, default: null },
      checkedAt: { type: String, default: null },
      model: { type: String, default: null },
    },
  },
  { _id: false },
);

const messageSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    role: { type: String, enum: ['user', 'assistant'], required: true },
    content: { type: String, required: true },
    citations: { type: [messageCitationSchema], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'chat_messages', versionKey: false },
);
messageSchema.index({ thesisId: 1, createdAt: 1 });

export type ChatMessageRecord = CreatedRecord<typeof messageSchema>;

export const ChatMessageModel = declareModel<ChatMessageRecord>('ChatMessage', messageSchema);
