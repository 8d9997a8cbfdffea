// The research plan (issue 17 item 3, issue 22 item 1): per phase, the questions it answers and the web
// searches it makes, and the sources the run leaves out. The default plan is derived from the thesis,
// deterministically (its central question and the sentences of its idea and context, quoted whole); the
// owner may review and save their own. A run copies the plan it starts with.
import { clipAtWord, PLAN_LIMITS } from '@thesis-studio/domain';
import { withoutTemplateLines } from '../../shared/ai/offline/templates.js';
import { planQuestionIn, type ThesisBrief } from '../../shared/ai/index.js';
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

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** At most `max` characters, cut at a word. */
const clip = clipAtWord;

/** A question as asked: one line, at most the limit, ending with a question mark. */
function asQuestion(text: string): string {
  const line = clip(text.replace(/[.!…]+$/, ''), PLAN_LIMITS.questionMax - 1);
  return /\?$/.test(line) ? line : `${line}?`;
}

/** The sentences of a text, one line each. */
const sentencesOf = (text: string): string[] =>
  collapse(text)
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);

/**
 * A sentence the owner wrote that is long enough to stand on its own in a question (four words or
 * more): a question quotes whole sentences, never a few words cut from one.
 */
const WHOLE_SENTENCE_WORDS = 4;
const standsAlone = (sentence: string): boolean => sentence.split(' ').length >= WHOLE_SENTENCE_WORDS;

const unique = (items: string[]): string[] => {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (item === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * The default questions of each phase (2–4 each), from the thesis's brief: the owner's own sentences
 * (the central question as asked; the idea's and the context's sentences quoted whole) or plain
 * questions any thesis must answer. None is made by dropping a key phrase of the brief into a template
 * ('What would have to be true for “cargo” to hold?', issue 33 item 6). An offline wizard draft kept as
 * the central question or context counts only for the owner's sentences in it.
 */
export function defaultQuestions(brief: ThesisBrief): Record<string, string[]> {
  const title = collapse(brief.title);
  const own = (text: string) => sentencesOf(withoutTemplateLines(text)).filter(standsAlone);
  const central = collapse(withoutTemplateLines(brief.intellectualChallenge));
  const asked = sentencesOf(central).find((sentence) => sentence.endsWith('?'));
  const idea = own(brief.idea);
  const context = own(brief.context);
  const claim = idea[0] ?? (standsAlone(title) ? title : undefined);
  // The fixed words in the thesis's language (issue 31), the owner's sentences as written.
  const ask = (key: Parameters<typeof planQuestionIn>[1], values?: Record<string, string>) =>
    planQuestionIn(brief.language, key, values);
  const centralQuestion = asked
    ? asQuestion(asked)
    : central
      ? asQuestion(central)
      : claim
        ? asQuestion(ask('isItTrue', { claim: clip(claim, 200) }))
        : ask('noQuestion');

  const questions: Record<string, string[]> = {
    framing: [
      centralQuestion,
      claim ? asQuestion(ask('subQuestionsOf', { claim: clip(claim, 200) })) : ask('subQuestions'),
      ask('trueForYes'),
    ],
    evidence: [
      ...idea
        .slice(1, 3)
        .map((sentence) => asQuestion(ask('evidenceFor', { sentence: clip(sentence, 200) }))),
      ...(context[0] ? [asQuestion(ask('whyNow', { sentence: clip(context[0], 200) }))] : []),
      ask('evidenceCentral'),
      ask('figuresToday'),
    ],
    challenges: [ask('strongestCase'), ask('goWrong')],
    options: [ask('options'), ask('milestones')],
    synthesis: [
      central
        ? asQuestion(ask('bestAnswer', { question: clip(asked ?? central, 250) }))
        : ask('bestConclusion'),
      ask('first'),
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
    // The added word in the thesis's language (issue 31).
    challenges: limit(
      queries.slice(0, 2).map((query) => planQuestionIn(brief.language, 'risksQuery', { query })),
    ),
    options: limit(
      queries.slice(0, 2).map((query) => planQuestionIn(brief.language, 'alternativesQuery', { query })),
    ),
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
