// The offline engine's messages in British English (the engine's lines as they always were).
import type { Catalogue } from './catalogue.js';

export const EN_GB: Catalogue = {
  sections: {
    summary: 'Executive summary',
    question: 'The central question',
    context: 'Context',
    evidence: 'Evidence and drivers',
    counterarguments: 'Challenges and counter-arguments',
    risks: 'Risks and open questions',
    options: 'Strategic options',
    timeline: 'Timeline',
  },
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
  plan: {
    isItTrue: 'Is it true that “{claim}”',
    noQuestion: 'What question must this thesis answer?',
    subQuestionsOf: 'Which sub-questions decide whether “{claim}” holds',
    subQuestions: 'Which sub-questions decide the answer?',
    trueForYes: 'What would have to be true for the answer to be yes?',
    evidenceFor: 'What evidence confirms or refutes “{sentence}”',
    whyNow: 'Why does “{sentence}” make the question matter now',
    evidenceCentral: 'What evidence bears most directly on the central question?',
    figuresToday: 'Which figures or facts describe the situation today?',
    strongestCase: 'What is the strongest case against this thesis?',
    goWrong: 'What could go wrong, and what early signal would show it?',
    options: 'What options are open, and what does each trade off?',
    milestones: 'Which milestones would show progress?',
    bestAnswer: 'What is the best-supported answer to: {question}',
    bestConclusion: 'What is the best-supported conclusion?',
    first: 'What should be decided or done first, and why?',
    risksQuery: '{query} risks',
    alternativesQuery: '{query} alternatives',
  },
  sourcesList: {
    untitled: 'Untitled source',
    accessed: '(accessed {date})',
    kinds: {
      pdf: 'PDF',
      docx: 'Word document',
      markdown: 'Markdown',
      text: 'text',
      html: 'web page',
      web: 'web page',
    },
  },
};

/**
 * The note on a thesis in a language the offline engine cannot write (a tag outside THESIS_LANGUAGES):
 * `{language}` is the language's name in English and, where known, in itself ("Thai (ไทย)").
 */
export const UNSUPPORTED_LANGUAGE =
  '_The offline engine cannot write in {language}: it wrote this in English. Sources in that language are still read and quoted as written._';
