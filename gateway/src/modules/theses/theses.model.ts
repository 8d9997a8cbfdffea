// Theses (spec §3 Thesis). Persistence only; rules live in theses.service.ts. Every write to a
// thesis adds 1 to `version` (edits carry the version they were made on; see ThesesService.update).
import { DEFAULT_THESIS_LANGUAGE, THESIS_LANGUAGES, THESIS_STATUSES } from '@thesis-studio/domain';
import type mongoose from 'mongoose';
import { Schema, type InferSchemaType } from 'mongoose';
import { declareModel } from '../../shared/model.js';

const thesisSchema = new Schema(
  {
    projectId: { type: Schema.Types.ObjectId, required: true, index: true },
    /** Made from the title at creation and never changed, so links keep working. */
    slug: { type: String, required: true, unique: true },
    title: { type: String, required: true },
    idea: { type: String, default: '' },
    summary: { type: String, default: '' },
    /** Markdown: paragraphs separated by blank lines. */
    content: { type: String, default: '' },
    status: { type: String, enum: THESIS_STATUSES, required: true, default: 'draft' },
    context: { type: String, default: '' },
    intellectualChallenge: { type: String, default: '' },
    /** What the thesis is written in (issue 31): a BCP 47 tag; theses from before it are in British English. */
    language: { type: String, enum: THESIS_LANGUAGES, required: true, default: DEFAULT_THESIS_LANGUAGE },
    /** The public link's path after /shared/: unguessable, made at creation; absent once revoked. */
    shareUrl: { type: String },
    /** Sections (their `##` heading text, trimmed) the owner keeps off the shared view. */
    hiddenSections: { type: [String], default: [] },
    version: { type: Number, required: true, default: 1 },
    /**
     * Who saved the current version (issue 29): their id and username at the time; id null for a
     * research run. Absent on theses saved before it was recorded.
     */
    updatedById: { type: Schema.Types.ObjectId, default: null },
    updatedByName: { type: String, default: null },
  },
  { timestamps: true, collection: 'theses', versionKey: false },
);
// Unique among the theses that have a link: any number of revoked ones may have none.
thesisSchema.index(
  { shareUrl: 1 },
  { unique: true, partialFilterExpression: { shareUrl: { $type: 'string' } }, name: 'shareUrl_live' },
);

export type ThesisRecord = InferSchemaType<typeof thesisSchema> & { _id: mongoose.Types.ObjectId };

export const ThesisModel = declareModel<ThesisRecord>('Thesis', thesisSchema);
