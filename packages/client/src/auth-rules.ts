// Pure rules of the accounts screens (spec §2 protected routes, /auth, §5 reset password).
import { MIN_PASSWORD_LENGTH, type RouteAccess } from '@thesis-studio/domain';
import { STORAGE_KEYS, type AuthState } from './auth-store.js';
import { clientText } from './i18n/index.js';

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';
export const AUTH_PATH = '/auth';

export type ProtectedRouteDecision =
  | { kind: 'spinner' }
  | { kind: 'render' }
  /** `remember`: the path to store in sessionStorage authRedirect before going to `to`. */
  | { kind: 'redirect'; to: string; remember?: string };

/**
 * Spec §2: loading → spinner; a user → the page; otherwise /auth, remembering the path (not after
 * a sign-out on this page: the next account should not land on the previous one's page). Admin-only routes send
 * those who do not administer (the API's `capabilities.administer`) to /dashboard.
 */
export function protectedRouteDecision(
  state: AuthState,
  access: RouteAccess,
  currentPath: string,
): ProtectedRouteDecision {
  if (access === 'public') return { kind: 'render' };
  if (state.status === 'loading') return { kind: 'spinner' };
  if (!state.user) {
    return state.signedOut
      ? { kind: 'redirect', to: AUTH_PATH }
      : { kind: 'redirect', to: AUTH_PATH, remember: currentPath };
  }
  if (access === 'admin' && !state.user.capabilities.administer)
    return { kind: 'redirect', to: DEFAULT_SIGNED_IN_PATH };
  return { kind: 'render' };
}

/** A same-site path only ("/x", not "//host" or "https://…"), so a stored redirect cannot leave the site. */
export function isSafeRedirectPath(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')
  );
}

/** Where to go after signing in: the stored authRedirect (removed once read) or /dashboard. */
export function takeAuthRedirect(session: Pick<Storage, 'getItem' | 'removeItem'>): string {
  const stored = session.getItem(STORAGE_KEYS.authRedirect);
  session.removeItem(STORAGE_KEYS.authRedirect);
  return isSafeRedirectPath(stored) && stored !== AUTH_PATH ? stored : DEFAULT_SIGNED_IN_PATH;
}

export function rememberAuthRedirect(session: Pick<Storage, 'setItem'>, path: string): void {
  if (isSafeRedirectPath(path)) session.setItem(STORAGE_KEYS.authRedirect, path);
}

export type AuthTab = 'signin' | 'signup';

/** Spec §2 /auth: with a shared thesis pending, first-time visitors start on Sign Up. */
export function defaultAuthTab(session: Pick<Storage, 'getItem'>, local: Pick<Storage, 'getItem'>): AuthTab {
  if (session.getItem(STORAGE_KEYS.sharedThesisData) === null) return 'signin';
  return local.getItem(STORAGE_KEYS.hasUsedProduct) === 'true' ? 'signin' : 'signup';
}

/** Spec §2 /auth: a signed-in visitor with no shared thesis pending is sent on. */
export function shouldLeaveAuthPage(state: AuthState, session: Pick<Storage, 'getItem'>): boolean {
  return (
    state.status === 'ready' && state.user !== null && session.getItem(STORAGE_KEYS.sharedThesisData) === null
  );
}

export interface ToastMessage {
  title: string;
  description: string;
}

/** Spec §5 reset password, checked in this order. */
export function validatePasswordReset(input: {
  token: string | null;
  password: string;
  confirm: string;
}): ToastMessage | null {
  if (!input.token) {
    return {
      title: clientText('client.reset.invalidToken.title'),
      description: clientText('client.reset.invalidToken.text'),
    };
  }
  if (input.password.length < MIN_PASSWORD_LENGTH) {
    return {
      title: clientText('client.reset.tooShort.title'),
      description: clientText('client.reset.tooShort.text'),
    };
  }
  if (input.password !== input.confirm) {
    return {
      title: clientText('client.reset.mismatch.title'),
      description: clientText('client.reset.mismatch.text'),
    };
  }
  return null;
}

/** Spec §5: sign-in needs email and password; sign-up also a name. Null when complete. */
export function missingAuthFields(fields: Record<string, string>): string[] {
  return Object.entries(fields)
    .filter(([, value]) => value.trim() === '')
    .map(([name]) => name);
}
