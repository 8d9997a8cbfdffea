// Projects (spec §3 Project). Persistence only; rules live in projects.service.ts. Counts (theses,
// unread questions) are never stored: they are computed from the data on every read.
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { declareModel } from '../../shared/model.js';

const projectSchema = new Schema(
  {
    /** Made from the name at creation and never changed, so links keep working. */
    slug: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    ownerId: { type: Schema.Types.ObjectId, required: true, index: true },
  },
  { timestamps: true, collection: 'projects', versionKey: false },
);

export type ProjectRecord = InferSchemaType<typeof projectSchema> & { _id: mongoose.Types.ObjectId };

export const ProjectModel = declareModel<ProjectRecord>('Project', projectSchema);

/**
 * Unread questions per project, counted on the `questions` collection ({ projectId, isRead: false }).
 * The questions domain (a later issue) owns that collection and replaces this with its own counter
 * through the `countUnreadQuestions` port (modules/composition.ts).
 */
export async function countUnreadQuestionsInCollection(
  projectIds: readonly mongoose.Types.ObjectId[],
): Promise<Map<string, number>> {
  const rows = await mongoose.connection
    .collection('questions')
    .aggregate<{ _id: mongoose.Types.ObjectId; count: number }>([
      { $match: { projectId: { $in: projectIds }, isRead: false } },
      { $group: { _id: '$projectId', count: { $sum: 1 } } },
    ])
    .toArray();
  return new Map(rows.map((row) => [row._id.toString(), row.count]));
}
