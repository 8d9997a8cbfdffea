// What the ideas domain keeps about a person: the ideas they submitted with their email.
import { exactly, recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { IdeaModel } from './ideas.model.js';
import type { IdeasService } from './ideas.service.js';

export const ideasPersonalData: PersonalData<IdeasService> = {
  export: {
    ideas: recordsFile(
      { path: 'ideas.json', about: 'The ideas you submitted from the landing page with your email.' },
      IdeaModel.collection,
      ({ user }) => ({ email: exactly(user.email) }),
    ),
  },
  deletion: (ideas) => [{ name: 'ideas.submitted', run: (user) => ideas.forgetPerson(user) }],
};
