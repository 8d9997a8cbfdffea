// Questions readers send a thesis's owner (spec §3 Question to owner), kept per project. Persistence only.
import { Schema } from 'mongoose';
import { declareModel, type CreatedRecord } from '../../shared/model.js';

const questionSchema = new Schema(
  {
    projectId: { type: Schema.Types.ObjectId, required: true },
    thesisId: { type: Schema.Types.ObjectId, default: null },
    /** The thesis's title when the question was sent. */
    thesisTitle: { type: String, required: true },
    question: { type: String, required: true },
    senderName: { type: String, required: true },
    senderEmail: { type: String, required: true },
    /** The signed-in sender's account, when there was one. */
    senderId: { type: Schema.Types.ObjectId, default: null },
    isRead: { type: Boolean, required: true, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, collection: 'questions', versionKey: false },
);
questionSchema.index({ projectId: 1, createdAt: -1 });
questionSchema.index({ projectId: 1, isRead: 1 });
questionSchema.index({ thesisId: 1 });

export type QuestionRecord = CreatedRecord<typeof questionSchema>;

export const QuestionModel = declareModel<QuestionRecord>('Question', questionSchema);
