// The REST contract of signing in and out and password reset (GatewayModule.api; see
// shared/openapi/contract.ts).
import { z } from 'zod';
import { defineApi } from '../../shared/openapi/contract.js';
import { registerInput, userAnswer } from '../users/index.js';
import { forgotPasswordInput, loginInput, resetPasswordInput } from './auth.schemas.js';

const sessionCookie = z.object({
  'Set-Cookie': z.string().meta({
    description:
      'The session cookie (`ts_session`; `__Host-ts_session` over https): HttpOnly, SameSite=Lax, renewed while in use.',
  }),
});

const message = z.object({ message: z.string() }).meta({ id: 'Message' });

export const authApi = defineApi(
  { name: 'Sign-in', description: 'Browser sessions: register, sign in and out, reset a password.' },
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
      body: loginInput,
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
      body: forgotPasswordInput,
      responses: { 200: { description: 'What happens next.', schema: message } },
    },
    resetPassword: {
      method: 'post',
      path: '/api/reset-password',
      summary: 'Set a new password with a reset link’s token',
      access: 'public',
      body: resetPasswordInput,
      responses: { 200: { description: 'The password is changed.', schema: message } },
    },
  },
);
