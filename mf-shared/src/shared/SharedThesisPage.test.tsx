// @vitest-environment happy-dom
// The shared page as a visitor meets it, over a stubbed fetch for its REST calls (the thesis, the
// reader chat) and a scripted GraphQL link (the question to the owner): the thesis in the reader's spelling, Key Insights from the stored summary, the Query Research
// panel and its toggle, the streamed chat, the 'Send a Message' checks, the save hand-off to /auth, the
// empty and not-found states.
import { authStore, chooseLanguage, STORAGE_KEYS } from '@thesis-studio/client';
import { renderRoutes, scriptedClient } from '@thesis-studio/client/scripted-client';
import { Toaster } from '@thesis-studio/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSharedPage } from '../server';
import { SHARED_DATA_ID } from './embedded';
import { SharedThesisPage } from './SharedThesisPage';
import { SHARED_THESIS } from '../testing/shared-thesis';
import {
  mount,
  settle as settleEvery,
  stubResizeObserver,
  type,
  unmountAll,
} from '@thesis-studio/ui/test-dom';

const THESIS = {
  ...SHARED_THESIS,
  content: [
    '## Organisational Context',
    '',
    'The organisation must prioritise its analysis, and every region keeps a named analyst.',
    '',
    '## Options',
    '',
    'A central team could slow regional decisions, so the pilot starts in two regions first.',
    '',
    '| Timeline | Activities | Milestone |',
    '| --- | --- | --- |',
    '| Q1 | Map the organisation | Baseline |',
  ].join('\n'),
};

/** What GET /api/shared/{shareUrl} answers: the thesis, 404, a server error, or nothing yet. */
type Answer = typeof THESIS | 'missing' | 'error' | 'pending';

let root: Root;
let container: HTMLElement;
let operations: Array<{ name: string; variables: Record<string, unknown> }>;

function renderPage(answer: Answer, path = `/shared/${THESIS.shareUrl}`) {
  operations = [];
  const fetchMock = stubRest(answer);
  const client = scriptedClient((operation, observer) => {
    operations.push({ name: operation.operationName ?? '', variables: operation.variables });
    if (operation.operationName === 'SharedThesisAskOwner') {
      observer.next({ data: { askOwner: true } });
      observer.complete();
    }
  });
  renderRoutes(
    root,
    client,
    path,
    { '/shared/*': <SharedThesisPage />, '/auth': <h1>Auth page</h1> },
    <Toaster />,
  );
  return fetchMock;
}

const text = () => document.body.textContent ?? '';
const button = (name: string | RegExp) =>
  [...document.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? ''),
  );

const settle = <T,>(check: () => T, timeoutMs = 10_000) => settleEvery(check, timeoutMs, 20);

const sse = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

