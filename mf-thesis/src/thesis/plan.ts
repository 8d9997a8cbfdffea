// The research plan as the owner edits it (issue 17 item 3, issue 22 item 1): each phase's questions
// and web searches, the sources left out, the line saying what the run draws on, and the checks the
// gateway makes (questions 3–300 characters, 1–8 a phase; search queries 2–200, at most 5).
import { PLAN_LIMITS } from '@thesis-studio/domain';
import { translatorFor, type ThesisTranslate } from '../i18n/thesis';

/** The lines below in English, where no reader's language is handed in (and their tests). */
const ENGLISH = translatorFor('UK');

/** The thesis page's query that opens the plan review at once ('Begin AI Research' in the wizard). */
export const REVIEW_PLAN = 'review=plan';

/** The checks the gateway makes, as the form shows them (packages/domain). */
export { PLAN_LIMITS };

export interface PlanLine {
  key: string;
  text: string;
}

export interface PlanPhaseDraft {
  id: string;
  title: string;
  description: string;
  questions: PlanLine[];
  searchQueries: PlanLine[];
}

export interface PlanDraft {
  phases: PlanPhaseDraft[];
  excluded: ReadonlySet<string>;
}

let lineCount = 0;
export const line = (text = ''): PlanLine => ({ key: `line-${(lineCount += 1)}`, text });

export function draftOf(plan: {
  phases: ReadonlyArray<{
    id: string;
    title: string;
    description: string;
    questions: readonly string[];
    searchQueries: readonly string[];
  }>;
  excludedSourceIds: readonly string[];
}): PlanDraft {
  return {
    phases: plan.phases.map((phase) => ({
      id: phase.id,
      title: phase.title,
      description: phase.description,
      questions: phase.questions.map((text) => line(text)),
      searchQueries: phase.searchQueries.map((text) => line(text)),
    })),
    excluded: new Set(plan.excludedSourceIds),
  };
}

export type PlanProblems = Record<string, string>;

/** What stops the plan being saved, by line key or `phase:{id}` ({} when it can be). Blank lines are dropped. */
export function planProblems(
  draft: PlanDraft,
  webSearch: boolean,
  t: ThesisTranslate = ENGLISH,
): PlanProblems {
  const problems: PlanProblems = {};
  for (const phase of draft.phases) {
    const asked = phase.questions.filter((q) => q.text.trim() !== '');
    if (asked.length === 0) problems[`phase:${phase.id}`] = t('thesis.plan.needsQuestion');
    if (asked.length > PLAN_LIMITS.questionsPerPhase)
      problems[`phase:${phase.id}`] = t('thesis.plan.tooManyQuestions', {
        max: PLAN_LIMITS.questionsPerPhase,
      });
    for (const question of asked) {
      const length = question.text.trim().length;
      if (length < PLAN_LIMITS.questionMin) problems[question.key] = t('thesis.plan.questionTooShort');
      else if (length > PLAN_LIMITS.questionMax)
        problems[question.key] = t('thesis.plan.tooLong', { max: PLAN_LIMITS.questionMax });
    }
    if (!webSearch) continue;
    for (const query of phase.searchQueries.filter((q) => q.text.trim() !== '')) {
      const length = query.text.trim().length;
      if (length < PLAN_LIMITS.queryMin) problems[query.key] = t('thesis.plan.queryTooShort');
      else if (length > PLAN_LIMITS.queryMax)
        problems[query.key] = t('thesis.plan.tooLong', { max: PLAN_LIMITS.queryMax });
    }
  }
  return problems;
}

/** The updateResearchPlan input: trimmed, blank lines dropped; searches only when web search is set up. */
export function planInput(draft: PlanDraft, webSearch: boolean, sourceIds: readonly string[]) {
  const texts = (lines: PlanLine[]) => lines.map((l) => l.text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  return {
    phases: draft.phases.map((phase) => ({
      id: phase.id,
      questions: texts(phase.questions),
      ...(webSearch ? { searchQueries: texts(phase.searchQueries) } : {}),
    })),
    // Only sources of this thesis (a removed source's id is forgotten).
    excludedSourceIds: sourceIds.filter((id) => draft.excluded.has(id)),
  };
}

export const NO_WEB_SEARCH = {
  model: ENGLISH('thesis.plan.noWebModel'),
  offline: ENGLISH('thesis.plan.noWebOffline'),
} as const;

/**
 * What an offline run is, said to the person starting it (issue 33): the server setting that brings a
 * language model is an operator's matter, named only to those who administer the product.
 */
export const OFFLINE_ENGINE = {
  reader: ENGLISH('thesis.plan.offlineReader'),
  operator: ENGLISH('thesis.plan.offlineOperator'),
} as const;

export function offlineEngineLine(
  engine: string | undefined,
  canAdminister: boolean,
  t: ThesisTranslate = ENGLISH,
): string | null {
  if (engine !== 'offline') return null;
  return canAdminister ? t('thesis.plan.offlineOperator') : t('thesis.plan.offlineReader');
}

const PROVIDER: Record<string, string> = { searxng: 'SearXNG', tavily: 'Tavily', brave: 'Brave Search' };

/** The line saying what the run draws on. */
export function webSearchLine(
  webSearch: string,
  engine: string | undefined,
  t: ThesisTranslate = ENGLISH,
): string {
  if (webSearch === 'none' || !webSearch)
    return engine === 'offline' ? t('thesis.plan.noWebOffline') : t('thesis.plan.noWebModel');
  return t('thesis.plan.webSearch', { name: PROVIDER[webSearch] ?? webSearch });
}
