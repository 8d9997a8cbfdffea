// Ideas submitted from the landing page (spec §3 idea form). Persistence only.
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

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

export type IdeaRecord = InferSchemaType<typeof ideaSchema> & {
  _id: mongoose.Types.ObjectId;
  createdAt: Date;
};

export const IdeaModel =
  (mongoose.models.Idea as mongoose.Model<IdeaRecord> | undefined) ??
  mongoose.model<IdeaRecord>('Idea', ideaSchema);
