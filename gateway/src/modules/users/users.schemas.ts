// Input shapes for accounts (spec §5, §7). Strings only: an object where a string belongs is refused.
import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  LANGUAGES,
  ROLES,
} from '@thesis-studio/domain';
import { z } from 'zod';
import { singleLineText } from '../../shared/text.js';

export const emailSchema = z
  .string({ message: 'Email must be text.' })
  .trim()
  .min(1, 'Email is required.')
  .max(MAX_EMAIL_LENGTH, `Email must be at most ${MAX_EMAIL_LENGTH} characters.`)
  .pipe(z.email({ message: 'Please enter a valid email address.' }))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string({ message: 'Password must be text.' })
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

export const usernameSchema = singleLineText('Username', { max: MAX_USERNAME_LENGTH });

const roleSchema = z.enum(ROLES, { message: 'Role must be "user" or "admin".' });

export const objectIdSchema = z
  .string({ message: 'Id must be text.' })
  .regex(/^[0-9a-f]{24}$/i, 'Id is not a valid user id.');

export const registerInput = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: newPasswordSchema,
});

export const createUserInput = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  role: roleSchema.default('user'),
});

/** PATCH /api/user: what a person may change on their own account directly (the email needs a confirmation). */
export const usernameInput = z.object({ username: usernameSchema });

export const changeRoleInput = z.object({ role: roleSchema });

export const languageInput = z.object({
  language: z.enum(LANGUAGES, { message: 'Language must be "UK", "USA" or "DE".' }),
});

/** What clients see of an account: the GraphQL `User` type, also the REST answer. */
export const userAnswer = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    language: z.enum(LANGUAGES).meta({
      description:
        'The language the account reads the interface in (UK or US English, which also sets the spelling, or German).',
    }),
    createdAt: z.iso.datetime(),
    capabilities: z
      .object({
        administer: z.boolean().meta({
          description:
            'Administers Thesis Studio (admins): manages users, reads submitted ideas and the audit trail, sees every project.',
        }),
      })
      .meta({
        id: 'UserCapabilities',
        description:
          'What the account may do, from the policy the API enforces; clients render from it instead of comparing roles.',
      }),
  })
  .meta({ id: 'User' });
