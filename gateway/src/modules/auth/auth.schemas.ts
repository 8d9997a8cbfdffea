// Input shapes for sign-in and password reset (spec §5, §7).
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from '../users/index.js';

export const loginInput = z.object({
  email: emailSchema,
  password: z.string({ message: 'Password must be text.' }).min(1, 'Password is required.').max(1024),
});

export const forgotPasswordInput = z.object({ email: emailSchema });

export const resetPasswordInput = z.object({
  token: z
    .string({
      error: (issue) => (issue.input === undefined ? 'Reset token is missing' : 'Reset token must be text.'),
    })
    .trim()
    .min(1, 'Reset token is missing')
    .max(512),
  newPassword: newPasswordSchema,
});

const currentPassword = z
  .string({ message: 'Current password must be text.' })
  .min(1, 'Please enter your current password.')
  .max(1024);

/** POST /api/user/password: the current password proves it is the person, not a borrowed session. */
export const changePasswordInput = z
  .object({ currentPassword, newPassword: newPasswordSchema })
  .refine((input) => input.currentPassword !== input.newPassword, {
    path: ['newPassword'],
    message: 'The new password is the same as the current one.',
  });

/** POST /api/user/email: the new address gets a confirmation link; the password is asked again. */
export const changeEmailInput = z.object({ newEmail: emailSchema, currentPassword });

/** POST /api/user/email/confirm: the token from the confirmation link. */
export const confirmEmailInput = z.object({
  token: z
    .string({
      error: (issue) =>
        issue.input === undefined ? 'Confirmation token is missing' : 'Confirmation token must be text.',
    })
    .trim()
    .min(1, 'Confirmation token is missing')
    .max(512),
});
