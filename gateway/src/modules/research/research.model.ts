// Research runs (one per thesis). Persistence only; the rules live in research.service.ts and the
// execution in research.runner.ts. A run is durable: its phases and every finished section are
// checkpointed here, and `attempt` fences writes so that only the current holder of the run's lease
// can record progress.
import type mongoose from 'mongoose';
import { Schema, type InferSchemaType } from 'mongoose';
import { declareModel } from '../../shared/model.js';
import type { GroundedCitation, UnsupportedClaim } from '../../shared/grounding/types.js';
import type { RunPlan } from './research.plan.js';

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
      /** What the run writes in (issue 31); absent on runs from before languages (British English). */
      language: { type: String },
    },
    phases: { type: [phaseSchema], default: [] },
    /** Finished sections by kind: { markdown, summary?, citations, removed, retrieved } (SectionCheckpoint). */
    sections: { type: Schema.Types.Mixed, default: {} },
    /** The plan the run was started with (a resumed run keeps it): RunPlan. Null on runs from before plans. */
    plan: { type: Schema.Types.Mixed, default: null },
    /** Web pages this run added as sources (counted against WEB_SOURCES_PER_RUN across resumes). */
    webPages: { type: Number, required: true, default: 0 },
    /** Recorded when the run completes: what it retrieved, cited and removed. */
    grounding: {
      type: new Schema(
        {
          retrieved: { type: Number, required: true },
          cited: { type: Number, required: true },
          removed: { type: Number, required: true },
          webPages: { type: Number, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    /** Goes up each time a process takes the run; writes carry the attempt they were made in. */
    attempt: { type: Number, required: true, default: 0 },
    failureReason: { type: String, default: null },
    /** Who started (or resumed) the run: its model calls are scheduled as theirs. */
    startedBy: { type: String, default: null },
    /** Their username at the time (issue 29); null on runs started before it was recorded. */
    startedByName: { type: String, default: null },
    /** When the run joined the job queue (each start or resume); runs wait in this order. */
    queuedAt: { type: Date, default: null },
    /** When a gateway took the run from the queue; null while it waits (or after it was released). */
    takenAt: { type: Date, default: null },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, collection: 'research_runs', versionKey: false, minimize: false },
);
// The queue: waiting runs in order (queue position), and the latest finished ones (typical duration).
runSchema.index({ status: 1, takenAt: 1, queuedAt: 1 });
runSchema.index({ status: 1, finishedAt: -1 });

/** A finished section as checkpointed: its grounded Markdown and citations (markers local to it). */
export interface SectionCheckpoint {
  markdown: string;
  summary?: string;
  /** The citations that survived the check; [n] are the section's own passage numbers. */
  citations?: GroundedCitation[];
  /** Markers the check removed from this section. */
  removed?: number;
  /** Those markers, each with its sentence and why (runs from before this was kept have none). */
  unsupported?: UnsupportedClaim[];
  /** Ids of the passages retrieved for this section. */
  retrieved?: string[];
}

export type ResearchRunRecord = Omit<InferSchemaType<typeof runSchema>, 'plan'> & {
  _id: mongoose.Types.ObjectId;
  sections: Record<string, SectionCheckpoint>;
  plan: RunPlan | null;
};

export const ResearchRunModel = declareModel<ResearchRunRecord>('ResearchRun', runSchema);

/** The owner's reviewed research plan of a thesis (one per thesis); without one the default plan applies. */
const planPhaseSchema = new Schema(
  {
    id: { type: String, required: true },
    questions: { type: [String], default: [] },
    searchQueries: { type: [String], default: [] },
  },
  { _id: false },
);

const planSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true, unique: true },
    phases: { type: [planPhaseSchema], default: [] },
    excludedSourceIds: { type: [String], default: [] },
  },
  { timestamps: true, collection: 'research_plans', versionKey: false },
);

export type ResearchPlanRecord = InferSchemaType<typeof planSchema> & { _id: mongoose.Types.ObjectId };

export const ResearchPlanModel = declareModel<ResearchPlanRecord>('ResearchPlan', planSchema);
