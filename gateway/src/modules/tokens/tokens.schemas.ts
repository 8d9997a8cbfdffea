// Input shapes of personal API tokens (issue 19 part 1): POST /api/tokens, createApiToken.
import { z } from 'zod';
import { singleLineText } from '../../shared/text.js';

export const TOKEN_PREFIX = 'ts_pat_';
/** Random bytes in a secret (base64url: 43 characters after the prefix). */
export const TOKEN_BYTES = 32;
/** A secret as the gateway issues it: nothing else is looked up. */
export const TOKEN_PATTERN = /^ts_pat_[A-Za-z0-9_-]{43}$/;

export const TOKEN_LIMITS = { name: 100, perUser: 50 } as const;

/** The expiries a person may choose; null: never. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

export const tokenScopeSchema = z.enum(['read', 'write'], { message: 'scope must be read or write.' });

export const createTokenInput = z.strictObject({
  name: singleLineText('Name', { max: TOKEN_LIMITS.name }),
  scope: tokenScopeSchema,
  expiresInDays: z.union([z.literal(30), z.literal(90), z.literal(365), z.null()], {
    message: 'expiresInDays must be 30, 90, 365 or null (never).',
  }),
});

export type CreateTokenInput = z.output<typeof createTokenInput>;

export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i);
