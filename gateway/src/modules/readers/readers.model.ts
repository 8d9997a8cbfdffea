// Readers' chats about shared theses (spec §3 Chat message), one per reader and thesis, with the
// citations of each answer. Persistence only.
import { Schema } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';
import { messageCitationSchema } from '../chat/index.js';

const readerMessageSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    /** Whose chat: "user:<id>", or "visitor:<sha-256 of the ts_visitor cookie>". */
    reader: { type: String, required: true },
    role: { type: String, enum: ['user', 'assistant'], required: true },
    content: { type: String, required: true },
    /** An answer's citations (issue 17 §6), as the owner's chat stores them. */
    citations: { type: [messageCitationSchema], default: [] },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'reader_messages', versionKey: false },
);
readerMessageSchema.index({ thesisId: 1, reader: 1, createdAt: 1 });
readerMessageSchema.index({ thesisId: 1, role: 1, createdAt: -1 });

export type ReaderMessageRecord = CreatedRecord<typeof readerMessageSchema>;

export const ReaderMessageModel = declareModel<ReaderMessageRecord>('ReaderMessage', readerMessageSchema);
