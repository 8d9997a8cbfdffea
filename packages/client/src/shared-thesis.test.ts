import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import type { FormattedExecutionResult } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import {
  continueAfterSignIn,
  hasPendingSharedThesis,
  readSharedThesisData,
  SAVED_THESIS_REDIRECT_MS,
  savePendingSharedThesis,
  saveSharedThesisAfterSignIn,
  type SharedThesisData,
} from './shared-thesis.js';
import { memoryStorage } from './memory-storage.js';

const thesis: SharedThesisData = {
  thesisId: 't1',
  title: 'Nordic Entry',
  shareUrl: 'nordic-entry-k3j2',
  projectName: 'Market Entry',
};

function flow(
  session: ReturnType<typeof memoryStorage>,
  saveLink: (d: SharedThesisData) => Promise<unknown>,
) {
  const events: string[] = [];
  const log = vi.fn<(message: string, error: unknown) => void>();
  const run = saveSharedThesisAfterSignIn({
    session,
    saveLink: async (data) => {
      events.push(`save ${data.thesisId}`);
      return saveLink(data);
    },
    notifySaved: () => events.push('toast Thesis saved!'),
    navigate: (path) => events.push(`go ${path}`),
    wait: async (ms) => void events.push(`wait ${ms}`),
    log,
  });
  return { run, events, log };
}

describe('sharedThesisData', () => {
  it('reads back {thesisId, title, shareUrl, projectName} as the shared page stored it', () => {
    const session = memoryStorage({ sharedThesisData: JSON.stringify({ ...thesis, extra: 'dropped' }) });
    expect(readSharedThesisData(session)).toEqual(thesis);
  });

  it('counts as pending whenever the item is stored, readable or not', () => {
    expect(hasPendingSharedThesis(memoryStorage())).toBe(false);
    expect(hasPendingSharedThesis(memoryStorage({ sharedThesisData: JSON.stringify(thesis) }))).toBe(true);
    expect(hasPendingSharedThesis(memoryStorage({ sharedThesisData: '{' }))).toBe(true);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(hasPendingSharedThesis(blocked)).toBe(false);
  });

  it('reads as null when missing, not JSON, or not the expected strings', () => {
    expect(readSharedThesisData(memoryStorage())).toBeNull();
    for (const raw of [
      '{',
      '"x"',
      'null',
      JSON.stringify({ ...thesis, thesisId: 7 }),
      JSON.stringify({ ...thesis, shareUrl: '' }),
    ]) {
      expect(readSharedThesisData(memoryStorage({ sharedThesisData: raw }))).toBeNull();
    }
  });
});

describe('saveSharedThesisAfterSignIn (spec §4)', () => {
  it('does nothing when no shared thesis is pending', async () => {
    const session = memoryStorage({ authRedirect: '/theses/x' });
    const { run, events } = flow(session, async () => undefined);
    await expect(run).resolves.toBe(false);
    expect(events).toEqual([]);
    expect(session.data.get('authRedirect')).toBe('/theses/x');
  });

  it('saves the link, says so, clears storage and after 1 s returns to the stored path', async () => {
    const session = memoryStorage({
      sharedThesisData: JSON.stringify(thesis),
      authRedirect: '/shared/nordic-entry-k3j2',
    });
    const saved: SharedThesisData[] = [];
    const { run, events, log } = flow(session, async (data) => void saved.push(data));
    await expect(run).resolves.toBe(true);
    expect(saved).toEqual([thesis]);
    expect(events).toEqual([
      'save t1',
      'toast Thesis saved!',
      `wait ${SAVED_THESIS_REDIRECT_MS}`,
      'go /shared/nordic-entry-k3j2',
    ]);
    expect(SAVED_THESIS_REDIRECT_MS).toBe(1000);
    expect(session.data.size).toBe(0);
    expect(log).not.toHaveBeenCalled();
  });

  it('goes to /dashboard when no safe redirect path is stored', async () => {
    for (const stored of [undefined, 'https://evil.test/', '//evil.test', '/auth']) {
      const session = memoryStorage({
        sharedThesisData: JSON.stringify(thesis),
        ...(stored ? { authRedirect: stored } : {}),
      });
      const { run, events } = flow(session, async () => undefined);
      await run;
      expect(events.at(-1)).toBe('go /dashboard');
      expect(session.data.size).toBe(0);
    }
  });

  it('only logs a failed save: no toast, storage still cleared, still goes back', async () => {
    const session = memoryStorage({ sharedThesisData: JSON.stringify(thesis), authRedirect: '/shared/a/b' });
    const failure = new Error('500: boom');
    const { run, events, log } = flow(session, () => Promise.reject(failure));
    await expect(run).resolves.toBe(true);
    expect(events).toEqual(['save t1', `wait ${SAVED_THESIS_REDIRECT_MS}`, 'go /shared/a/b']);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('failed'), failure);
    expect(session.data.size).toBe(0);
  });

  it('drops an unreadable stored thesis without saving and still goes back', async () => {
    const session = memoryStorage({ sharedThesisData: '{"thesisId":1}', authRedirect: '/shared/a' });
    const { run, events, log } = flow(session, async () => undefined);
    await expect(run).resolves.toBe(true);
    expect(events).toEqual([`wait ${SAVED_THESIS_REDIRECT_MS}`, 'go /shared/a']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(session.data.size).toBe(0);
  });
});

