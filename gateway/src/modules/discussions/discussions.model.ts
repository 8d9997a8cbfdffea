// Members' comments on a thesis's sections (issue 29): a comment names the section (its `##` heading's
// key as packages/markdown computes it), may answer another (one level), and may be resolved. Never
// shown on the share page. Persistence only.
import { Schema } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';

const sectionCommentSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    section: { type: String, required: true },
    /** The comment it answers; null for a thread's first comment. */
    parentId: { type: Schema.Types.ObjectId, default: null },
    authorId: { type: Schema.Types.ObjectId, required: true },
    /** The author's username when they wrote it. */
    authorName: { type: String, required: true },
    content: { type: String, required: true },
    /** The members the comment mentions (@username), mailed once. */
    mentions: { type: [Schema.Types.ObjectId], default: [] },
    resolvedAt: { type: Date, default: null },
    resolvedBy: { type: Schema.Types.ObjectId, default: null },
    /** Whether the project's owner has seen it in their inbox (their own comments are read). */
    ownerRead: { type: Boolean, default: false },
  },
  {
    timestamps: { createdAt: true, updatedAt: false },
    collection: 'section_comments',
    versionKey: false,
  },
);
sectionCommentSchema.index({ thesisId: 1, createdAt: 1 });
sectionCommentSchema.index({ projectId: 1, ownerRead: 1 });
sectionCommentSchema.index({ authorId: 1 });
sectionCommentSchema.index({ parentId: 1 });

export type SectionCommentRecord = CreatedRecord<typeof sectionCommentSchema>;

export const SectionCommentModel = declareModel<SectionCommentRecord>('SectionComment', sectionCommentSchema);
