// A thesis's sources (issue 17 part 1): one document per source; the original bytes and the extracted
// text are GridFS files in the `source_files` bucket (sources.files.ts). Persistence only.
import type mongoose from 'mongoose';
import { Schema, type InferSchemaType } from 'mongoose';
import { declareModel } from '../../shared/model.js';

export const SOURCE_KINDS = ['pdf', 'docx', 'markdown', 'text', 'html', 'web'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const SOURCE_STATUSES = ['processing', 'ready', 'failed'] as const;
type SourceStatus = (typeof SOURCE_STATUSES)[number];

const sourceSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    addedBy: { type: Schema.Types.ObjectId, default: null },
    kind: { type: String, enum: SOURCE_KINDS, required: true },
    title: { type: String, required: true },
    fileName: { type: String, default: null },
    mimeType: { type: String, required: true },
    size: { type: Number, required: true },
    pages: { type: Number, default: null },
    sections: { type: Number, default: null },
    words: { type: Number, default: 0 },
    passages: { type: Number, default: 0 },
    status: { type: String, enum: SOURCE_STATUSES, required: true, default: 'processing' },
    failureReason: { type: String, default: null },
    fileId: { type: Schema.Types.ObjectId, default: null },
    textFileId: { type: Schema.Types.ObjectId, default: null },
    url: { type: String, default: null },
    site: { type: String, default: null },
    fetchedAt: { type: Date, default: null },
    /** sha256 of the original bytes (files, web pages) or of the pasted text. */
    contentHash: { type: String, required: true },
    /** The gateway process extracting it (random per process), while processing. */
    leaseOwner: { type: String, default: null },
    /**
     * Until when that process holds it; a source still processing past this is taken over by another
     * process (its holder stopped mid-way).
     */
    leaseUntil: { type: Date, default: null },
    /** The title was made from the file name: the document's own title (HTML) may replace it. */
    titleFromFile: { type: Boolean, default: false },
  },
  { timestamps: true, collection: 'sources', versionKey: false },
);
// One copy of the same content per thesis: a second upload answers the first.
sourceSchema.index({ thesisId: 1, contentHash: 1 }, { unique: true });
sourceSchema.index({ thesisId: 1, createdAt: -1 });
sourceSchema.index({ status: 1, leaseUntil: 1 });

export type SourceRecord = InferSchemaType<typeof sourceSchema> & {
  _id: mongoose.Types.ObjectId;
  kind: SourceKind;
  status: SourceStatus;
  createdAt: Date;
  updatedAt: Date;
};

export const SourceModel = declareModel<SourceRecord>('Source', sourceSchema);