type SentOperation = { name: string; variables: Record<string, unknown> };

/** A client whose saveLink answers with the saved thesis; `sent` records each operation sent to it. */
function scriptedClient(sent: SentOperation[]) {
  const link = new ApolloLink((operation) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    const answer = {
      data: {
        saveLink: {
          __typename: 'SavedLink',
          id: 's1',
          ...thesis,
          createdAt: '2026-01-01T00:00:00.000Z',
          available: true,
        },
      },
    };
    return of(answer as FormattedExecutionResult);
  });
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

describe('savePendingSharedThesis', () => {
  it('sends saveLink with the stored thesis over the given client', async () => {
    vi.useFakeTimers();
    try {
      const sent: SentOperation[] = [];
      const client = scriptedClient(sent);
      const session = memoryStorage({ sharedThesisData: JSON.stringify(thesis) });
      const navigate = vi.fn<(path: string) => void>();
      const done = savePendingSharedThesis(client, navigate, session);
      await vi.advanceTimersByTimeAsync(SAVED_THESIS_REDIRECT_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await expect(done).resolves.toBe(true);
      expect(navigate).toHaveBeenCalledWith('/dashboard');
      expect(sent).toEqual([{ name: 'SharedThesisSaveLink', variables: { input: thesis } }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('continueAfterSignIn', () => {
  it('without a pending thesis goes straight to the stored path, saving nothing', async () => {
    const sent: SentOperation[] = [];
    const session = memoryStorage({ authRedirect: '/projects/acme' });
    const navigate = vi.fn<(path: string) => void>();
    await continueAfterSignIn(scriptedClient(sent), navigate, session);
    expect(navigate.mock.calls).toEqual([['/projects/acme']]);
    expect(sent).toEqual([]);
    expect(session.data.size).toBe(0);
  });

  it('with a pending thesis saves it and goes back only after 1 s, once', async () => {
    vi.useFakeTimers();
    try {
      const sent: SentOperation[] = [];
      const session = memoryStorage({
        sharedThesisData: JSON.stringify(thesis),
        authRedirect: '/shared/nordic-entry-k3j2',
      });
      const navigate = vi.fn<(path: string) => void>();
      const done = continueAfterSignIn(scriptedClient(sent), navigate, session);
      await vi.advanceTimersByTimeAsync(SAVED_THESIS_REDIRECT_MS - 1);
      expect(navigate).not.toHaveBeenCalled();
      expect(sent.map((operation) => operation.name)).toEqual(['SharedThesisSaveLink']);
      await vi.advanceTimersByTimeAsync(1);
      await done;
      expect(navigate.mock.calls).toEqual([['/shared/nordic-entry-k3j2']]);
      expect(session.data.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
