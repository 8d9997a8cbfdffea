// The research plan (issue 17 item 3, issue 22 item 1): per phase, the questions it answers and the web
// searches it makes, and the sources the run leaves out. The default plan is derived from the thesis,
// deterministically (its central question and the key phrases of its idea, context and challenge); the
// owner may review and save their own. A run copies the plan it starts with.
import { keyPhrases } from '../../shared/ai/offline/nlp.js';
import type { ThesisBrief } from '../../shared/ai/index.js';
import type { SearchKind, WebPort } from '../citations/index.js';
import { RESEARCH_PHASES } from './research.phases.js';

/** One phase of a plan as stored (a run's copy, the owner's saved plan). */
export interface PlanPhase {
  id: string;
  questions: string[];
  searchQueries: string[];
}

/** A plan as a run uses it. */
export interface RunPlan {
  phases: PlanPhase[];
  excludedSourceIds: string[];
  webSearch: SearchKind;
}

export const PLAN_LIMITS = {
  questionsPerPhase: 8,
  questionMin: 3,
  questionMax: 300,
  queriesPerPhase: 5,
  queryMin: 2,
  queryMax: 200,
  excludedSources: 200,
} as const;

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** At most `max` characters, cut at a word. */
function clip(text: string, max: number): string {
  const line = collapse(text);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1).replace(/\s+\S*$/, '');
  return `${cut.replace(/[\s,;:.–-]+$/, '')}…`;
}

/** A question as asked: one line, at most the limit, ending with a question mark. */
function asQuestion(text: string): string {
  const line = clip(text.replace(/[.!…]+$/, ''), PLAN_LIMITS.questionMax - 1);
  return /\?$/.test(line) ? line : `${line}?`;
}

const firstSentence = (text: string): string => collapse(text).split(/(?<=[.!?])\s+/)[0] ?? '';

const unique = (items: string[]): string[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/** The default questions of each phase (2–4 each), from the thesis's brief. */
export function defaultQuestions(brief: ThesisBrief): Record<string, string[]> {
  const title = collapse(brief.title) || 'this thesis';
  const central = collapse(brief.intellectualChallenge);
  const idea = collapse(brief.idea);
  const ideaPhrases = keyPhrases(idea, 3);
  const contextPhrases = keyPhrases(collapse(brief.context), 2);
  const challengePhrases = keyPhrases(central, 2);
  const any = [...ideaPhrases, ...challengePhrases, ...contextPhrases];
  const topic = (index: number): string => any[index] ?? any[0] ?? title;
  const main = ideaPhrases[0] ?? topic(0);
  const second = ideaPhrases[1] ?? challengePhrases[0] ?? topic(1);
  const centralQuestion = central ? asQuestion(central) : asQuestion(`Is “${clip(idea || title, 200)}” true`);

  const questions: Record<string, string[]> = {
    framing: [
      centralQuestion,
      idea
        ? asQuestion(`Which sub-questions decide whether “${clip(firstSentence(idea), 200)}” holds`)
        : asQuestion(`Which sub-questions decide the answer for ${title}`),
      asQuestion(`What would have to be true about ${main} for the answer to be yes`),
    ],
    evidence: [
      asQuestion(`What evidence shows how ${main} bears on the question`),
      asQuestion(`What figures or facts describe ${second}`),
      ...(contextPhrases[0]
        ? [asQuestion(`Why does ${contextPhrases[0]} make the question matter now`)]
        : []),
    ],
    challenges: [
      asQuestion(`What is the strongest case against the thesis on ${main}`),
      asQuestion(`What could go wrong with ${second}, and what would show it early`),
    ],
    options: [
      asQuestion(`What options are open on ${main}, and what does each trade off`),
      asQuestion(`Which milestones would show progress on ${challengePhrases[0] ?? second}`),
    ],
    synthesis: [
      central
        ? asQuestion(`What is the best-supported answer to: ${clip(central, 250)}`)
        : asQuestion(`What is the best-supported conclusion for ${title}`),
      asQuestion('What should be decided or done first, and why'),
    ],
  };
  return Object.fromEntries(Object.entries(questions).map(([id, list]) => [id, unique(list).slice(0, 4)]));
}

/** Default web searches per phase: the thesis's queries where a phase looks things up. */
function defaultSearchQueries(brief: ThesisBrief, web: WebPort | undefined): Record<string, string[]> {
  const none = Object.fromEntries(RESEARCH_PHASES.map((phase) => [phase.id, [] as string[]]));
  if (!web || web.searchKind === 'none' || !web.defaultQueries) return none;
  const queries = unique(
    web
      .defaultQueries(brief)
      .map((query) => clip(query, PLAN_LIMITS.queryMax - 20))
      .filter((query) => query.length >= PLAN_LIMITS.queryMin),
  );
  if (queries.length === 0) return none;
  const limit = (list: string[]) => unique(list).slice(0, 3);
  return {
    ...none,
    evidence: limit(queries),
    challenges: limit(queries.slice(0, 2).map((query) => `${query} risks`)),
    options: limit(queries.slice(0, 2).map((query) => `${query} alternatives`)),
  };
}

/** The default plan of a thesis. */
export function defaultPlan(brief: ThesisBrief, web: WebPort | undefined): RunPlan {
  const questions = defaultQuestions(brief);
  const queries = defaultSearchQueries(brief, web);
  return {
    phases: RESEARCH_PHASES.map((phase) => ({
      id: phase.id,
      questions: questions[phase.id] ?? [],
      searchQueries: queries[phase.id] ?? [],
    })),
    excludedSourceIds: [],
    webSearch: web?.searchKind ?? 'none',
  };
}

/** A phase's part of a plan (a plan without that phase: no questions, no searches). */
export function phaseOf(plan: Pick<RunPlan, 'phases'>, phaseId: string): PlanPhase {
  return (
    plan.phases.find((phase) => phase.id === phaseId) ?? { id: phaseId, questions: [], searchQueries: [] }
  );
}
