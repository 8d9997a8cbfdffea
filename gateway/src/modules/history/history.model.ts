// Thesis revisions: the state a saved edit replaced. Persistence only; rules live in history.service.ts.
import { Schema } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';

const revisionSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    /** The thesis's version this state had. */
    version: { type: Number, required: true },
    title: { type: String, required: true },
    content: { type: String, default: '' },
    intellectualChallenge: { type: String, default: '' },
    /** Who made the change that replaced this state; absent for a research run. */
    authorId: { type: Schema.Types.ObjectId, default: null },
    authorName: { type: String, required: true },
    /** For a research run's change: which run (ThesisEdited.run); null otherwise. */
    run: { type: String, default: null },
    /** One line: what the change did. */
    change: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'thesis_revisions', versionKey: false },
);
revisionSchema.index({ thesisId: 1, createdAt: -1, _id: -1 });

export type RevisionRecord = CreatedRecord<typeof revisionSchema>;

export const RevisionModel = declareModel<RevisionRecord>('ThesisRevision', revisionSchema);
