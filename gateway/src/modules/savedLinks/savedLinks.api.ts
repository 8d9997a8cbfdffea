// The REST contract of saved links (GatewayModule.api; see shared/openapi/contract.ts).
import { deletedAnswer, idPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { saveLinkInput, savedLinkAnswer, savedStateAnswer } from './savedLinks.schemas.js';

export const savedLinksApi = defineApi(
  { name: 'Saved links', description: 'Shared theses a signed-in reader keeps (each user their own).' },
  {
    listSavedLinks: {
      method: 'get',
      path: '/api/saved-links',
      summary: 'Your saved links',
      access: 'user',
      responses: { 200: { description: 'Your saved links, newest first.', schema: savedLinkAnswer.array() } },
    },
    saveLink: {
      method: 'post',
      path: '/api/saved-links',
      summary: 'Save a shared thesis',
      description: 'One per user and thesis: saving it again answers the saved link with 200.',
      access: 'user',
      body: saveLinkInput,
      responses: {
        201: { description: 'The new saved link.', schema: savedLinkAnswer },
        200: { description: 'The thesis was saved already: that link.', schema: savedLinkAnswer },
      },
      errors: [404],
    },
    removeSavedLink: {
      method: 'delete',
      path: '/api/saved-links/{id}',
      summary: 'Remove a saved link',
      access: 'user',
      params: idPath('The saved link’s id.'),
      responses: { 200: { description: 'The removed link’s id.', schema: deletedAnswer } },
      errors: [404],
    },
    getSavedState: {
      method: 'get',
      path: '/api/theses/{id}/saved',
      summary: 'Whether you saved a thesis',
      access: 'user',
      params: idPath('The thesis’s id.'),
      responses: { 200: { description: 'Saved or not, and the link’s id.', schema: savedStateAnswer } },
      errors: [404],
    },
  },
);
