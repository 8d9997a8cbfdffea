// The shape of the offline engine's message catalogues (issue 31): one per thesis language, each line
// an ICU MessageFormat message (formatted by intl-messageformat, see ../templates.ts). Slots take only
// the owner's whole sentences or questions (`{title}`, `{question}`), sentences of their sources
// verbatim (`{fact}`, `{a}`, `{b}`), the passages' markers (`{n}`, `{m}`) or a step's number (`{step}`);
// quotes always stand between the language's quotation marks.
import type { EvidenceSourceKind } from '../../../grounding/types.js';
import type { SectionKind } from '../../provider.js';

/**
 * The default research plan's questions (the plan a thesis gets before its owner edits it, see
 * modules/research/research.plan.ts), for either engine. `{claim}`, `{sentence}`: one of the owner's
 * sentences, whole; `{question}`: their central question. A question without its final `?` gets one.
 */
export interface PlanQuestions {
  isItTrue: string;
  noQuestion: string;
  subQuestionsOf: string;
  subQuestions: string;
  trueForYes: string;
  evidenceFor: string;
  whyNow: string;
  evidenceCentral: string;
  figuresToday: string;
  strongestCase: string;
  goWrong: string;
  options: string;
  milestones: string;
  bestAnswer: string;
  bestConclusion: string;
  first: string;
  /** A default web search of the challenges and of the options phase: `{query}`, one of the thesis's queries. */
  risksQuery: string;
  alternativesQuery: string;
}

/** The labels of the article's list of cited sources (its heading: SOURCES_HEADINGS of @thesis-studio/markdown). */
interface SourcesList {
  untitled: string;
  /** After a web page's URL; `{date}`: the day it was fetched, written in this language. */
  accessed: string;
  kinds: Record<EvidenceSourceKind, string>;
}

export interface Catalogue {
  /** The article's `##` section headings in this language. */
  sections: Record<SectionKind, string>;
  draftNote: string;
  articleNote: string;
  articleNoteSources: string;
  answerNote: string;
  answerNoteSources: string;
  sourcesSay: string;
  fromSources: string;
  sourceQuote: string;
  /** One plan question's part of the article: the question as the owner wrote it. */
  questionHeading: string;
  notCovered: string;
  coveredElsewhere: string;
  noSources: string;
  agree: string;
  agreePair: string;
  agreeSame: string;
  disagree: string;
  disagreePair: string;
  noDisagreement: string;
  leftOpen: string;
  openQuestion: string;
  startingPoint: string;
  researchFocus: string;
  challengeInYourWords: string;
  sharpenQuestions: string;
  contextQuestions: string;
  figuresToCheck: string;
  claimsToEvidence: string;
  noQuestion: string;
  noContext: string;
  noIdea: string;
  noMatch: string;
  noContent: string;
  quoted: string;
  /** Questions asked of the owner's idea as a whole: fixed, never filled with words cut from it. */
  sharpen: readonly string[];
  context: readonly string[];
  timelineHeader: readonly string[];
  timelineAnswered: string;
  timelineOpen: string;
  timelineRows: readonly string[];
  /** Not template lines (an owner may write them): the plan's questions and the sources list's labels. */
  plan: PlanQuestions;
  sourcesList: SourcesList;
}
