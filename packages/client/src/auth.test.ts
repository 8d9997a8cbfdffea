import { ApolloClient, ApolloLink, InMemoryCache, gql } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { of, throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createAuthActions, serverErrorMessage } from './auth.js';
import { createAuthStore, type AuthUser } from './auth-store.js';

const admin: AuthUser = {
  id: 'u1',
  username: 'ann',
  email: 'ann@x.test',
  role: 'admin',
  language: 'UK',
  createdAt: '2025-01-01T00:00:00.000Z',
  capabilities: { administer: true },
};

type Answer = { data?: Record<string, unknown> | null; errors?: Array<{ message: string }> };

/** A client whose server answers each operation name from `answers`, recording what was sent. */
function setup(answers: Record<string, Answer>) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    const answer = answers[operation.operationName ?? ''];
    if (!answer) throw new Error(`unexpected operation ${operation.operationName}`);
    return of(answer as FormattedExecutionResult);
  });
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const store = createAuthStore();
  const flags = new Map<string, string>();
  const actions = createAuthActions(client, {
    store,
    local: () => ({ setItem: (k: string, v: string) => void flags.set(k, v) }),
  });
  return { client, store, flags, actions, sent };
}

const withTypename = (user: AuthUser) => ({ __typename: 'User', ...user });

describe('auth actions', () => {
  it('login stores the user and sets the used-before flag', async () => {
    const { actions, store, flags, sent } = setup({
      AuthProviderLogin: { data: { login: withTypename(admin) } },
    });
    await expect(actions.login({ email: admin.email, password: 'secret-pass' })).resolves.toMatchObject({
      email: admin.email,
    });
    expect(sent).toEqual([
      {
        name: 'AuthProviderLogin',
        variables: { input: { email: admin.email, password: 'secret-pass' } },
      },
    ]);
    expect(store.getState()).toMatchObject({ status: 'ready', user: { id: 'u1', role: 'admin' } });
    expect(flags.get('hasUsedThesisStudio')).toBe('true');
  });

  it('register does the same with the name given at sign-up', async () => {
    const { actions, store, flags, sent } = setup({
      AuthProviderRegister: { data: { register: withTypename(admin) } },
    });
    await actions.register({ email: admin.email, username: 'ann', password: 'secret-pass' });
    expect(sent[0]?.variables).toEqual({
      input: { email: admin.email, username: 'ann', password: 'secret-pass' },
    });
    expect(store.getState().user?.username).toBe('ann');
    expect(flags.get('hasUsedThesisStudio')).toBe('true');
  });

  it('a failed login rejects with the server message and changes nothing', async () => {
    const { actions, store, flags } = setup({
      AuthProviderLogin: { data: null, errors: [{ message: 'Invalid email or password.' }] },
    });
    await expect(actions.login({ email: 'a@b.c', password: 'wrong-pass' })).rejects.toThrow(
      'Invalid email or password.',
    );
    expect(store.getState().status).toBe('loading');
    expect(flags.size).toBe(0);
  });

  it('logout clears every cached result and the user', async () => {
    const { actions, client, store } = setup({
      AuthProviderLogout: { data: { logout: true } },
    });
    await store.load(async () => admin);
    expect(store.getState().user?.id).toBe('u1');
    client.writeQuery({
      query: gql`
        query Cached {
          answer
        }
      `,
      data: { answer: 42 },
    });
    expect(Object.keys(client.cache.extract() as object).length).toBeGreaterThan(0);
    await actions.logout();
    expect(client.cache.extract()).toEqual({});
    expect(store.getState()).toEqual({ status: 'ready', user: null, signedOut: true });
  });

  it('a failed logout keeps the user', async () => {
    const { actions, store } = setup({
      AuthProviderLogout: { data: null, errors: [{ message: 'Session store unavailable' }] },
    });
    store.setUser(admin);
    await expect(actions.logout()).rejects.toThrow('Session store unavailable');
    expect(store.getState().user).toEqual(admin);
  });

  it('forgot and reset password answer with the server message', async () => {
    const { actions, sent } = setup({
      AuthProviderForgotPassword: { data: { forgotPassword: { message: 'Mail sent if known.' } } },
      AuthProviderResetPassword: {
        data: { resetPassword: { message: 'Password reset successful' } },
      },
    });
    await expect(actions.forgotPassword('ann@x.test')).resolves.toBe('Mail sent if known.');
    await expect(actions.resetPassword('tok', 'new-password')).resolves.toBe('Password reset successful');
    expect(sent.map((s) => s.variables)).toEqual([
      { email: 'ann@x.test' },
      { token: 'tok', newPassword: 'new-password' },
    ]);
  });
});

describe('auth action failures without a message', () => {
  it('reject with an empty message so the screen shows its default', async () => {
    const link = new ApolloLink(() => throwError(() => new Error('')));
    const actions = createAuthActions(new ApolloClient({ link, cache: new InMemoryCache() }), {
      store: createAuthStore(),
      local: () => ({ setItem: () => undefined }),
    });
    const error = await actions.resetPassword('tok', 'new-password').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('');
  });
});

describe('serverErrorMessage', () => {
  it('falls back to the error message, and to undefined for non-errors', () => {
    expect(serverErrorMessage(new Error('boom'))).toBe('boom');
    expect(serverErrorMessage('nope')).toBeUndefined();
  });
});
