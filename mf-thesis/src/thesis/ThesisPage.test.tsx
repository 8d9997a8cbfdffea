// @vitest-environment happy-dom
// The thesis page as its owner meets it, over a scripted GraphQL link: the thesis in the reader's
// spelling variant (switched like the header's dropdown does), the research prompts (no content,
// content not yet researched, a failed run), an edit refused with CONFLICT that keeps the text,
// 'Thesis Not Found' and the skeleton.
import type { ApolloLink } from '@apollo/client';
import { chooseLanguage, type LanguageVariant } from '@thesis-studio/client';
import { renderRoutes, scriptedClient } from '@thesis-studio/client/scripted-client';
import { spellingOf } from '@thesis-studio/domain';
import { loadSpellingConverter, type SpellingConverter } from '@thesis-studio/language';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OWNER_THESIS, withReading } from '../testing/thesis';
import { ThesisPage } from './ThesisPage';
import { mount, settle as settleEvery, type as typeInto } from '@thesis-studio/ui/test-dom';

const THESIS = {
  ...OWNER_THESIS,
  content: [
    '## Organisational Context',
    'The organisation must prioritise its analysis.',
    '',
    '- Centralise the data team',
    '- Standardise reporting',
    '',
    '| Timeline | Activities | Milestone |',
    '| --- | --- | --- |',
    '| Q1 | Map the organisation | Baseline |',
  ].join('\n'),
};

const PLAN = {
  researchPlan: {
    __typename: 'ResearchPlan',
    thesisId: THESIS.id,
    phases: [
      {
        __typename: 'ResearchPlanPhase',
        id: 'framing',
        title: 'Framing',
        description: 'What the thesis must answer.',
        questions: ['What decides the answer?'],
        searchQueries: [],
      },
    ],
    excludedSourceIds: [],
    webSearch: 'none',
    reviewed: false,
    updatedAt: null,
  },
  aiStatus: { __typename: 'AiStatus', engine: 'offline', model: 'offline' },
};

type Answer = { data?: unknown; errors?: unknown[] } | 'pending';

let converter: SpellingConverter;
beforeAll(async () => {
  converter = await loadSpellingConverter();
});

type ScriptedThesis = Omit<typeof THESIS, 'status'> & { status: string };

/** What the gateway adds to a thesis the page asks for: its reading in the variant asked for. */
function withSpelledReading(thesis: ScriptedThesis, language: LanguageVariant) {
  return withReading(thesis, language, (text, context) =>
    converter.convert(text, spellingOf(language), context),
  );
}

/** The scripted answer, each thesis in it (the query's or the update's) with its reading added. */
function answeredWithReadings(answer: Answer, language: unknown): Answer {
  if (answer === 'pending' || !answer.data || typeof answer.data !== 'object') return answer;
  const data = { ...(answer.data as Record<string, unknown>) };
  for (const field of ['thesis', 'updateThesis']) {
    const thesis = data[field] as ScriptedThesis | null | undefined;
    if (thesis && !('reading' in thesis))
      data[field] = withSpelledReading(thesis, language as LanguageVariant);
  }
  return { ...answer, data };
}

let root: Root;
let container: HTMLElement;
/** Operations the page sent, by name, with their variables. */
let sent: Array<{ name: string; variables: Record<string, unknown> }>;

/**
 * Renders the page with each operation answered as scripted (a function gets the variables; a list is
 * used up one answer per call, the last kept); unscripted operations stay open and silent.
 */
type Script = Answer | Answer[] | ((variables: Record<string, unknown>) => Answer);

function renderPage(answer: Script, more: Record<string, Script> = {}, at = '/theses/regional-growth') {
  sent = [];
  const script: Record<string, Script> = { ThesisPage: answer, ...more };
  const client = scriptedClient((operation, observer) => {
    sent.push({ name: operation.operationName ?? '', variables: operation.variables });
    const scripted = script[operation.operationName ?? ''];
    const next =
      typeof scripted === 'function'
        ? scripted(operation.variables)
        : Array.isArray(scripted)
          ? scripted.length > 1
            ? scripted.shift()
            : scripted[0]
          : scripted;
    if (next === undefined || next === 'pending') return;
    observer.next(answeredWithReadings(next, operation.variables['language']) as ApolloLink.Result);
    observer.complete();
  });
  renderRoutes(root, client, at, { '/theses/:slug': <ThesisPage /> });
}

const buttonNamed = (name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name,
  );
