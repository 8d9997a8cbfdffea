// Every line the offline engine writes that is not the user's own words (the offline message
// catalogue). Each is a fixed sentence or has slots filled only with whole sentences or questions the
// user wrote (`{title}`, `{question}`: a question of their research plan, as written) or, verbatim,
// with sentences of the passages of their sources (`{fact}`, `{a}`, `{b}`; `{n}`, `{m}`: the
// passages' markers), quotes always between “ ” quotes, so a reader (and the tests) can tell template
// from input. No line drops a few words cut from the user's input into a sentence of its own.
import { markdownAsText } from '@thesis-studio/markdown';

export const OFFLINE_TEMPLATES = {
  draftNote:
    '_Drafted offline from your own words: no AI model was used, and nothing was added from outside sources. Edit it freely._',
  articleNote:
    '_Written offline, without an AI model, from your own words: nothing was added from outside sources._',
  articleNoteSources:
    '_Written offline, without an AI model: a digest of your own words and of the passages of your sources quoted below, organised by the questions of your research plan. Nothing was added beyond them._',
  answerNote:
    '_Answered offline, without an AI model: the passages of this thesis that best match your question, quoted as written._',
  answerNoteSources:
    '_Answered offline, without an AI model: the passages of your sources that best match your question, quoted as written._',
  sourcesSay: '**What your sources say**',
  fromSources: '**From your sources**',
  sourceQuote: '- “{fact}” [{n}]',
  /** One plan question's part of the article: the question as the owner wrote it. */
  questionHeading: '### {question}',
  notCovered: 'The sources do not cover this.',
  coveredElsewhere: 'The passages that bear on this are quoted elsewhere in this article.',
  noSources: 'No sources to answer this from yet: upload a source that covers it.',
  agree: '**Where your sources agree**',
  agreePair: '- “{a}” [{n}], and likewise “{b}” [{m}]',
  agreeSame: '- Both sources: “{a}” [{n}] [{m}]',
  disagree: '**Where your sources disagree**',
  disagreePair: '- “{a}” [{n}], but “{b}” [{m}]',
  noDisagreement: 'No two of your sources give different figures on the same matter in the passages read.',
  leftOpen: '**What your sources leave open**',
  openQuestion: '- {question}',
  startingPoint: '**Your starting point**',
  researchFocus: '**Your research focus**',
  challengeInYourWords: '**The challenge, in your words**',
  sharpenQuestions: '**Questions that sharpen the challenge**',
  contextQuestions: '**Context to establish**',
  figuresToCheck: '**Figures you gave, to check against your sources**',
  claimsToEvidence: '**Claims in your idea that need evidence**',
  noQuestion: 'You have not stated a central question yet; your title implies it: “{title}”.',
  noContext:
    'You have not described the context yet: add the market, the organisation and the timing behind this thesis.',
  noIdea: 'You have not described the idea yet: add what you believe and why.',
  noMatch:
    'Your sources and this thesis say nothing about “{question}”. Try other words, or add a source or a section that covers it.',
  noContent: 'This thesis has no content yet, so there is nothing to quote. Start the research first.',
  quoted: '> “{fact}”',
  // Questions asked of the owner's idea as a whole: fixed, never filled with words cut from it.
  sharpen: [
    '- What would have to be true for this to hold?',
    '- What would show that it is wrong?',
    '- Who gains and who loses if it plays out?',
  ],
  context: [
    '- What has changed recently that makes this matter?',
    '- Which markets, teams or customers does it touch first?',
    '- What would make it urgent within the next twelve months?',
  ],
  timelineHeader: ['| Timeline | Activities | Milestone |', '| --- | --- | --- |'],
  timelineAnswered: '| Step {step} | {question} | Answered from your sources |',
  timelineOpen: '| Step {step} | {question} | Open: the sources do not cover it yet |',
  timelineRows: [
    '| Months 1-2 | Gather the evidence on the central question | The central question confirmed or reframed |',
    '| Months 3-4 | Test the counter-arguments | The main risks ranked |',
    '| Months 5-6 | Compare the options | One option chosen |',
    '| Months 7-9 | Pilot the chosen option | Pilot results reviewed and next steps agreed |',
  ],
} as const;

/**
 * Lines earlier versions wrote (their `{phrase}` slots held a few words cut from the owner's input):
 * still recognised, so a wizard step accepted as written then is read back as the owner's words only.
 */