/** The REST side: the shared thesis, the visitor's chat (empty) and a streamed reply. */
function stubRest(answer: Answer) {
  const fetchMock = vi.fn(async (request: Request) => {
    const url = new URL(request.url).pathname;
    if (url === `/api/shared/${THESIS.shareUrl}`) {
      if (answer === 'pending') return new Promise<Response>(() => undefined);
      if (answer === 'missing') return Response.json({ message: 'Shared thesis not found' }, { status: 404 });
      if (answer === 'error') return new Response('Bad gateway', { status: 502 });
      return Response.json(answer);
    }
    if (url.endsWith('/messages') && request.method === 'POST') {
      const body = [
        sse({
          delta: '',
          content: '',
          done: false,
          message: { id: 'q1', role: 'user', content: 'Why two?' },
        }),
        sse({ delta: 'Two regions ', content: 'Two regions ', done: false }),
        sse({
          delta: 'limit the risk.',
          content: 'Two regions limit the risk.',
          done: true,
          message: { id: 'r1', role: 'assistant', content: 'Two regions limit the risk.' },
        }),
      ].join('');
      return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (url.endsWith('/messages')) return Response.json([]);
    return new Response('not stubbed', { status: 500 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  chooseLanguage('UK');
  authStore.setUser(null);
  sessionStorage.clear();
  ({ root, container } = mount());
});

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
});

describe('SharedThesisPage', { timeout: 20_000 }, () => {
  it('starts from the shared view the page’s HTML carries: no request, no loading state, the server’s article', () => {
    const view = {
      ...THESIS,
      citations: [],
      citationSummary: { total: 0, supported: 0, partly: 0, notSupported: 0, unchecked: 0, removed: 0 },
    };
    const server = renderSharedPage(view);
    // What the gateway writes after #root; the JSON cannot end its script early.
    document.body.insertAdjacentHTML('beforeend', server.data);
    try {
      const fetchMock = renderPage('pending');
      // The first render already shows the thesis.
      expect(container.querySelector('[data-testid="shared-skeleton"]')).toBeNull();
      expect(container.querySelector('h1')?.textContent).toBe(THESIS.title);
      expect(text()).toContain('Thesis Cue Cards');
      // (Only the readers' chat asks for its messages.)
      const asked = fetchMock.mock.calls.map(([request]) => String(request.url ?? request));
      expect(asked.filter((url) => url.endsWith(`/api/shared/${THESIS.shareUrl}`))).toEqual([]);
      expect(asked.length).toBeGreaterThan(0);
      // The remote renders the article exactly as the server did.
      const parsed = document.createElement('div');
      parsed.innerHTML = server.page;
      expect(container.querySelector('article')?.outerHTML).toBe(parsed.querySelector('article')?.outerHTML);
      expect(container.querySelector('header')?.outerHTML).toBe(
        parsed.querySelector('[data-server-rendered] header')?.outerHTML,
      );
    } finally {
      document.getElementById(SHARED_DATA_ID)?.remove();
    }
  });

  it('asks for the thesis when the embedded view is another link’s', async () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      renderSharedPage({
        ...THESIS,
        shareUrl: 'ZzZzZzZzZzZ/ZzZzZzZzZzZ',
        citations: [],
        citationSummary: { total: 0, supported: 0, partly: 0, notSupported: 0, unchecked: 0, removed: 0 },
      }).data,
    );
    try {
      const fetchMock = renderPage(THESIS);
      expect(container.querySelector('[data-testid="shared-skeleton"]')).not.toBeNull();
      await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
      expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe(`/api/shared/${THESIS.shareUrl}`);
    } finally {
      document.getElementById(SHARED_DATA_ID)?.remove();
    }
  });

  it('shows the shared thesis to a visitor, in their variant, with Key Insights and the panel open', async () => {
    const fetchMock = renderPage(THESIS);
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe(`/api/shared/${THESIS.shareUrl}`);
    expect(container.querySelector('[data-remote="mf_shared"]')).not.toBeNull();
    expect(container.querySelector('a[href="/auth"]')?.textContent).toBe('Login');
    expect(container.querySelector('time')?.textContent).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date()),
    );
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Timeline',
      'Activities',
      'Milestone',
    ]);
    expect(text()).toContain('Thesis Cue Cards');
    const insights = container.querySelector('[aria-labelledby="key-insights-heading"]');
    expect([...(insights?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Centralise the analysis first',
      'Pilot in two regions',
    ]);
    // Readers do not edit cards, and the saved state is not looked up for visitors (spec §6).
    expect(container.querySelector('button[aria-label*="Edit" i]')).toBeNull();
    expect(operations.map((o) => o.name)).not.toContain('SharedThesisSaved');

    const toggle = button('Query Research');
    expect(toggle?.getAttribute('aria-expanded')).toBe('true');
    expect(container.querySelector('#query-research-panel')).not.toBeNull();
    act(() => toggle?.click());
    expect(container.querySelector('#query-research-panel')).toBeNull();
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle?.click());
    expect(container.querySelector('#query-research-panel')).not.toBeNull();

    act(() => chooseLanguage('USA'));
    await settle(() =>
      expect(container.querySelector('h1')?.textContent).toBe('Organization Design for Regional Growth'),
    );
    expect(text()).toContain('The organization must prioritize its analysis');
    expect(text()).toContain('Centralize the analysis first');
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('en-US');
  });

  it('shows the article’s citations with their passages and the check summary, never a check per citation', async () => {
    stubResizeObserver();
    renderPage({
      ...THESIS,
      content: [
        '## Evidence',
        '',
        'Reconciling took “41 hours a week” [1] and every region agreed [2].',
        '',
        '## Sources',
        '',
        '- **Operations review** (PDF), p. 3 — [1]',
        '- **Regional survey** — survey.example, https://survey.example/q (accessed 2 March 2026) — [2]',
      ].join('\n'),
      citations: [
        {
          n: 1,
          sourceTitle: 'Operations review',
          sourceKind: 'pdf',
          location: 'p. 3',
          quote: '41 hours a week',
          passage: 'Analysts reported that reconciling regional numbers took 41 hours a week in total.',
          url: null,
          site: null,
        },
        {
          n: 2,
          sourceTitle: 'Regional survey',
          sourceKind: 'web',
          location: 'Results',
          quote: null,
          passage: null,
          url: 'https://survey.example/q',
          site: 'survey.example',
        },
      ],
      citationSummary: { total: 2, supported: 1, partly: 0, notSupported: 1, unchecked: 0, removed: 0 },
    } as typeof THESIS);
    await settle(() => expect(container.querySelector('[data-testid="citation-summary"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="citation-summary"] p')!.textContent).toBe(
      '2 citations: 1 supported, 1 not supported',
    );
    const first = container.querySelector<HTMLButtonElement>(
      'button[aria-label="Source 1: Operations review"]',
    )!;
    expect(first.closest('sup')).not.toBeNull();
    act(() => first.focus());
    const popover = document.querySelector('[data-citation-popover="1"]')!;
    expect(popover.querySelector('mark')!.textContent).toBe('41 hours a week');
    expect(popover.textContent).toContain('PDF · p. 3');
    // Readers see the summary, not each citation's check, and no marker is flagged for them.
    expect(popover.querySelector('[data-support]')).toBeNull();
    expect(container.querySelector('button[aria-label$="(not supported)"]')).toBeNull();
    expect([...container.querySelectorAll('li button')].map((b) => b.textContent)).toEqual(['[1]', '[2]']);
  });
});

