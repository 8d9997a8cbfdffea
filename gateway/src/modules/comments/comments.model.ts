// Comments on shared theses (spec §7 /api/shared/{shareUrl}/comments). Persistence only.
import { Schema } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';

const commentSchema = new Schema(
  {
    thesisId: { type: Schema.Types.ObjectId, required: true },
    authorId: { type: Schema.Types.ObjectId, required: true },
    authorName: { type: String, required: true },
    content: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'comments', versionKey: false },
);
commentSchema.index({ thesisId: 1, createdAt: 1 });

export type CommentRecord = CreatedRecord<typeof commentSchema>;

export const CommentModel = declareModel<CommentRecord>('Comment', commentSchema);
