// Saved links (spec §3 Saved link): one per user and thesis. Persistence only.
import { Schema } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';

const savedLinkSchema = new Schema(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    thesisId: { type: Schema.Types.ObjectId, required: true },
    title: { type: String, required: true },
    shareUrl: { type: String, default: '' },
    projectName: { type: String, default: '' },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'saved_links', versionKey: false },
);
savedLinkSchema.index({ userId: 1, thesisId: 1 }, { unique: true });
savedLinkSchema.index({ userId: 1, createdAt: -1 });

export type SavedLinkRecord = CreatedRecord<typeof savedLinkSchema>;

export const SavedLinkModel = declareModel<SavedLinkRecord>('SavedLink', savedLinkSchema);
