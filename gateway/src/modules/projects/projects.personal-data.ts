// What the projects domain keeps about a person: the projects they own (deleting them deletes their
// theses and all that hangs off them, through 'project.deleting').
import type { Types } from 'mongoose';
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { ProjectModel } from './projects.model.js';
import type { ProjectsService } from './projects.service.js';

/** The ids of the projects a person owns (the export's scope). */
export async function projectIdsOf(ownerId: Types.ObjectId): Promise<Types.ObjectId[]> {
  const projects = await ProjectModel.collection.find({ ownerId }, { projection: { _id: 1 } }).toArray();
  return projects.map((project) => project._id as Types.ObjectId);
}

export const projectsPersonalData: PersonalData<ProjectsService> = {
  export: {
    projects: recordsFile(
      { path: 'projects.json', about: 'Your projects.' },
      ProjectModel.collection,
      ({ userId }) => ({ ownerId: userId }),
    ),
  },
  deletion: (projects) => [
    {
      name: 'projects.owned',
      run: async (user) => {
        await projects.deleteAllOfOwner(user.id);
      },
    },
  ],
};
