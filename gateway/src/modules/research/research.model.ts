// Research runs (one per thesis). Persistence only; the rules live in research.service.ts and the
// execution in research.runner.ts. A run is durable: its phases and every finished section are
// checkpointed here, and `attempt` fences writes so that only the current holder of the run's lease
// can record progress.
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

export const RUN_STATUSES = ['running', 'complete', 'failed'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

const phaseSchema = new Schema(
  {
    id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    status: {
      type: String,
      enum: ['pending', 'in_progress', 'complete'],
      required: true,
      default: 'pending',
    },
    /** How often the phase was completed in this run: a durable run completes each phase once. */
    completions: { type: Number, required: true, default: 0 },
  },
  { _id: false },
);

const runSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true, unique: true },
    status: { type: String, enum: RUN_STATUSES, required: true },
    /** The thesis as it was when the run started: a resumed run writes from the same brief. */
    brief: {
      title: { type: String, default: '' },
      idea: { type: String, default: '' },
      context: { type: String, default: '' },
      intellectualChallenge: { type: String, default: '' },
    },
    phases: { type: [phaseSchema], default: [] },
    /** Finished sections by kind: { markdown, summary? }. */
    sections: { type: Schema.Types.Mixed, default: {} },
    /** Goes up each time a process takes the run; writes carry the attempt they were made in. */
    attempt: { type: Number, required: true, default: 0 },
    failureReason: { type: String, default: null },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'research_runs', versionKey: false, minimize: false },
);

export type ResearchRunRecord = InferSchemaType<typeof runSchema> & {
  _id: mongoose.Types.ObjectId;
  sections: Record<string, { markdown: string; summary?: string }>;
};

export const ResearchRunModel =
  (mongoose.models.ResearchRun as mongoose.Model<ResearchRunRecord> | undefined) ??
  mongoose.model<ResearchRunRecord>('ResearchRun', runSchema);
