// Auth over GraphQL (spec §4 Auth): sign-in, registration, sign-out, password reset. Who is signed in
// comes from the auth store's one `me` loader (auth-store.ts).
import { CombinedGraphQLErrors, ServerError, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { toast } from '@thesis-studio/ui';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { graphql } from './gql/index.js';
import { authStore, STORAGE_KEYS, useAuthState, type AuthState, type AuthUser } from './auth-store.js';
import { clientText } from './i18n/index.js';

const AuthProviderLoginMutation = graphql(`
  mutation AuthProviderLogin($input: LoginInput!) {
    login(input: $input) {
      ...AuthStore_user
    }
  }
`);

const AuthProviderRegisterMutation = graphql(`
  mutation AuthProviderRegister($input: RegisterInput!) {
    register(input: $input) {
      ...AuthStore_user
    }
  }
`);

const AuthProviderLogoutMutation = graphql(`
  mutation AuthProviderLogout {
    logout
  }
`);

const AuthProviderForgotPasswordMutation = graphql(`
  mutation AuthProviderForgotPassword($email: String!) {
    forgotPassword(email: $email) {
      message
    }
  }
`);

const AuthProviderResetPasswordMutation = graphql(`
  mutation AuthProviderResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword) {
      message
    }
  }
`);

const AuthProviderConfirmEmailMutation = graphql(`
  mutation AuthProviderConfirmEmail($token: String!) {
    confirmEmailChange(token: $token) {
      ...AuthStore_user
    }
  }
`);

/** The message a person should read for a failed call: the server's GraphQL error messages first. */
export function serverErrorMessage(error: unknown): string | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const messages = error.errors.map((e) => e.message).filter(Boolean);
    if (messages.length > 0) return messages.join(' ');
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Array<{ message?: string }>; message?: string };
      const message = body.errors?.[0]?.message ?? body.message;
      if (message) return message;
    } catch {
      // not JSON: fall through to the error's own message
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return undefined;
}

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The server sent no ${what}.`);
  return value;
}

export interface AuthActionsOptions {
  store?: typeof authStore;
  /** Where the used-before flag is kept (localStorage). */
  local?: () => Pick<Storage, 'setItem'>;
}

/** Auth calls on a given client. Failures reject with the server's message (see serverErrorMessage). */
export function createAuthActions(client: ApolloClient, options: AuthActionsOptions = {}) {
  const store = options.store ?? authStore;
  const local = options.local ?? (() => window.localStorage);
  const run = async <T,>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      // An empty message lets the screen show its own default (spec §8, e.g. 'Failed to reset password').
      throw new Error(serverErrorMessage(error) ?? '', { cause: error });
    }
  };
  const signedIn = async (user: AuthUser) => {
    // Nothing cached for a previous visitor may leak into this account's pages.
    await client.clearStore();
    store.setUser(user);
    try {
      local().setItem(STORAGE_KEYS.hasUsedProduct, 'true');
    } catch {
      // storage may be unavailable (private mode); the flag only picks a default tab
    }
    return user;
  };

  return {
    login: (input: { email: string; password: string }) =>
      run(async () => {
        const { data } = await client.mutate({ mutation: AuthProviderLoginMutation, variables: { input } });
        return signedIn(need(data?.login, 'user'));
      }),
    register: (input: { email: string; username: string; password: string }) =>
      run(async () => {
        const { data } = await client.mutate({
          mutation: AuthProviderRegisterMutation,
          variables: { input },
        });
        return signedIn(need(data?.register, 'user'));
      }),
    /** Ends the session, then clears every cached result and the user (spec §4). */
    logout: () =>
      run(async () => {
        await client.mutate({ mutation: AuthProviderLogoutMutation });
        await client.clearStore();
        store.setUser(null, { signedOut: true });
      }),
    forgotPassword: (email: string) =>
      run(async () => {
        const { data } = await client.mutate({
          mutation: AuthProviderForgotPasswordMutation,
          variables: { email },
        });
        return need(data?.forgotPassword, 'answer').message;
      }),
    resetPassword: (token: string, newPassword: string) =>
      run(async () => {
        const { data } = await client.mutate({
          mutation: AuthProviderResetPasswordMutation,
          variables: { token, newPassword },
        });
        return need(data?.resetPassword, 'answer').message;
      }),
    /** Confirms a new address from the mailed link; the signed-in person's own record follows it. */
    confirmEmailChange: (token: string) =>
      run(async () => {
        const { data } = await client.mutate({
          mutation: AuthProviderConfirmEmailMutation,
          variables: { token },
        });
        const user = need(data?.confirmEmailChange, 'user');
        if (store.getState().user?.id === user.id) store.setUser(user);
        return user;
      }),
  };
}

export type AuthActions = ReturnType<typeof createAuthActions>;

/** Sign-out with its toasts (spec §8); true when signed out. */
export async function signOut(actions: AuthActions): Promise<boolean> {
  try {
    await actions.logout();
    toast({
      title: clientText('client.auth.signedOut.title'),
      description: clientText('client.auth.signedOut.text'),
    });
    return true;
  } catch (error) {
    toast({
      title: clientText('client.auth.logoutFailed'),
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });
    return false;
  }
}

const AuthContext = createContext<AuthActions | null>(null);

/** Gives useAuth() its actions on the page's Apollo client (inside AppProviders). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const actions = useMemo(() => createAuthActions(client), [client]);
  return <AuthContext value={actions}>{children}</AuthContext>;
}

export type UseAuth = AuthState & AuthActions;

/** The signed-in user (status loading → user or null) and the auth actions. */
export function useAuth(): UseAuth {
  const actions = use(AuthContext);
  if (!actions) throw new Error('useAuth() must be used inside <AuthProvider> (AppProviders includes it).');
  return { ...useAuthState(), ...actions };
}