const click = (element: Element | undefined) =>
  act(() => {
    (element as HTMLElement).click();
  });
const text = () => container.textContent ?? '';
/** Lets React and the network (and the spelling word lists) move on until `check` passes. */
const settle = <T,>(check: () => T, timeoutMs = 10_000) => settleEvery(check, timeoutMs, 20);

beforeEach(() => {
  chooseLanguage('UK');
  ({ root, container } = mount());
});

describe('ThesisPage', { timeout: 20_000 }, () => {
  it('shows the thesis in the reader’s variant and follows a change of variant', async () => {
    renderPage({ data: { thesis: THESIS } });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    expect(container.querySelector('[data-remote="mf_thesis"]')).not.toBeNull();
    expect(text()).toContain('Back to Dashboard');
    expect(container.querySelector('[data-testid="central-question"]')?.textContent).toBe(
      THESIS.intellectualChallenge,
    );
    expect(container.querySelector('[data-testid="thesis-status"]')?.textContent).toBe('Complete');
    expect(container.querySelector('time')?.textContent).toBe('Today');
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Timeline',
      'Activities',
      'Milestone',
    ]);
    // A complete thesis: no progress panel and no research prompt.
    expect(container.querySelector('[data-testid="research-progress"]')).toBeNull();
    expect(buttonNamed('Start Research')).toBeUndefined();

    act(() => chooseLanguage('USA'));
    await settle(() =>
      expect(container.querySelector('h1')?.textContent).toBe('Organization Design for Regional Growth'),
    );
    expect(container.querySelector('[data-testid="central-question"]')?.textContent).toBe(
      'How should a mid-sized organization centralize its analytics?',
    );
    expect(container.querySelector('[data-testid="thesis-article"] h2')?.textContent).toBe(
      'Organizational Context',
    );
    expect(text()).toContain('The organization must prioritize its analysis.');
    expect(text()).toContain('Standardize reporting');
    expect(text()).toContain('Map the organization');
    expect(text()).not.toContain('organisation');
    // The thesis's language wins over the reader's variant (issue 31): a British English thesis read in US spelling.
    expect(container.querySelector('[lang]')?.getAttribute('lang')).toBe('en-GB');

    act(() => chooseLanguage('UK'));
    await settle(() => expect(text()).toContain('The organisation must prioritise its analysis.'));
    expect(container.querySelector('h1')?.textContent).toBe(THESIS.title);
    expect(text()).not.toContain('organization');
  });

  it('shows the central question as the text it is: its lines kept, nothing in it read as markup', async () => {
    const question =
      'Your starting point\n\n“Centralise *analytics* in one hub.”\nShould 5 * 3 regions share one team?';
    renderPage({ data: { thesis: { ...THESIS, intellectualChallenge: question } } });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    const shown = container.querySelector<HTMLElement>('[data-testid="central-question"]')!;
    expect(shown.textContent).toBe(question);
    expect(shown.querySelector('em, strong, blockquote, li')).toBeNull();
    // Its line breaks show as breaks.
    expect(shown.className).toContain('whitespace-pre-line');
  });

  it('reads the article itself when the reading it was sent is of other texts', async () => {
    // A thesis whose content changed after its reading was derived (as when a cached thesis was
    // changed by an operation that did not ask for its reading).
    const later = `${THESIS.content}\n\nA later organisation paragraph.`;
    act(() => chooseLanguage('USA'));
    try {
      renderPage({ data: { thesis: { ...withSpelledReading(THESIS, 'USA'), content: later } } });
      await settle(() => expect(text()).toContain('A later organization paragraph.'));
      expect(container.querySelector('[data-testid="thesis-article"] h2')?.textContent).toBe(
        'Organizational Context',
      );
      expect(sent.filter(({ name }) => name === 'ThesisPage')).toEqual([
        { name: 'ThesisPage', variables: { idOrSlug: 'regional-growth', language: 'USA' } },
      ]);
    } finally {
      act(() => chooseLanguage('UK'));
    }
  });
});

