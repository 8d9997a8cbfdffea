// What the chat domain keeps about a person: their Query Research chats (they go with the theses).
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { ChatMessageModel } from './chat.model.js';

export const chatPersonalData: PersonalData = {
  export: {
    chats: recordsFile(
      {
        path: 'chats.json',
        about: 'Your Query Research chats about your theses, with the citations of each answer.',
      },
      ChatMessageModel.collection,
      ({ byThesis }) => byThesis,
      { sort: { thesisId: 1, createdAt: 1 } },
    ),
  },
};
