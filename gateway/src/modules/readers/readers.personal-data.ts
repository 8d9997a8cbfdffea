// What the readers domain keeps about a person: the readers' chats they had while signed in, and what
// readers asked about their shared theses.
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { ReaderMessageModel } from './readers.model.js';
import type { ReadersService } from './readers.service.js';

export const readersPersonalData: PersonalData<ReadersService> = {
  export: {
    chats: recordsFile(
      {
        path: 'reader-chats.json',
        about: "The readers' chats you had about shared theses (yours or others') while signed in.",
      },
      ReaderMessageModel.collection,
      ({ user }) => ({ reader: `user:${user.id}` }),
      { sort: { thesisId: 1, createdAt: 1 } },
    ),
    questionsReceived: recordsFile(
      {
        path: 'reader-questions-received.json',
        about:
          "What readers asked in the readers' chat of your shared theses (the question and date; never who asked, as on the site).",
      },
      ReaderMessageModel.collection,
      ({ byThesis }) => ({ ...byThesis, role: 'user' }),
      {
        sort: { thesisId: 1, createdAt: 1 },
        map: (doc) => ({ thesisId: doc.thesisId, content: doc.content, createdAt: doc.createdAt }),
      },
    ),
  },
  deletion: (readers) => [{ name: 'readers.chats', run: (user) => readers.deleteOfReaderAccount(user.id) }],
};
