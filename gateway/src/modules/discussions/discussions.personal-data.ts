// What the discussions domain keeps about a person: the comments they wrote on theses' sections, and
// those members wrote on their theses.
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { SectionCommentModel } from './discussions.model.js';
import type { DiscussionsService } from './discussions.service.js';

export const discussionsPersonalData: PersonalData<DiscussionsService> = {
  export: {
    written: recordsFile(
      { path: 'section-comments-written.json', about: 'The comments you wrote on theses’ sections.' },
      SectionCommentModel.collection,
      ({ userId }) => ({ authorId: userId }),
    ),
    received: recordsFile(
      {
        path: 'section-comments-received.json',
        about: 'The comments members wrote on the sections of your theses.',
      },
      SectionCommentModel.collection,
      ({ byThesis }) => byThesis,
    ),
  },
  deletion: (discussions) => [
    { name: 'discussions.authored', run: (user) => discussions.deleteOfAuthor(user.id) },
  ],
};
