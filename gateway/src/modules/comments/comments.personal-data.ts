// What the comments domain keeps about a person: the comments they wrote, and those on their theses.
import { commentsFiles, type PersonalData } from '../../shared/personal-data.js';
import { CommentModel } from './comments.model.js';
import type { CommentsService } from './comments.service.js';

export const commentsPersonalData: PersonalData<CommentsService> = {
  export: commentsFiles(CommentModel.collection, {
    written: { path: 'comments-written.json', about: 'The comments you wrote on shared theses.' },
    received: { path: 'comments-received.json', about: 'The comments readers wrote on your shared theses.' },
  }),
  deletion: (comments) => [{ name: 'comments.authored', run: (user) => comments.deleteOfAuthor(user.id) }],
};
