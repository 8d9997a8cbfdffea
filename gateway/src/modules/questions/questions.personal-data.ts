// What the questions domain keeps about a person: the questions they sent, and those sent to them.
import { exactly, recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { QuestionModel } from './questions.model.js';
import type { QuestionsService } from './questions.service.js';

export const questionsPersonalData: PersonalData<QuestionsService> = {
  export: {
    sent: recordsFile(
      {
        path: 'questions-sent.json',
        about: 'The questions you sent to owners of shared theses (signed in, or with your email).',
      },
      QuestionModel.collection,
      ({ user, userId }) => ({
        $or: [{ senderId: userId }, { senderEmail: exactly(user.email) }],
      }),
    ),
    received: recordsFile(
      { path: 'questions-received.json', about: 'The questions readers sent you about your theses.' },
      QuestionModel.collection,
      ({ projectIds }) => ({ projectId: { $in: projectIds } }),
    ),
  },
  deletion: (questions) => [{ name: 'questions.sent', run: (user) => questions.deleteSentBy(user) }],
};
