// @vitest-environment happy-dom
// The research plan as the owner reviews it: phases with their questions (edit, drop, add, the limits
// checked before saving), searches only when web search is set up, the sources with checkboxes, the line
// saying what the run draws on; the input saved is exactly what is on screen; Cancel sends nothing.
import { act, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent } from '@thesis-studio/ui';
import type { SourceItem } from '../sources/sources';
import { NO_WEB_SEARCH, OFFLINE_ENGINE, offlineEngineLine, webSearchLine } from './plan';
import { PlanEditor, type ResearchPlan, type ResearchPlanInput } from './ResearchPlanDialog';
import { flush, render as renderInto, type as typeInto, unmountAll } from '@thesis-studio/ui/test-dom';

let container: HTMLElement;
afterEach(() => {
  unmountAll();
  document.body.innerHTML = '';
});

function render(element: ReactElement) {
  ({ container } = renderInto(element));
}

const button = (name: string) => {
  const found = [...container.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
const field = (name: string) => {
  const found = container.querySelector<HTMLTextAreaElement>(`textarea[aria-label="${name}"]`);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const click = (element: HTMLElement) => act(() => element.click());

const PLAN: ResearchPlan = {
  __typename: 'ResearchPlan',
  thesisId: 't1',
  phases: [
    {
      __typename: 'ResearchPlanPhase',
      id: 'framing',
      title: 'Framing',
      description: 'The question and what decides it.',
      questions: ['Should the retailer centralise analytics?', 'What would have to be true?'],
      searchQueries: ['retail analytics centralisation'],
    },
    {
      __typename: 'ResearchPlanPhase',
      id: 'evidence',
      title: 'Evidence',
      description: 'Facts and figures.',
      questions: ['What evidence shows the cost of reconciling numbers?'],
      searchQueries: [],
    },
  ],
  excludedSourceIds: ['s2'],
  webSearch: 'none',
  reviewed: false,
  updatedAt: null,
};

const SOURCES: SourceItem[] = [
  {
    id: 's1',
    title: 'Quarterly report',
    kind: 'pdf',
    size: 1000,
    words: 5230,
    status: 'ready',
    createdAt: '',
  },
  { id: 's2', title: 'Old survey', kind: 'markdown', size: 1000, words: 900, status: 'ready', createdAt: '' },
  { id: 's3', title: 'Scan', kind: 'pdf', size: 1000, words: 0, status: 'failed', createdAt: '' },
];

function editor(plan: ResearchPlan = PLAN, engine = 'openai', engineNote: string | null = null) {
  const onSubmit = vi.fn((_input: ResearchPlanInput) => Promise.resolve());
  const onCancel = vi.fn();
  render(
    <Dialog open>
      <DialogContent>
        <PlanEditor
          plan={plan}
          engine={engine}
          engineNote={engineNote}
          sources={SOURCES}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      </DialogContent>
    </Dialog>,
  );
  // The dialog is in a portal: look at the whole page.
  container = document.body;
  return { onSubmit, onCancel };
}

describe('offlineEngineLine', () => {
  it('names the server setting only to those who administer the product, and nothing with a model', () => {
    expect(offlineEngineLine('offline', true)).toBe(OFFLINE_ENGINE.operator);
    expect(OFFLINE_ENGINE.operator).toContain('OPENAI_API_KEY');
    expect(offlineEngineLine('offline', false)).toBe(OFFLINE_ENGINE.reader);
    expect(OFFLINE_ENGINE.reader).not.toMatch(/OPENAI|API_KEY|server/);
    expect(offlineEngineLine('openai', true)).toBeNull();
  });

  it('is said under the web search line of an offline plan', () => {
    editor(PLAN, 'offline', OFFLINE_ENGINE.reader);
    expect(container.querySelector('[data-testid="plan-engine"]')?.textContent).toBe(OFFLINE_ENGINE.reader);
  });
});

describe('PlanEditor', () => {
  it('shows each phase with its questions, the sources with the excluded one unticked, and no searches without web search', () => {
    editor();
    expect([...container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
      'Phase 1: Framing',
      'Phase 2: Evidence',
    ]);
    expect(field('Question 1 of Framing').value).toBe('Should the retailer centralise analytics?');
    expect(field('Question 1 of Evidence').value).toBe(
      'What evidence shows the cost of reconciling numbers?',
    );
    expect(container.textContent).toContain(NO_WEB_SEARCH.model);
    expect(container.querySelector('textarea[aria-label^="Search"]')).toBeNull();
    const boxes = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    expect(boxes.map((b) => b.labels?.[0]?.textContent?.split(' · ')[0])).toEqual([
      'Quarterly report',
      'Old survey',
      'Scan',
    ]);
    expect(boxes.map((b) => b.checked)).toEqual([true, false, false]);
    expect(boxes[2]!.disabled).toBe(true);
    expect(container.textContent).toContain('1 of 3 sources in use');
  });

  it('saves exactly what is on screen: edited, dropped and added questions, sources left out', async () => {
    const { onSubmit } = editor();
    typeInto(field('Question 1 of Framing'), '  Should the retailer   centralise analytics by 2027? ');
    click(button('Drop question 2 of Framing'));
    click(button('Add question to Evidence'));
    typeInto(field('Question 2 of Evidence'), 'How many hours do regional teams spend reconciling?');
    // Leave the report out, bring the survey back.
    const [report, survey] = [...container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
    click(report!);
    click(survey!);
    click(button('Start research'));
    await flush();
    expect(onSubmit).toHaveBeenCalledWith({
      phases: [
        { id: 'framing', questions: ['Should the retailer centralise analytics by 2027?'] },
        {
          id: 'evidence',
          questions: [
            'What evidence shows the cost of reconciling numbers?',
            'How many hours do regional teams spend reconciling?',
          ],
        },
      ],
      excludedSourceIds: ['s1'],
    });
  });

  it('refuses a phase without questions or a question too short, and says where', async () => {
    const { onSubmit } = editor();
    click(button('Drop question 1 of Evidence'));
    typeInto(field('Question 1 of Framing'), 'Eh');
    click(button('Start research'));
    await flush();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Each phase needs at least one question.');
    expect(field('Question 1 of Framing').getAttribute('aria-invalid')).toBe('true');
    expect(container.textContent).toContain('Fix the marked questions to start.');
    // A blank added question is dropped, not refused.
    click(button('Add question to Evidence'));
    typeInto(field('Question 1 of Evidence'), 'What do the figures show?');
    click(button('Add question to Evidence'));
    typeInto(field('Question 1 of Framing'), 'Should the retailer centralise?');
    click(button('Start research'));
    await flush();
    expect(onSubmit.mock.calls[0]![0].phases[1]).toEqual({
      id: 'evidence',
      questions: ['What do the figures show?'],
    });
  });

  it('offers at most eight questions a phase', () => {
    editor();
    for (let i = 0; i < 6; i += 1) click(button('Add question to Framing'));
    expect(
      container.querySelectorAll('textarea[aria-label^="Question"][aria-label$="of Framing"]'),
    ).toHaveLength(8);
    expect(button('Add question to Framing').disabled).toBe(true);
  });

  it('with web search set up, shows and saves each phase’s searches', async () => {
    const { onSubmit } = editor({ ...PLAN, webSearch: 'searxng' });
    expect(container.textContent).toContain('Web search through SearXNG');
    expect(field('Search 1 of Framing').value).toBe('retail analytics centralisation');
    typeInto(field('Search 1 of Framing'), 'regional analytics hub retail');
    click(button('Add search to Evidence'));
    typeInto(field('Search 1 of Evidence'), 'cost of reconciling reports');
    click(button('Start research'));
    await flush();
    const input = onSubmit.mock.calls[0]![0];
    expect(input.phases.map((p) => p.searchQueries)).toEqual([
      ['regional analytics hub retail'],
      ['cost of reconciling reports'],
    ]);
  });

  it('Cancel saves nothing', () => {
    const { onSubmit, onCancel } = editor();
    click(button('Drop question 1 of Framing'));
    click(button('Cancel'));
    expect(onCancel).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says what the run draws on without web search, for each engine', () => {
    expect(webSearchLine('none', 'openai')).toBe(
      'No web search is set up: this run uses your sources and the model only.',
    );
    expect(webSearchLine('none', 'offline')).toBe(
      'No web search is set up: this run uses your sources only.',
    );
    expect(webSearchLine('tavily', 'offline')).toContain('Tavily');
  });
});
