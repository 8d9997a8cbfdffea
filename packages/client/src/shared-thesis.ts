// The save after sign-in (spec §3 sharedThesisData, §4): a shared thesis an anonymous reader asked to
// save waits in sessionStorage; once they sign in or up it becomes a saved link and they go back.
import type { ApolloClient } from '@apollo/client';
import { toast } from '@thesis-studio/ui';
import { takeAuthRedirect } from './auth-rules.js';
import { STORAGE_KEYS } from './auth-store.js';
import { graphql } from './gql/index.js';
import { readStoredObject } from './stored-json.js';
import { clientText } from './i18n/index.js';

const SharedThesisSaveLinkMutation = graphql(`
  mutation SharedThesisSaveLink($input: SaveLinkInput!) {
    saveLink(input: $input) {
      id
      thesisId
      title
      shareUrl
      projectName
      createdAt
      available
    }
  }
`);

/** What the shared page stores before sending an anonymous reader to /auth (mf-shared save-flow.ts). */
export interface SharedThesisData {
  thesisId: string;
  title: string;
  shareUrl: string;
  projectName: string;
}

/** Spec §9: back where they were 1 s after saving. */
export const SAVED_THESIS_REDIRECT_MS = 1000;

/** Whether anything is stored under sharedThesisData, readable or not (the save flow then runs and clears it). */
export function hasPendingSharedThesis(session: Pick<Storage, 'getItem'>): boolean {
  return safeGet(session, STORAGE_KEYS.sharedThesisData) !== null;
}

/** The stored thesis, or null when there is none or it is not {thesisId, title, shareUrl, projectName} of strings. */
export function readSharedThesisData(session: Pick<Storage, 'getItem'>): SharedThesisData | null {
  const value = readStoredObject(session, STORAGE_KEYS.sharedThesisData);
  if (value === null) return null;
  const { thesisId, title, shareUrl, projectName } = value;
  if (
    typeof thesisId !== 'string' ||
    typeof title !== 'string' ||
    typeof shareUrl !== 'string' ||
    typeof projectName !== 'string' ||
    thesisId === '' ||
    shareUrl === ''
  ) {
    return null;
  }
  return { thesisId, title, shareUrl, projectName };
}

export interface SaveAfterSignInDeps {
  session: Pick<Storage, 'getItem' | 'removeItem'>;
  saveLink: (data: SharedThesisData) => Promise<unknown>;
  /** Shows 'Thesis saved!'. */
  notifySaved: () => void;
  navigate: (path: string) => void;
  wait?: (ms: number) => Promise<void>;
  /** Where a failed save is reported (spec §4: only logged). */
  log?: (message: string, error: unknown) => void;
}

/**
 * Spec §4: with a shared thesis pending, saves it, says 'Thesis saved!', clears it and, 1 s later, goes
 * to the stored authRedirect (removed once read) or /dashboard. A failed save is only logged; the
 * reader still goes back. False when nothing was pending (the caller then goes on as usual).
 */
export async function saveSharedThesisAfterSignIn(deps: SaveAfterSignInDeps): Promise<boolean> {
  if (!hasPendingSharedThesis(deps.session)) return false;
  const data = readSharedThesisData(deps.session);
  // Cleared first: a second sign-in event on this page cannot save it twice.
  safeRemove(deps.session, STORAGE_KEYS.sharedThesisData);
  if (data) {
    try {
      await deps.saveLink(data);
      deps.notifySaved();
    } catch (error) {
      (deps.log ?? defaultLog)('Saving the shared thesis after sign-in failed', error);
    }
  } else {
    (deps.log ?? defaultLog)('The stored shared thesis was unreadable and has been dropped', null);
  }
  await (deps.wait ?? delay)(SAVED_THESIS_REDIRECT_MS);
  deps.navigate(takeAuthRedirect(deps.session));
  return true;
}

/** saveSharedThesisAfterSignIn on the page's Apollo client and sessionStorage, with the toast. */
export function savePendingSharedThesis(
  client: ApolloClient,
  navigate: (path: string) => void,
  session: Pick<Storage, 'getItem' | 'removeItem'> = window.sessionStorage,
): Promise<boolean> {
  return saveSharedThesisAfterSignIn({
    session,
    navigate,
    saveLink: (input) => client.mutate({ mutation: SharedThesisSaveLinkMutation, variables: { input } }),
    notifySaved: () =>
      toast({
        title: clientText('client.shared.saved.title'),
        description: clientText('client.shared.saved.text'),
      }),
  });
}

/**
 * Where a signed-in visitor goes from /auth: with a shared thesis pending, the save flow above (back
 * 1 s later); otherwise straight to the stored authRedirect or /dashboard.
 */
export async function continueAfterSignIn(
  client: ApolloClient,
  navigate: (path: string) => void,
  session: Pick<Storage, 'getItem' | 'removeItem'> = window.sessionStorage,
): Promise<void> {
  if (await savePendingSharedThesis(client, navigate, session)) return;
  navigate(takeAuthRedirect(session));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const defaultLog = (message: string, error: unknown) => console.error(message, error);

function safeGet(session: Pick<Storage, 'getItem'>, key: string): string | null {
  try {
    return session.getItem(key);
  } catch {
    return null;
  }
}

function safeRemove(session: Pick<Storage, 'removeItem'>, key: string): void {
  try {
    session.removeItem(key);
  } catch {
    // nothing to clear
  }
}