describe('ThesisPage: research', { timeout: 20_000 }, () => {
  // The plan, its save and the run's start, as the server answers them when research starts.
  const started = {
    ResearchPlanDialog: { data: PLAN },
    ResearchPlanSave: { data: { updateResearchPlan: { ...PLAN.researchPlan, reviewed: true } } },
    ThesisPageStartResearch: {
      data: {
        startResearch: {
          __typename: 'ResearchRun',
          thesisId: THESIS.id,
          status: 'running',
          failureReason: null,
          phases: [],
        },
      },
    },
  } satisfies Record<string, Script>;

  it('says research has not started on a draft with no content, and starts research', async () => {
    renderPage(
      [
        { data: { thesis: { ...THESIS, content: '  \n', status: 'draft' } } },
        { data: { thesis: { ...THESIS, content: '', status: 'researching' } } },
      ],
      started,
    );
    await settle(() => expect(text()).toContain('Research has not started yet.'));
    expect(text()).not.toContain('still being researched');
    expect(container.querySelector('[data-testid="thesis-status"]')?.textContent).toBe('Draft');
    expect(container.querySelector('[data-testid="thesis-article"]')).toBeNull();
    // Start Research shows the plan first; starting from it saves the plan, then starts the run.
    click(buttonNamed('Start Research'));
    await settle(() => expect(document.querySelector('[data-testid="research-plan"]')).not.toBeNull());
    expect(sent.map((op) => op.name)).not.toContain('ThesisPageStartResearch');
    click(document.querySelector('[data-testid="plan-start"]')!);
    await settle(() => expect(sent.map((op) => op.name)).toContain('ThesisPageStartResearch'));
    const names = sent.map((op) => op.name);
    expect(names.indexOf('ResearchPlanSave')).toBeGreaterThan(-1);
    expect(names.indexOf('ResearchPlanSave')).toBeLessThan(names.indexOf('ThesisPageStartResearch'));
    expect(sent.find((op) => op.name === 'ResearchPlanSave')!.variables['input']).toEqual({
      phases: [{ id: 'framing', questions: ['What decides the answer?'] }],
      excludedSourceIds: [],
    });
    await settle(() => expect(container.querySelector('[data-testid="research-progress"]')).not.toBeNull());
    expect(text()).toContain('AI Research in Progress');
    expect(text()).toContain('typically takes 2–3 minutes');
  });

  it('a complete thesis: Research again (whoever may edit) opens the plan, whose Start starts the run', async () => {
    renderPage({ data: { thesis: { ...THESIS, viewerCanEdit: false } } });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    expect(buttonNamed('Research again')).toBeUndefined();
    act(() => root.unmount());
    root = createRoot(container);

    renderPage(
      [{ data: { thesis: THESIS } }, { data: { thesis: { ...THESIS, status: 'researching' } } }],
      started,
    );
    await settle(() => expect(buttonNamed('Research again')).toBeDefined());
    expect(document.querySelector('[data-testid="research-plan"]')).toBeNull();
    click(buttonNamed('Research again'));
    await settle(() => expect(document.querySelector('[data-testid="research-plan"]')).not.toBeNull());
    expect(document.querySelector('[data-testid="research-plan"]')?.textContent).toContain(
      'the current one stays in the history',
    );
    click(document.querySelector('[data-testid="plan-start"]')!);
    await settle(() => expect(sent.map((op) => op.name)).toContain('ThesisPageStartResearch'));
    await settle(() => expect(container.querySelector('[data-testid="research-progress"]')).not.toBeNull());
    expect(buttonNamed('Research again')).toBeUndefined();
  });

  it('?review=plan (from the wizard’s Begin AI Research) opens the plan review at once, nothing started', async () => {
    renderPage(
      { data: { thesis: { ...THESIS, content: '', status: 'draft' } } },
      started,
      '/theses/regional-growth?review=plan',
    );
    await settle(() => expect(document.querySelector('[data-testid="research-plan"]')).not.toBeNull());
    expect(sent.map((op) => op.name)).not.toContain('ThesisPageStartResearch');
    click(document.querySelector('[data-testid="plan-start"]')!);
    await settle(() => expect(sent.map((op) => op.name)).toContain('ThesisPageStartResearch'));
  });

  it('offers deep research for content not yet researched, and Retry Research with a failed run’s reason', async () => {
    renderPage({ data: { thesis: { ...THESIS, status: 'draft' } } });
    await settle(() => expect(text()).toContain('Ready to conduct deep AI research on this thesis?'));
    expect(buttonNamed('Start Research')).toBeDefined();
    act(() => root.unmount());
    root = createRoot(container);

    renderPage(
      { data: { thesis: { ...THESIS, status: 'failed' } } },
      {
        ThesisPageResearchRun: {
          data: {
            researchRun: {
              __typename: 'ResearchRun',
              thesisId: THESIS.id,
              status: 'failed',
              failureReason: 'The AI service did not answer. Try again in a few minutes.',
              queuePosition: null,
              estimatedStartSeconds: null,
              phases: [],
              grounding: null,
            },
          },
        },
      },
    );
    await settle(() =>
      expect(text()).toContain('The AI service did not answer. Try again in a few minutes.'),
    );
    expect(buttonNamed('Retry Research')).toBeDefined();
  });

  it('a run waiting for a free slot says how many runs are ahead and about when it starts', async () => {
    renderPage(
      { data: { thesis: { ...THESIS, content: '', status: 'researching' } } },
      {
        ThesisPageResearchRun: {
          data: {
            researchRun: {
              __typename: 'ResearchRun',
              thesisId: THESIS.id,
              status: 'running',
              failureReason: null,
              queuePosition: 3,
              estimatedStartSeconds: 150,
              phases: [
                {
                  __typename: 'ResearchPhase',
                  id: 'framing',
                  title: 'Framing the question',
                  description: 'Sharpening the central question.',
                  status: 'pending',
                },
              ],
              grounding: null,
            },
          },
        },
      },
    );
    await settle(() =>
      expect(container.querySelector('[data-testid="research-queue"]')?.textContent).toBe(
        'Queued — 2 runs ahead. It should start in about 3 minutes.',
      ),
    );
    expect(
      container.querySelector('[data-testid="research-queue"]')?.closest('[role="status"]'),
    ).not.toBeNull();
    expect(text()).not.toContain('typically takes 2–3 minutes');
    expect(text()).toContain('1. Framing the question');
  });
});

