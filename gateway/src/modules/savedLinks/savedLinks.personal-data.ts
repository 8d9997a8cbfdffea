// What the saved-links domain keeps about a person: their saved links.
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { SavedLinkModel } from './savedLinks.model.js';
import type { SavedLinksService } from './savedLinks.service.js';

export const savedLinksPersonalData: PersonalData<SavedLinksService> = {
  export: {
    links: recordsFile(
      { path: 'saved-links.json', about: 'Your saved links.' },
      SavedLinkModel.collection,
      ({ userId }) => ({ userId }),
    ),
  },
  deletion: (savedLinks) => [{ name: 'savedLinks.own', run: (user) => savedLinks.deleteOfUser(user.id) }],
};
