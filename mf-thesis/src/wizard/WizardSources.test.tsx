// @vitest-environment happy-dom
// Sources at the wizard's review step, over a scripted GraphQL link and a stubbed fetch: a chosen file
// and pasted text (kept from before a reload) are added to the new thesis after createThesis and before
// startResearch; a refused one is told with the server's message and research still starts.
import { chooseLanguage } from '@thesis-studio/client';
import { renderRoutes, scriptedClient } from '@thesis-studio/client/scripted-client';
import type * as Ui from '@thesis-studio/ui';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThesisWizardPage } from './ThesisWizardPage';
import { PENDING_CONTEXT_KEY } from './wizard-state';
import { mount, settle as settleEvery, unmountAll } from '@thesis-studio/ui/test-dom';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@thesis-studio/ui', async (original) => ({ ...(await original<typeof Ui>()), toast }));

const THESIS_ID = '665f1c2a9b1e8a0012345678';
let root: Root;
let container: HTMLElement;
/** GraphQL operations and REST calls, in the order they were made. */
let events: string[];
/** The variables of each GraphQL operation, by its name. */
let variables: Record<string, Record<string, unknown>>;

function render(restStatus: (body: FormData | { title: string }) => number) {
  events = [];
  variables = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const multipart = request.headers.get('Content-Type')?.startsWith('multipart/form-data');
      const body = multipart ? await request.formData() : ((await request.json()) as { title: string });
      const path = new URL(request.url).pathname;
      events.push(
        `${request.method} ${path} ${body instanceof FormData ? (body.get('file') as File).name : body.title}`,
      );
      const status = restStatus(body);
      return status === 201
        ? Response.json({ id: 's1', status: 'processing' }, { status })
        : Response.json({ message: 'This file is 31 MB; files are limited to 20 MB.' }, { status });
    }),
  );
  const client = scriptedClient((operation, observer) => {
    events.push(operation.operationName ?? '?');
    variables[operation.operationName ?? '?'] = operation.variables;
    const answers: Record<string, unknown> = {
      ThesisWizardPage: {
        project: { __typename: 'Project', id: 'p1', slug: 'acme', name: 'Acme' },
        aiStatus: { __typename: 'AiStatus', engine: 'offline', model: 'offline' },
      },
      ThesisWizardCreateThesis: { createThesis: { __typename: 'Thesis', id: THESIS_ID, slug: 'hub' } },
    };
    observer.next({ data: answers[operation.operationName ?? ''] ?? null });
    observer.complete();
  });
  renderRoutes(root, client, '/projects/acme/theses/new', {
    '/projects/:slug/theses/new': <ThesisWizardPage />,
    '/theses/:slug': <ThesisLanding />,
  });
}

const settle = <T,>(check: () => T, timeoutMs = 8_000) => settleEvery(check, timeoutMs, 20);

function choose(name: string, size = 10) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File(['x'.repeat(size)], name, { type: name.endsWith('.md') ? 'text/markdown' : '' });
  act(() => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

beforeEach(() => {
  sessionStorage.clear();
  // A wizard on its review step, as a reload finds it, with pasted text chosen before the reload.
  sessionStorage.setItem(
    PENDING_CONTEXT_KEY,
    JSON.stringify({
      projectSlug: 'acme',
      step: 'review',
      state: {
        originalThoughts: 'Centralise analytics in one hub.',
        researchFocus: '',
        intellectualChallenge: 'Should we centralise analytics?',
        strategicContext: 'Five regions.',
      },
      pastedSources: [{ title: 'Interview notes', text: 'The northern region lost twelve analysts.' }],
    }),
  );
  toast.mockClear();
  ({ root, container } = mount());
});

afterEach(() => {
  unmountAll();
  vi.unstubAllGlobals();
});

/** The thesis page stand-in: where the wizard landed, with its query. */
function ThesisLanding() {
  const { search } = useLocation();
  return (
    <>
      <h1>Thesis page</h1>
      <p data-testid="landing-search">{search}</p>
    </>
  );
}

describe('the wizard’s sources', () => {
  it('adds the chosen file and the pasted text after the thesis is created, then opens its plan review (nothing started)', async () => {
    render(() => 201);
    await settle(() => expect(container.textContent).toContain('Interview notes'));
    expect(container.textContent).toContain('1 source to add');
    choose('field-notes.md', 2048);
    // A file the library cannot read is refused at once.
    choose('tool.exe');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'tool.exe cannot be a source' }));
    expect(container.textContent).toContain('2 sources to add');
    expect(container.textContent).toContain('field-notes.md');
    expect(container.textContent).toContain('Markdown · 2 KB');
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="wizard-continue"]')!.click());
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Thesis page'));
    expect(events.filter((e) => e !== 'ThesisWizardPage')).toEqual([
      'ThesisWizardCreateThesis',
      `POST /api/theses/${THESIS_ID}/sources field-notes.md`,
      `POST /api/theses/${THESIS_ID}/sources Interview notes`,
    ]);
    // The thesis page opens its plan review; the run starts from there.
    expect(container.querySelector('[data-testid="landing-search"]')?.textContent).toBe('?review=plan');
    expect(sessionStorage.getItem(PENDING_CONTEXT_KEY)).toBeNull();
  });

  it('tells a refused source with the server’s message and still opens the plan review', async () => {
    render((body) => (body instanceof FormData ? 413 : 201));
    await settle(() => expect(container.textContent).toContain('Interview notes'));
    choose('board-pack.md');
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="wizard-continue"]')!.click());
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Thesis page'));
    expect(events).not.toContain('ThesisWizardStartResearch');
    expect(container.querySelector('[data-testid="landing-search"]')?.textContent).toBe('?review=plan');
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        title: 'A source was not added',
        description: expect.stringContaining(
          'board-pack.md: This file is 31 MB; files are limited to 20 MB.',
        ) as unknown,
      }),
    );
  });

  it('creates the thesis with the Markdown drafts as plain text: no emphasis, bold, quote signs or bullets', async () => {
    const stored = JSON.parse(sessionStorage.getItem(PENDING_CONTEXT_KEY)!) as {
      state: Record<string, string>;
    };
    stored.state.intellectualChallenge =
      '_Drafted offline from your own words. Edit it freely._\n\n**Your starting point**\n\n> “Centralise analytics in one hub.”\n\n- Who gains and who loses?';
    stored.state.strategicContext = '**The challenge, in your words**\n\n> “Five regions.”';
    sessionStorage.setItem(PENDING_CONTEXT_KEY, JSON.stringify(stored));
    render(() => 201);
    await settle(() => expect(container.textContent).toContain('Interview notes'));
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="wizard-continue"]')!.click());
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Thesis page'));
    const input = variables['ThesisWizardCreateThesis']?.['input'] as Record<string, string>;
    expect(input['intellectualChallenge']).toBe(
      'Drafted offline from your own words. Edit it freely.\n\nYour starting point\n\n“Centralise analytics in one hub.”\n\nWho gains and who loses?',
    );
    expect(input['context']).toBe('The challenge, in your words\n\n“Five regions.”');
    expect(input['idea']).toBe('Centralise analytics in one hub.');
  });
});

