// Citations (issue 17 item 4, issue 22 item 3): one record per citation of a thesis's article — the
// marker's number, the passage it resolves to (copied: the record stays readable if the source goes),
// the quoted words, the sentence the marker stands on — and its check. The article's citations are
// replaced as a whole when research saves: the new set is written under a new generation, the set's
// pointer moves to it, then the old records go (no multi-document transactions; readers follow the
// pointer, so they never see half a set).
import type mongoose from 'mongoose';
import { Schema, type InferSchemaType } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';
import { UNSUPPORTED_REASONS } from '../../shared/grounding/types.js';

const CITATION_SCOPES = ['article', 'chat', 'reader-chat'] as const;

export const CITATION_SUPPORT = ['supported', 'partly', 'not_supported', 'unchecked'] as const;
export type CitationSupport = (typeof CITATION_SUPPORT)[number];

const SOURCE_KINDS = ['pdf', 'docx', 'markdown', 'text', 'html', 'web'] as const;

const checkSchema = new Schema(
  {
    /** The quoted words are in the stored passage. */
    quoteFound: { type: Boolean, required: true },
    support: { type: String, enum: CITATION_SUPPORT, required: true, default: 'unchecked' },
    reason: { type: String, default: null },
    checkedAt: { type: Date, default: null },
    model: { type: String, default: null },
  },
  { _id: false },
);

const citationSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    scope: { type: String, enum: CITATION_SCOPES, required: true },
    messageId: { type: Schema.Types.ObjectId, default: null },
    /** The set this record belongs to (see citation_sets). */
    generation: { type: String, required: true },
    n: { type: Number, required: true },
    sourceId: { type: String, required: true },
    passageId: { type: String, required: true },
    sourceTitle: { type: String, required: true },
    sourceKind: { type: String, enum: SOURCE_KINDS, required: true },
    url: { type: String, default: null },
    site: { type: String, default: null },
    location: { type: String, default: '' },
    quote: { type: String, required: true },
    passageText: { type: String, required: true },
    sentence: { type: String, default: '' },
    check: { type: checkSchema, required: true },
    /** False once an edit removed the marker from the article (kept: undoing the edit brings it back). */
    inArticle: { type: Boolean, required: true, default: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'citations', versionKey: false },
);
citationSchema.index({ thesisId: 1, scope: 1, generation: 1, n: 1 });

export type CitationRecord = CreatedRecord<typeof citationSchema>;

export const CitationModel = declareModel<CitationRecord>('Citation', citationSchema);

/** Which generation of a thesis's article citations is current, and how many markers its run removed. */
const citationSetSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    scope: { type: String, enum: CITATION_SCOPES, required: true },
    generation: { type: String, required: true },
    /** Markers the research run's check removed (their passage was not retrieved or lacked the quote). */
    removed: { type: Number, required: true, default: 0 },
    /** Those markers, each with its section, its sentence and why (UnsupportedClaim; issue 32). */
    unsupported: {
      type: [
        new Schema(
          {
            section: { type: String, required: true },
            sentence: { type: String, required: true },
            reason: { type: String, enum: UNSUPPORTED_REASONS, required: true },
            quote: { type: String, default: null },
            sourceTitle: { type: String, default: null },
            location: { type: String, default: null },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { timestamps: true, collection: 'citation_sets', versionKey: false },
);
citationSetSchema.index({ thesisId: 1, scope: 1 }, { unique: true });

export type CitationSetRecord = InferSchemaType<typeof citationSetSchema> & { _id: mongoose.Types.ObjectId };

export const CitationSetModel = declareModel<CitationSetRecord>('CitationSet', citationSetSchema);
