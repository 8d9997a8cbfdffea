// @vitest-environment happy-dom
// The history dialog over a scripted GraphQL link: the list (relative time, who, what changed), Restore
// behind its confirmation with the toasts, and the export URLs.
import type { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { scriptedClient } from '@thesis-studio/client/scripted-client';
import { Toaster } from '@thesis-studio/ui';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { exportUrl } from './export';
import { HistoryDialog, type RestoredThesis } from './HistoryDialog';
import { mount, settle as settleEvery } from '@thesis-studio/ui/test-dom';

const THESIS_ID = '665f1c2a9b1e8a0012345678';
const now = Date.now();
const REVISIONS = [
  {
    __typename: 'ThesisRevision',
    id: 'r2',
    version: 3,
    createdAt: new Date(now - 5 * 60_000).toISOString(),
    authorName: 'olivia',
    change: 'Edited the section “Market Context”',
  },
  {
    __typename: 'ThesisRevision',
    id: 'r1',
    version: 1,
    createdAt: new Date(now - 3 * 86_400_000).toISOString(),
    authorName: 'AI research',
    change: 'Research replaced the content',
  },
  {
    __typename: 'ThesisRevision',
    id: 'r0',
    version: 0,
    createdAt: new Date(now - 4 * 86_400_000).toISOString(),
    // Recorded before authors were: no name.
    authorName: '',
    change: 'Title changed',
  },
];
const RESTORED = {
  __typename: 'Thesis',
  id: THESIS_ID,
  slug: 'build-or-buy',
  title: 'Build or buy',
  intellectualChallenge: 'Why?',
  content: 'Old text.',
  status: 'complete',
  createdAt: new Date(now).toISOString(),
  updatedAt: new Date(now).toISOString(),
  version: 5,
};

let root: Root;
let restoreAnswer: ApolloLink.Result;
let restoreVariables: Record<string, unknown> | undefined;

function render(props: {
  onRestored: (thesis: RestoredThesis) => void;
  onOpenChange: (open: boolean) => void;
}) {
  const client = scriptedClient((operation, observer) => {
    if (operation.operationName === 'ThesisHistory') observer.next({ data: { thesisHistory: REVISIONS } });
    if (operation.operationName === 'RestoreThesisRevision') {
      restoreVariables = operation.variables;
      observer.next(restoreAnswer);
    }
    observer.complete();
  });
  act(() =>
    root.render(
      <ApolloProvider client={client}>
        <HistoryDialog thesisId={THESIS_ID} open expectedVersion={4} {...props} />
        <Toaster />
      </ApolloProvider>,
    ),
  );
}

const page = () => document.body.textContent ?? '';
const settle = <T,>(check: () => T, timeoutMs = 5_000) => settleEvery(check, timeoutMs, 20);
const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (b) => (b.getAttribute('aria-label') ?? b.textContent) === name,
  )!;

/** Renders the dialog and presses Restore on `version`, up to its confirmation. */
async function askToRestore(version: number) {
  const props = { onRestored: vi.fn(), onOpenChange: vi.fn() };
  render(props);
  await settle(() => expect(button(`Restore version ${version}`)).toBeDefined());
  act(() => button(`Restore version ${version}`).click());
  await settle(() => expect(page()).toContain(`Restore version ${version}?`));
  return props;
}

beforeEach(() => {
  ({ root } = mount());
  restoreVariables = undefined;
});

describe('HistoryDialog', { timeout: 15_000 }, () => {
  it('lists the versions with when, who and what changed', async () => {
    render({ onRestored: vi.fn(), onOpenChange: vi.fn() });
    await settle(() => expect(page()).toContain('Edited the section “Market Context”'));
    expect(page()).toContain('Version history');
    expect(page()).toContain('5 minutes ago · olivia · Version 3');
    expect(page()).toContain('3 days ago · AI research · Version 1');
    expect(page()).toContain('4 days ago · Version 0');
    expect(document.querySelectorAll('li')).toHaveLength(3);
  });

  it('restores after the confirmation: the thesis goes back to the page, "Version restored"', async () => {
    restoreAnswer = { data: { restoreThesisRevision: RESTORED } };
    const { onRestored, onOpenChange } = await askToRestore(1);
    expect(onRestored).not.toHaveBeenCalled();
    act(() => button('Restore').click());
    await settle(() =>
      expect(onRestored).toHaveBeenCalledWith(expect.objectContaining({ id: THESIS_ID, version: 5 })),
    );
    expect(restoreVariables).toEqual({ thesisId: THESIS_ID, revisionId: 'r1', expectedVersion: 4 });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await settle(() => expect(page()).toContain('Version restored'));
  });

  it('a failed restore says so and keeps the dialog', async () => {
    restoreAnswer = {
      errors: [{ message: 'The thesis was changed elsewhere.', extensions: { code: 'CONFLICT' } }],
    } as ApolloLink.Result;
    const { onRestored, onOpenChange } = await askToRestore(3);
    act(() => button('Restore').click());
    await settle(() => expect(page()).toContain('Failed to restore version'));
    expect(onRestored).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });
});

describe('exportUrl', () => {
  it('is the REST export of the thesis in the format', () => {
    expect(exportUrl(THESIS_ID, 'pdf')).toBe(`/api/theses/${THESIS_ID}/export?format=pdf`);
    expect(exportUrl('build or buy', 'md')).toBe('/api/theses/build%20or%20buy/export?format=md');
  });
});