describe('SharedThesisPage: the reader chat and saving', { timeout: 20_000 }, () => {
  it('streams the AI’s answer into the visitor’s chat', async () => {
    const fetchMock = renderPage(THESIS);
    const input = await settle(() => {
      const found = container.querySelector<HTMLTextAreaElement>('#query-research-panel textarea');
      expect(found).not.toBeNull();
      return found!;
    });
    type(input, 'Why two?');
    act(() => input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));
    await settle(() => expect(text()).toContain('Two regions limit the risk.'));
    expect(text()).toContain('Question sent!');
    expect(text()).toContain('Your question has been sent and AI is analyzing the thesis.');
    const [post] = fetchMock.mock.calls.find(([request]) => request.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe(`/api/shared/${THESIS.shareUrl}/messages`);
    expect(await post.json()).toEqual({ content: 'Why two?', role: 'user' });
  });

  it('checks a visitor’s message in the spec’s order before sending it to the owner', async () => {
    renderPage(THESIS);
    await settle(() => expect(button('Send a Message')).toBeDefined());
    act(() => button('Send a Message')?.click());
    const dialog = await settle(() => {
      const found = document.querySelector('[role="dialog"]');
      expect(found?.textContent).toContain('Send a Message');
      return found!;
    });
    const field = (label: string) => {
      const id = [...dialog.querySelectorAll('label')].find((l) => l.textContent === label)?.htmlFor ?? '';
      return document.getElementById(id) as HTMLInputElement;
    };
    const send = () => act(() => button('Send Message')?.click());

    send();
    await settle(() => expect(text()).toContain('Question required'));
    type(field('Your question'), 'Could the pilot include the Nordics?');
    send();
    await settle(() => expect(text()).toContain('Please provide your name'));
    type(field('Your name'), 'Ada Lovelace');
    send();
    await settle(() => expect(text()).toContain('Email required'));
    type(field('Your email'), 'ada@example');
    send();
    await settle(() => expect(text()).toContain('Please enter a valid email address'));
    expect(operations.map((o) => o.name)).not.toContain('SharedThesisAskOwner');
    type(field('Your email'), 'ada@example.com');
    send();
    await settle(() => expect(text()).toContain('notified by email'));
    expect(operations.find((o) => o.name === 'SharedThesisAskOwner')?.variables).toEqual({
      shareUrl: THESIS.shareUrl,
      input: {
        question: 'Could the pilot include the Nordics?',
        senderName: 'Ada Lovelace',
        senderEmail: 'ada@example.com',
      },
    });
    await settle(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('sends a visitor who saves to /auth with the thesis and the way back stored', async () => {
    renderPage(THESIS);
    await settle(() => expect(button('Save')).toBeDefined());
    act(() => button('Save')?.click());
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Auth page'));
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.sharedThesisData) ?? 'null')).toEqual({
      thesisId: THESIS.id,
      title: THESIS.title,
      shareUrl: THESIS.shareUrl,
      projectName: THESIS.projectName,
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.authRedirect)).toBe(`/shared/${THESIS.shareUrl}`);
  });
});

describe('SharedThesisPage: when there is nothing to show', { timeout: 20_000 }, () => {
  it('says when the content is not yet available, when the link is unknown or revoked, and when the read failed', async () => {
    renderPage({ ...THESIS, content: ' \n' });
    await settle(() => expect(text()).toContain('This thesis content is not yet available.'));
    expect(container.querySelector('article')).toBeNull();
    expect(text()).not.toContain('Thesis Cue Cards');

    act(() => root.unmount());
    root = createRoot(container);
    renderPage('missing');
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Shared thesis not found'));

    act(() => root.unmount());
    root = createRoot(container);
    renderPage('error');
    await settle(() => expect(text()).toContain('This shared thesis could not be loaded.'));
    expect(button('Try again')).toBeDefined();
  });

  it('shows a skeleton while loading', () => {
    renderPage('pending');
    expect(container.querySelector('[data-testid="shared-skeleton"]')).not.toBeNull();
  });
});
