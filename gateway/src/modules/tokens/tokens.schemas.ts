// Input shapes of personal API tokens (issue 19 part 1): POST /api/tokens, createApiToken.
import { z } from 'zod';
import { singleLineText } from '../../shared/text.js';

export const TOKEN_PREFIX = 'ts_pat_';
/** Random bytes in a secret (base64url: 43 characters after the prefix). */
export const TOKEN_BYTES = 32;
/** A secret as the gateway issues it: nothing else is looked up. */
export const TOKEN_PATTERN = /^ts_pat_[A-Za-z0-9_-]{43}$/;

export const TOKEN_LIMITS = { name: 100, perUser: 50 } as const;

const tokenScopeSchema = z.enum(['read', 'write'], { message: 'scope must be read or write.' });

export const createTokenInput = z.strictObject({
  name: singleLineText('Name', { max: TOKEN_LIMITS.name }),
  scope: tokenScopeSchema,
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
    message: 'expiresInDays must be 30, 90, 365 or null (never).',
  }),
});

export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i);

/** What a list shows of a token: never its secret or hash (GraphQL `ApiToken`, the REST answer). */
export const apiTokenAnswer = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: tokenScopeSchema,
    prefix: z.string().meta({
      description: "`ts_pat_` and the secret's first characters, to tell tokens apart: `ts_pat_Xy3k9Q…`.",
    }),
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime().nullable().meta({ description: 'Null: never expires.' }),
    lastUsedAt: z.iso.datetime().nullable().meta({ description: 'To within a minute; null: never used.' }),
    expired: z
      .boolean()
      .meta({ description: 'True once expiresAt has passed: requests with it answer 401.' }),
  })
  .meta({ id: 'ApiToken' });

/** The answer to creating a token: the one time its secret is shown. */
export const createdApiTokenAnswer = apiTokenAnswer
  .extend({ token: z.string().meta({ description: 'The secret, `ts_pat_…`: shown this once.' }) })
  .meta({ id: 'CreatedApiToken' });
