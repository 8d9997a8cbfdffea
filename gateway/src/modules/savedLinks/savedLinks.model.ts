// Saved links (spec §3 Saved link): one per user and thesis. Persistence only.
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

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

export type SavedLinkRecord = InferSchemaType<typeof savedLinkSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const SavedLinkModel =
  (mongoose.models.SavedLink as mongoose.Model<SavedLinkRecord> | undefined) ??
  mongoose.model<SavedLinkRecord>('SavedLink', savedLinkSchema);
