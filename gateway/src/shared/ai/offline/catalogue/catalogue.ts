// The shape of the offline engine's message catalogues (issue 31): one per thesis language, each line
// an ICU MessageFormat message (formatted by intl-messageformat, see ../templates.ts). Slots take only
// the owner's whole sentences or questions (`{title}`, `{question}`), sentences of their sources
// verbatim (`{fact}`, `{a}`, `{b}`), the passages' markers (`{n}`, `{m}`) or a step's number (`{step}`);
// quotes always stand between the language's quotation marks.
import type { SectionKind } from '../../provider.js';

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
}
