// Ideas submitted from the landing page (spec §3 idea form). Persistence only.
import { Schema } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';

const ideaSchema = new Schema(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    idea: { type: String, required: true },
    handledAt: { type: Date, default: null },
    handledBy: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'ideas' },
);
ideaSchema.index({ createdAt: -1 });

export type IdeaRecord = CreatedRecord<typeof ideaSchema>;

export const IdeaModel = declareModel<IdeaRecord>('Idea', ideaSchema);
