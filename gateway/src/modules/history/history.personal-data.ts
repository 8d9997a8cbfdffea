// What the history domain keeps about a person: the versions of their theses (they go with the
// theses), and their name on versions of others' theses (forgotten).
import { iso, recordsFile, thesisMarkdownFile, type PersonalData } from '../../shared/personal-data.js';
import { RevisionModel } from './history.model.js';
import type { HistoryService } from './history.service.js';

export const historyPersonalData: PersonalData<HistoryService> = {
  export: {
    versions: recordsFile(
      {
        path: 'versions.json',
        about: 'Earlier versions of your theses (kept on every saved edit), with who made each change.',
      },
      RevisionModel.collection,
      ({ byThesis }) => byThesis,
      { sort: { thesisId: 1, version: 1 } },
    ),
  },
  thesisFolder: async (thesis, folder) => {
    const versions = await RevisionModel.collection
      .find({ thesisId: thesis._id }, { projection: { _id: 1, version: 1 } })
      .sort({ version: 1, _id: 1 })
      .toArray();
    return versions.map((version) => ({
      path: `theses/${folder}/versions/v${String(version.version).padStart(4, '0')}-${String(version._id)}.md`,
      about: '',
      open: thesisMarkdownFile(
        RevisionModel.collection,
        version._id,
        (doc) =>
          `Version ${String(doc.version)}, replaced ${iso(doc.createdAt)} by ${String(doc.authorName)}: ${String(doc.change)}`,
      ),
    }));
  },
  deletion: (history) => [{ name: 'history.authored', run: (user) => history.forgetAuthor(user.id) }],
};