describe('ThesisPage: editing and failures', { timeout: 20_000 }, () => {
  it('keeps the user’s text when an edit meets a newer version, then saves it on the latest', async () => {
    const conflict = {
      errors: [{ message: 'Changed elsewhere.', extensions: { code: 'CONFLICT' } }],
    };
    renderPage([{ data: { thesis: THESIS } }, { data: { thesis: { ...THESIS, version: 4 } } }], {
      ThesisPageUpdate: (variables) =>
        variables['expectedVersion'] === 3
          ? conflict
          : { data: { updateThesis: { ...THESIS, title: 'Mine, kept', version: 5 } } },
    });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    click(buttonNamed('Edit title'));
    // The editor is a chunk of its own, fetched with the first edit.
    await settle(() => expect(buttonNamed('Save Changes')).toBeDefined());
    const field = container.querySelector<HTMLInputElement>('input[aria-invalid], input:not([readonly])')!;
    typeInto(field, '   ');
    expect(buttonNamed('Save Changes')?.disabled).toBe(true);
    typeInto(field, 'Mine, kept');
    click(buttonNamed('Save Changes'));
    await settle(() =>
      expect(container.querySelector('[role="alert"]')?.textContent).toContain('changed elsewhere'),
    );
    expect(container.querySelector<HTMLInputElement>('input:not([readonly])')?.value).toBe('Mine, kept');

    click(buttonNamed('Load latest version'));
    await settle(() => expect(text()).toContain('Latest version loaded'));
    expect(container.querySelector<HTMLInputElement>('input:not([readonly])')?.value).toBe('Mine, kept');
    click(buttonNamed('Save Changes'));
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Mine, kept'));
    expect(
      sent.filter((op) => op.name === 'ThesisPageUpdate').map((op) => op.variables['expectedVersion']),
    ).toEqual([3, 4]);
  });

  it('an edit that met a newer version opens compare and merge, saved on the current version', async () => {
    const current = {
      version: 6,
      title: 'Their title',
      content: THESIS.content,
      intellectualChallenge: THESIS.intellectualChallenge,
      updatedAt: new Date().toISOString(),
      updatedBy: { id: 'u2', name: 'eddie' },
    };
    renderPage(
      { data: { thesis: THESIS } },
      {
        ThesisPageUpdate: (variables) =>
          variables['expectedVersion'] === 3
            ? { errors: [{ message: 'Changed elsewhere.', extensions: { code: 'CONFLICT', current } }] }
            : { data: { updateThesis: { ...THESIS, title: 'Their title', version: 7 } } },
        ThesisPagePresence: {
          data: {
            thesisPresence: {
              __typename: 'ThesisPresence',
              thesisId: THESIS.id,
              users: [
                { __typename: 'PresentUser', userId: 'u1', username: 'olivia', isViewer: true },
                { __typename: 'PresentUser', userId: 'u2', username: 'eddie', isViewer: false },
              ],
            },
          },
        },
      },
    );
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    // Who else is here: the viewer is left out.
    await settle(() =>
      expect(container.querySelector('[data-testid="thesis-presence"]')?.getAttribute('aria-label')).toBe(
        'eddie also has this thesis open',
      ),
    );
    click(buttonNamed('Edit title'));
    await settle(() => expect(buttonNamed('Save Changes')).toBeDefined());
    typeInto(container.querySelector<HTMLInputElement>('input:not([readonly])')!, 'Mine');
    click(buttonNamed('Save Changes'));
    await settle(() => expect(document.body.textContent).toContain('Compare and merge'));
    expect(document.body.textContent).toContain('eddie saved a newer version (version 6');
    const theirs = document.querySelector<HTMLInputElement>(
      '[data-testid="merge-title"] input[value="theirs"]',
    )!;
    click(theirs);
    click([...document.querySelectorAll('button')].find((b) => b.textContent === 'Save on version 6'));
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Their title'));
    const updates = sent.filter((op) => op.name === 'ThesisPageUpdate').map((op) => op.variables);
    expect(updates.map((v) => [v['expectedVersion'], v['input']])).toEqual([
      [3, { title: 'Mine' }],
      [6, { title: 'Their title' }],
    ]);
  });

  it('shows Thesis Not Found with a way back for a missing or someone else’s thesis', async () => {
    renderPage({
      data: { thesis: null },
      errors: [{ message: 'Thesis not found.', extensions: { code: 'NOT_FOUND' } }],
    });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe('Thesis Not Found'));
    const back = [...container.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('Back to Dashboard'),
    );
    expect(back?.getAttribute('href')).toBe('/dashboard');
    expect(container.querySelector('[data-remote="mf_thesis"]')).not.toBeNull();
  });

  it('shows a skeleton while the thesis loads', () => {
    renderPage('pending');
    const skeleton = container.querySelector('[data-testid="thesis-skeleton"]');
    expect(skeleton?.getAttribute('role')).toBe('status');
    expect(skeleton?.getAttribute('aria-label')).toBe('Loading thesis');
    expect(container.querySelector('h1')).toBeNull();
  });

  it('offers Try again when the thesis cannot be loaded for another reason', async () => {
    renderPage({ errors: [{ message: 'Too many requests.', extensions: { code: 'TOO_MANY_REQUESTS' } }] });
    await settle(() => expect(text()).toContain('This thesis could not be loaded.'));
    expect(text()).toContain('Too many requests.');
    expect([...container.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Try again']);
  });
});

describe('ThesisPage: the thesis’s language (issue 31)', { timeout: 20_000 }, () => {
  const GERMAN = { ...THESIS, language: 'de' };
  const languageSelect = () => {
    const label = [...container.querySelectorAll('label')].find((l) => l.textContent === 'Thesis language');
    return label ? container.querySelector<HTMLSelectElement>(`select[id="${label.htmlFor}"]`) : null;
  };
  const choose = (select: HTMLSelectElement, value: string) =>
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, value);
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });

  it('the page is in the thesis’s language; its key insights are asked for in it', async () => {
    renderPage({ data: { thesis: GERMAN } });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    expect(container.querySelector('div[lang]')?.getAttribute('lang')).toBe('de');
    await settle(() =>
      expect(sent.find((op) => op.name === 'ThesisPageKeyInsights')?.variables).toMatchObject({
        thesisLanguage: 'de',
      }),
    );
  });

  it('an editor changes it from the meta line (the last write wins); a reader has no select', async () => {
    renderPage(
      { data: { thesis: GERMAN } },
      { ThesisPageUpdate: { data: { updateThesis: { ...GERMAN, language: 'fr', version: 4 } } } },
    );
    await settle(() => expect(languageSelect()).not.toBeNull());
    const select = languageSelect()!;
    expect(select.value).toBe('de');
    expect([...select.options].map((option) => option.textContent)).toContain('Deutsch');
    choose(select, 'fr');
    await settle(() =>
      expect(sent.find((op) => op.name === 'ThesisPageUpdate')?.variables).toMatchObject({
        input: { language: 'fr' },
        expectedVersion: null,
      }),
    );
    await settle(() => expect(container.querySelector('div[lang]')?.getAttribute('lang')).toBe('fr'));

    renderPage({ data: { thesis: { ...GERMAN, viewerCanEdit: false } } });
    await settle(() => expect(container.querySelector('h1')?.textContent).toBe(THESIS.title));
    expect(languageSelect()).toBeNull();
  });
});