describe('the new thesis’s language (issue 31)', () => {
  const stored = () => JSON.parse(sessionStorage.getItem(PENDING_CONTEXT_KEY)!) as Record<string, unknown>;
  const begin = async () => {
    await settle(() => expect(container.textContent).toContain('Interview notes'));
    act(() => container.querySelector<HTMLButtonElement>('[data-testid="wizard-continue"]')!.click());
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Thesis page'));
    return (variables['ThesisWizardCreateThesis']?.['input'] as Record<string, string>)['language'];
  };

  afterEach(() => chooseLanguage('UK'));

  it('is the person’s interface language unless one was chosen', { timeout: 20_000 }, async () => {
    const before = sessionStorage.getItem(PENDING_CONTEXT_KEY)!;
    render(() => 201);
    expect(await begin()).toBe('en-GB');
    unmountAll();
    ({ root, container } = mount());
    chooseLanguage('USA');
    sessionStorage.setItem(PENDING_CONTEXT_KEY, before);
    render(() => 201);
    expect(await begin()).toBe('en-US');
  });

  it(
    'is chosen on the first step by its own name, kept across a reload, and the thesis is created in it',
    { timeout: 20_000 },
    async () => {
      sessionStorage.setItem(PENDING_CONTEXT_KEY, JSON.stringify({ ...stored(), step: 'input' }));
      render(() => 201);
      const label = await settle(() => {
        const found = [...container.querySelectorAll('label')].find(
          (l) => l.textContent === 'Thesis language',
        );
        expect(found).toBeDefined();
        return found!;
      });
      const select = container.querySelector<HTMLSelectElement>(`select[id="${label.htmlFor}"]`)!;
      expect(select.value).toBe('en-GB');
      expect([...select.options].map((option) => option.textContent)).toEqual([
        'English (UK)',
        'English (US)',
        'Deutsch',
        'Français',
        'Español',
        'Italiano',
        'Nederlands',
        'Português',
        'Polski',
        'Svenska',
      ]);
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, 'de');
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
      await settle(() => expect(stored()['language']).toBe('de'));
      // A reload on the review step keeps it; the thesis is created in it.
      unmountAll();
      ({ root, container } = mount());
      sessionStorage.setItem(PENDING_CONTEXT_KEY, JSON.stringify({ ...stored(), step: 'review' }));
      render(() => 201);
      expect(await begin()).toBe('de');
    },
  );
});

describe('the review step for a German reader (issue 31 item 5)', () => {
  afterEach(() => chooseLanguage('UK'));

  it('speaks German: the step, the brief, the sources to add and Begin', async () => {
    chooseLanguage('DE');
    render(() => 201);
    await settle(() => expect(container.textContent).toContain('Interview notes'));
    expect(container.querySelector('h1')?.textContent).toBe('Neue These');
    expect(container.querySelector('h2')?.textContent).toBe('Überprüfen und Recherche starten');
    expect(container.textContent).toContain('Schritt 4 von 4');
    expect(container.textContent).toContain('Titel der These');
    expect(container.textContent).toContain('Quellen (optional)');
    expect(container.textContent).toContain('1 Quelle vorgemerkt');
    expect(container.textContent).toContain('Eingefügter Text · 6 Wörter');
    expect(container.querySelector('[aria-label="Intellektuelle Herausforderung ändern"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="wizard-engine"]')?.textContent).toBe('Offline entworfen');
    expect(container.querySelector('[data-testid="wizard-continue"]')?.textContent).toBe(
      'KI-Recherche starten',
    );
    choose('tool.exe');
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'tool.exe kann keine Quelle sein' }));
  });
});
