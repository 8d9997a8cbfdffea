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

export type LoginInput = z.output<typeof loginInput>;
