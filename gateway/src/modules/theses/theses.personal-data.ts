// What the theses domain keeps about a person: the theses of their projects (they go with the projects).
import type { Types } from 'mongoose';
import { DEFAULT_THESIS_LANGUAGE } from '@thesis-studio/domain';
import { iso, recordsFile, thesisMarkdownFile, type PersonalData } from '../../shared/personal-data.js';
import { ThesisModel } from './theses.model.js';
import type { ThesesService } from './theses.service.js';

/** The theses of these projects, oldest first (the export's scope). */
export async function thesesOf(
  projectIds: Types.ObjectId[],
): Promise<Array<{ _id: Types.ObjectId; slug: string }>> {
  const theses = await ThesisModel.collection
    .find({ projectId: { $in: projectIds } }, { projection: { _id: 1, slug: 1 } })
    .sort({ createdAt: 1, _id: 1 })
    .toArray();
  return theses.map((thesis) => ({ _id: thesis._id as Types.ObjectId, slug: String(thesis.slug) }));
}

export const thesesPersonalData: PersonalData<ThesesService> = {
  export: {
    theses: recordsFile(
      {
        path: 'theses.json',
        about:
          'Your theses as stored (title, idea, context, central question, language, summary, article, share link, status).',
      },
      ThesisModel.collection,
      ({ thesisIds }) => ({ _id: { $in: thesisIds } }),
      // Theses from before languages (issue 31) are in British English.
      { map: (doc) => ({ ...doc, language: doc.language ?? DEFAULT_THESIS_LANGUAGE }) },
    ),
  },
  thesisFolder: (thesis, folder) => [
    {
      path: `theses/${folder}/thesis.md`,
      about: '',
      open: thesisMarkdownFile(
        ThesisModel.collection,
        thesis._id,
        (doc) => `Version ${String(doc.version)}, ${iso(doc.updatedAt)}`,
      ),
    },
  ],
  deletion: (theses) => [{ name: 'theses.last-editor', run: (user) => theses.forgetEditor(user.id) }],
};
