// The shared view of a thesis over REST, GET /api/shared/{shareUrl} (spec §7): the gateway answers it
// from memory with an ETag and `Cache-Control: no-cache`, so a returning reader's browser revalidates
// it (304) instead of downloading it again — this is the product's most-read page.
import { useCallback, useEffect, useState } from 'react';
import { answer, ApiError, rest } from '@thesis-studio/client';
import { embeddedSharedThesis } from './embedded';
import type { SharedThesis } from './SharedThesisLayout';
import type { SharedReading } from './spell-reading';

export type { SharedThesis };

export type SharedThesisState =
  | { status: 'loading' }
  | { status: 'ready'; thesis: SharedThesis; reading: SharedReading }
  /** Unknown or revoked link (404; spec §7: a 401 on this read also means nothing to show). */
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

async function fetchSharedThesis(shareUrl: string, signal?: AbortSignal): Promise<SharedThesis | null> {
  try {
    return await answer(
      rest().GET('/api/shared/{shareUrl}', {
        params: { path: { shareUrl } },
        signal,
        headers: { Accept: 'application/json' },
      }),
    );
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

export function useSharedThesis(shareUrl: string): SharedThesisState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The page's first HTML answer carries the thesis it shows and its reading: the first render needs no
  // request and no Markdown parser.
  const [state, setState] = useState<{ key: string; value: SharedThesisState }>(() => {
    const embedded = embeddedSharedThesis(shareUrl);
    return { key: shareUrl, value: embedded ? { status: 'ready', ...embedded } : { status: 'loading' } };
  });
  // Another link in the same page: start from loading rather than show the previous thesis.
  const current = state.key === shareUrl ? state.value : ({ status: 'loading' } as const);

  const seeded = attempt === 0 && state.key === shareUrl && state.value.status === 'ready';
  useEffect(() => {
    if (seeded) return;
    const controller = new AbortController();
    // The parser comes with the reading module, fetched meanwhile.
    Promise.all([fetchSharedThesis(shareUrl, controller.signal), import('./reading')]).then(
      ([thesis, { sharedReading }]) =>
        setState({
          key: shareUrl,
          value: thesis ? { status: 'ready', thesis, reading: sharedReading(thesis) } : { status: 'missing' },
        }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: shareUrl, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [shareUrl, attempt, seeded]);

  const retry = useCallback(() => {
    setState({ key: shareUrl, value: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [shareUrl]);
  return { ...current, retry };
}
