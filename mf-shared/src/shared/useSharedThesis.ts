// The shared view of a thesis over REST, GET /api/shared/{shareUrl} (spec §7): the gateway answers it
// from memory with an ETag and `Cache-Control: no-cache`, so a returning reader's browser revalidates
// it (304) instead of downloading it again — this is the product's most-read page.
import { useCallback, useEffect, useState } from 'react';
import { apiFetch, ApiError } from '@thesis-studio/client';
import type { Citation, CitationCounts } from '@thesis-studio/thesis-view';
import { sharedApiPath } from './share-url';

export interface SharedThesis {
  id: string;
  title: string;
  content: string;
  summary: string;
  projectName: string;
  shareUrl: string;
  createdAt: string;
  updatedAt: string;
  /** The citations whose markers are in the visible content: source, location, the quoted passage. */
  citations?: Citation[];
  /** Their checks counted (issue 22: readers see the summary, not each check). */
  citationSummary?: CitationCounts & { removed?: number };
}

export type SharedThesisState =
  | { status: 'loading' }
  | { status: 'ready'; thesis: SharedThesis }
  /** Unknown or revoked link (404; spec §7: a 401 on this read also means nothing to show). */
  | { status: 'missing' }
  | { status: 'error'; error: unknown };

export async function fetchSharedThesis(
  shareUrl: string,
  signal?: AbortSignal,
): Promise<SharedThesis | null> {
  try {
    const response = await apiFetch(sharedApiPath(shareUrl), {
      signal,
      headers: { Accept: 'application/json' },
    });
    return (await response.json()) as SharedThesis;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}

export function useSharedThesis(shareUrl: string): SharedThesisState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; value: SharedThesisState }>({
    key: shareUrl,
    value: { status: 'loading' },
  });
  // Another link in the same page: start from loading rather than show the previous thesis.
  const current = state.key === shareUrl ? state.value : ({ status: 'loading' } as const);

  useEffect(() => {
    const controller = new AbortController();
    fetchSharedThesis(shareUrl, controller.signal).then(
      (thesis) =>
        setState({ key: shareUrl, value: thesis ? { status: 'ready', thesis } : { status: 'missing' } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key: shareUrl, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [shareUrl, attempt]);

  const retry = useCallback(() => {
    setState({ key: shareUrl, value: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, [shareUrl]);
  return { ...current, retry };
}
