// What the discussions domain keeps about a person: the comments they wrote on theses' sections, and
// those members wrote on their theses.
import { commentsFiles, type PersonalData } from '../../shared/personal-data.js';
import { SectionCommentModel } from './discussions.model.js';
import type { DiscussionsService } from './discussions.service.js';

export const discussionsPersonalData: PersonalData<DiscussionsService> = {
  export: commentsFiles(SectionCommentModel.collection, {
    written: { path: 'section-comments-written.json', about: 'The comments you wrote on theses’ sections.' },
    received: {
      path: 'section-comments-received.json',
      about: 'The comments members wrote on the sections of your theses.',
    },
  }),
  deletion: (discussions) => [
    { name: 'discussions.authored', run: (user) => discussions.deleteOfAuthor(user.id) },
  ],
};
