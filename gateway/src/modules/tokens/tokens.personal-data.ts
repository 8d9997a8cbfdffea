// What the tokens domain keeps about a person: their API tokens.
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { ApiTokenModel } from './tokens.model.js';
import type { TokensService } from './tokens.service.js';

export const tokensPersonalData: PersonalData<TokensService> = {
  export: {
    tokens: recordsFile(
      {
        path: 'api-tokens.json',
        about:
          'Your API tokens: name, scope, first characters, created, expires, last used (never the secret or its hash).',
      },
      ApiTokenModel.collection,
      ({ userId }) => ({ userId }),
      { map: ({ hash: _hash, ...token }) => token },
    ),
  },
  deletion: (tokens) => [{ name: 'tokens.all', run: (user) => tokens.deleteOfUser(user.id) }],
};