const LEGACY_LINES: readonly string[] = [
  // Until issue 33 the notes named the server setting (an operator's hint readers saw on shared pages).
  '_Written offline, without an AI model, from your own words: nothing was added from outside sources. Set OPENAI_API_KEY for full AI research._',
  '_Written offline, without an AI model: a digest of your own words and of the passages of your sources quoted below, organised by the questions of your research plan. Nothing was added beyond them. Set OPENAI_API_KEY for full AI research._',
  '**Facts you mentioned, to verify**',
  '**Evidence to gather**',
  '**Sub-questions to answer**',
  '**Counter-arguments to test**',
  '**Early warning signals to watch**',
  '**Options to compare**',
  'Add more detail to your idea so that the questions to research can be drawn from it.',
  '_Drafted offline from your own words: no AI model was used, and nothing was added from outside sources. Set OPENAI_API_KEY for full AI research._',
  '_Drafted offline from your own words and the passages of your sources quoted below: no AI model was used, and nothing was added beyond them. Set OPENAI_API_KEY for full AI research._',
  '- “{fact}”: as you stated it; confirm it before relying on it.',
  '- What would have to be true for “{phrase}” to hold?',
  '- What would show that “{phrase}” is wrong?',
  '- Who gains and who loses if “{phrase}” plays out?',
  '- What has changed recently around “{phrase}”?',
  '- Which markets, teams or customers does “{phrase}” touch first?',
  '- What would make “{phrase}” urgent within the next twelve months?',
  '- What data would confirm or refute “{phrase}”, and where can it be found?',
  '- Which comparable cases show “{phrase}” working, or failing?',
  '- The opposite case: what if “{phrase}” does not hold?',
  '- Who would argue against “{phrase}”, and with what evidence?',
  '- What early signal would show that “{phrase}” is going wrong?',
  '- Commit now to “{phrase}”, accepting the risk of acting before the evidence is in.',
  '- Run a small, time-boxed test of “{phrase}” before committing.',
  '- Wait and watch “{phrase}”, revisiting the decision at the next milestone.',
];

/** Fills `{slot}`s; values are the user's own words. */
export const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_match, key: string) => values[key] ?? '');

/** Every template line, for checking output (each slot matches quoted text from the input). */
export function templateLines(): string[] {
  const lines: string[] = [];
  for (const value of Object.values(OFFLINE_TEMPLATES)) {
    if (typeof value === 'string') lines.push(value);
    else lines.push(...value);
  }
  return lines;
}

/** Article-only lines whose slots take any line (a heading, a list item, a table row): never dropped from input. */
const ARTICLE_ONLY = new Set<string>([
  OFFLINE_TEMPLATES.questionHeading,
  OFFLINE_TEMPLATES.openQuestion,
  OFFLINE_TEMPLATES.timelineAnswered,
  OFFLINE_TEMPLATES.timelineOpen,
  ...OFFLINE_TEMPLATES.timelineHeader,
]);

/** The template lines of this and earlier versions (what withoutTemplateLines drops). */
const knownLines = (): string[] => [
  ...templateLines().filter((line) => !ARTICLE_ONLY.has(line)),
  ...LEGACY_LINES,
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (line: string) => new RegExp(`^${escape(line).replace(/\\\{\w+\\\}/g, '(.+?)')}$`);
/**
 * One pattern per template line, as written and as the plain text the thesis stores a wizard draft as
 * (markdownAsText: no marks, quote signs or bullets); each slot matches any text.
 */
const TEMPLATE_PATTERNS: readonly RegExp[] = [
  ...new Set(knownLines().flatMap((line) => [line, markdownAsText(line)])),
].map(pattern);

/**
 * The user's own words in a text that may hold an earlier offline draft (a wizard step accepted as
 * written): quoted sentences are unquoted, every other template line is dropped.
 */
export function withoutTemplateLines(text: string): string {
  const quoted = [OFFLINE_TEMPLATES.quoted, markdownAsText(OFFLINE_TEMPLATES.quoted)].map(
    (line) => new RegExp(`^${escape(line).replace(/\\\{\w+\\\}/g, '(.+)')}$`),
  );
  return text
    .split('\n')
    .flatMap((line) => {
      const trimmed = line.trim();
      const sentence = quoted.map((each) => each.exec(trimmed)).find(Boolean);
      if (sentence) return [sentence[1]!];
      return TEMPLATE_PATTERNS.some((pattern) => pattern.test(trimmed)) ? [] : [line];
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
