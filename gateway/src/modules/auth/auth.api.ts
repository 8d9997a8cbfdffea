// The REST contract of signing in and out and password reset (GatewayModule.api; see
// shared/openapi/contract.ts).
import { z } from 'zod';
import { defineApi } from '../../shared/openapi/contract.js';
import { registerInput, userAnswer, usernameInput } from '../users/index.js';
import * as input from './auth.schemas.js';

const sessionCookie = z.object({
  'Set-Cookie': z.string().meta({
    description:
      'The session cookie (`ts_session`; `__Host-ts_session` over https): HttpOnly, SameSite=Lax, renewed while in use.',
  }),
});

const message = z.object({ message: z.string() }).meta({ id: 'Message' });

export const authApi = defineApi(
  {
    name: 'Sign-in',
    description:
      'Browser sessions: register, sign in and out, reset a password; change your own password, email and username.',
  },
  {
    getCurrentUser: {
      method: 'get',
      path: '/api/user',
      summary: 'Who is signed in',
      access: 'public',
      responses: {
        200: { description: 'The signed-in account, or null.', schema: userAnswer.nullable() },
      },
    },
    login: {
      method: 'post',
      path: '/api/login',
      summary: 'Sign in',
      description: 'Starts a browser session. Integrators use an API token instead.',
      access: 'public',
      body: input.loginInput,
      responses: { 200: { description: 'The account.', schema: userAnswer, headers: sessionCookie } },
      errors: [401],
    },
    register: {
      method: 'post',
      path: '/api/register',
      summary: 'Create an account and sign in',
      access: 'public',
      body: registerInput,
      responses: { 201: { description: 'The new account.', schema: userAnswer, headers: sessionCookie } },
      errors: [409],
    },
    logout: {
      method: 'post',
      path: '/api/logout',
      summary: 'Sign out',
      description: 'Ends the session and clears its cookie.',
      access: 'public',
      responses: { 200: { description: '`Signed out`.', schema: message } },
    },
    forgotPassword: {
      method: 'post',
      path: '/api/forgot-password',
      summary: 'Mail a password reset link',
      description: 'Answers the same whether or not an account has the address.',
      access: 'public',
      body: input.forgotPasswordInput,
      responses: { 200: { description: 'What happens next.', schema: message } },
    },
    resetPassword: {
      method: 'post',
      path: '/api/reset-password',
      summary: 'Set a new password with a reset link’s token',
      access: 'public',
      body: input.resetPasswordInput,
      responses: { 200: { description: 'The password is changed.', schema: message } },
    },
    updateMe: {
      method: 'patch',
      path: '/api/user',
      summary: 'Change your username',
      description: 'The email changes through a confirmation link (POST /api/user/email).',
      access: 'user',
      body: usernameInput,
      responses: { 200: { description: 'The account.', schema: userAnswer } },
    },
    changePassword: {
      method: 'post',
      path: '/api/user/password',
      summary: 'Change your password',
      description:
        'Needs the current password. Every other session of the account ends (with an API token: every session); the address is told by mail.',
      access: 'user',
      body: input.changePasswordInput,
      responses: { 200: { description: 'The password is changed.', schema: message } },
    },
    requestEmailChange: {
      method: 'post',
      path: '/api/user/email',
      summary: 'Change your email address',
      description:
        'Needs the current password. Mails a single-use link, valid 24 hours, to the new address and a note to the current one; the address changes when the link is opened.',
      access: 'user',
      body: input.changeEmailInput,
      responses: { 202: { description: 'The confirmation link is on its way.', schema: message } },
      errors: [409],
    },
    confirmEmailChange: {
      method: 'post',
      path: '/api/user/email/confirm',
      summary: 'Confirm a new email address with the link’s token',
      description: 'The token is the proof: no session is needed. The former address is told.',
      access: 'public',
      body: input.confirmEmailInput,
      responses: { 200: { description: 'The account with its new address.', schema: userAnswer } },
      errors: [409],
    },
  },
);
