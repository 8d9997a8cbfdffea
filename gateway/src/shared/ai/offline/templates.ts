// Every line the offline engine writes that is not the user's own words. Each is a fixed sentence
// or has slots (`{phrase}`, `{title}`, `{fact}`, `{question}`) filled only with words taken from the
// user's input or, verbatim, from the passages of their sources (`{n}`: the passage's marker), always
// between “ ” quotes, so a reader (and the tests) can tell template from input.

export const OFFLINE_TEMPLATES = {
  draftNote:
    '_Drafted offline from your own words: no AI model was used, and nothing was added from outside sources. Edit it freely._',
  articleNote:
    '_Drafted offline from your own words: no AI model was used, and nothing was added from outside sources. Set OPENAI_API_KEY for full AI research._',
  articleNoteSources:
    '_Drafted offline from your own words and the passages of your sources quoted below: no AI model was used, and nothing was added beyond them. Set OPENAI_API_KEY for full AI research._',
  answerNote:
    '_Answered offline: the passages of this thesis that best match your question, quoted as written._',
  answerNoteSources:
    '_Answered offline: the passages of this thesis and of its sources that best match your question, quoted as written._',
  sourcesSay: '**What your sources say**',
  fromSources: '**From your sources**',
  sourceQuote: '- “{fact}” [{n}]',
  startingPoint: '**Your starting point**',
  researchFocus: '**Your research focus**',
  challengeInYourWords: '**The challenge, in your words**',
  sharpenQuestions: '**Questions that sharpen the challenge**',
  contextQuestions: '**Context to establish**',
  factsToVerify: '**Facts you mentioned, to verify**',
  claimsToEvidence: '**Claims in your idea that need evidence**',
  evidenceQuestions: '**Evidence to gather**',
  subQuestions: '**Sub-questions to answer**',
  counterQuestions: '**Counter-arguments to test**',
  riskQuestions: '**Early warning signals to watch**',
  optionLines: '**Options to compare**',
  noQuestion: 'You have not stated a central question yet; your title implies it: “{title}”.',
  noContext:
    'You have not described the context yet: add the market, the organisation and the timing behind this thesis.',
  noIdea: 'You have not described the idea yet: add what you believe and why.',
  noPhrases: 'Add more detail to your idea so that the questions to research can be drawn from it.',
  noMatch:
    'Your sources and this thesis say nothing about “{question}”. Try other words, or add a source or a section that covers it.',
  noContent: 'This thesis has no content yet, so there is nothing to quote. Start the research first.',
  quoted: '> “{fact}”',
  fact: '- “{fact}”: as you stated it; confirm it before relying on it.',
  sharpen: [
    '- What would have to be true for “{phrase}” to hold?',
    '- What would show that “{phrase}” is wrong?',
    '- Who gains and who loses if “{phrase}” plays out?',
  ],
  context: [
    '- What has changed recently around “{phrase}”?',
    '- Which markets, teams or customers does “{phrase}” touch first?',
    '- What would make “{phrase}” urgent within the next twelve months?',
  ],
  evidence: [
    '- What data would confirm or refute “{phrase}”, and where can it be found?',
    '- Which comparable cases show “{phrase}” working, or failing?',
  ],
  counter: [
    '- The opposite case: what if “{phrase}” does not hold?',
    '- Who would argue against “{phrase}”, and with what evidence?',
  ],
  risk: ['- What early signal would show that “{phrase}” is going wrong?'],
  option: [
    '- Commit now to “{phrase}”, accepting the risk of acting before the evidence is in.',
    '- Run a small, time-boxed test of “{phrase}” before committing.',
    '- Wait and watch “{phrase}”, revisiting the decision at the next milestone.',
  ],
  timelineHeader: ['| Timeline | Activities | Milestone |', '| --- | --- | --- |'],
  timelineRows: [
    '| Months 1-2 | Gather the evidence on “{phrase}” | The central question confirmed or reframed |',
    '| Months 3-4 | Test the counter-arguments on “{phrase}” | The main risks ranked |',
    '| Months 5-6 | Compare the options for “{phrase}” | One option chosen |',
    '| Months 7-9 | Pilot the chosen option | Pilot results reviewed and next steps agreed |',
  ],
} as const;

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

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One pattern per template line; each slot matches any text. */
export const TEMPLATE_PATTERNS: readonly RegExp[] = templateLines().map(
  (line) => new RegExp(`^${escape(line).replace(/\\\{\w+\\\}/g, '(.+?)')}$`),
);

/**
 * The user's own words in a text that may hold an earlier offline draft (a wizard step accepted as
 * written): quoted sentences are unquoted, every other template line is dropped.
 */
export function withoutTemplateLines(text: string): string {
  const quoted = new RegExp(`^${escape(OFFLINE_TEMPLATES.quoted).replace(/\\\{\w+\\\}/g, '(.+)')}$`);
  return text
    .split('\n')
    .flatMap((line) => {
      const trimmed = line.trim();
      const sentence = quoted.exec(trimmed);
      if (sentence) return [sentence[1]!];
      return TEMPLATE_PATTERNS.some((pattern) => pattern.test(trimmed)) ? [] : [line];
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
