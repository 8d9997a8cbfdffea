// Every line the offline engine writes that is not the user's own words: the message catalogues
// (./catalogue/, one per thesis language, ICU MessageFormat messages formatted by intl-messageformat).
// Each line is a fixed sentence or has slots filled only with whole sentences or questions the user
// wrote (`{title}`, `{question}`: a question of their research plan, as written) or, verbatim, with
// sentences of the passages of their sources (`{fact}`, `{a}`, `{b}`; `{n}`, `{m}`: the passages'
// markers), quotes always between the language's quotation marks, so a reader (and the tests) can tell
// template from input. No line drops a few words cut from the user's input into a sentence of its own.
import { THESIS_LANGUAGES, type ThesisLanguage } from '@thesis-studio/domain';
import { markdownAsText, SOURCES_HEADINGS } from '@thesis-studio/markdown';
import type { SourcesListLabels } from '../../grounding/verify.js';
import { IntlMessageFormat } from 'intl-messageformat';
import type { SectionKind } from '../provider.js';
import type { Catalogue, PlanQuestions } from './catalogue/catalogue.js';
import { DE } from './catalogue/de.js';
import { EN_GB, UNSUPPORTED_LANGUAGE } from './catalogue/en-GB.js';
import { EN_US } from './catalogue/en-US.js';
import { ES } from './catalogue/es.js';
import { FR } from './catalogue/fr.js';
import { IT } from './catalogue/it.js';
import { NL } from './catalogue/nl.js';
import { PL } from './catalogue/pl.js';
import { PT } from './catalogue/pt.js';
import { SV } from './catalogue/sv.js';
import { languageName, offlineLanguage, type OfflineLanguage } from './language.js';

/** The message catalogue of each thesis language. */
const CATALOGUES: Record<ThesisLanguage, Catalogue> = {
  'en-GB': EN_GB,
  'en-US': EN_US,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  nl: NL,
  pt: PT,
  pl: PL,
  sv: SV,
};

/** The British English catalogue: the lines the engine has always written. */
export const OFFLINE_TEMPLATES = EN_GB;

type LineKey = { [K in keyof Catalogue]: Catalogue[K] extends string ? K : never }[keyof Catalogue];
/** The catalogue's parts that are not template lines (withoutTemplateLines keeps them). */
const NOT_TEMPLATE_LINES = new Set<string>(['sections', 'plan', 'sourcesList']);
type ListKey = {
  [K in keyof Catalogue]: Catalogue[K] extends readonly string[] ? K : never;
}[keyof Catalogue];
type NoteKey = 'draftNote' | 'articleNote' | 'articleNoteSources' | 'answerNote' | 'answerNoteSources';

const formats = new Map<string, IntlMessageFormat>();

/** A message formatted in `locale` (compiled once); values are the user's own words or markers. */
function format(message: string, locale: string, values: Record<string, string> = {}): string {
  const key = `${locale}\u0000${message}`;
  let compiled = formats.get(key);
  if (!compiled) {
    compiled = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    formats.set(key, compiled);
  }
  return String(compiled.format(values));
}

/** The argument names of a message (its `{slot}`s). */
const slotsOf = (message: string): string[] => [...message.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** Marks a slot's name in a formatted message (a private-use character no catalogue holds). */
const SENTINEL = '\uE000';
/** A message as written with its slots shown as `{name}` (the form the patterns below match). */
function withSlots(message: string, locale: string): string {
  const values = Object.fromEntries(slotsOf(message).map((slot) => [slot, `${SENTINEL}${slot}${SENTINEL}`]));
  return format(message, locale, values).replace(/\uE000(\w+)\uE000/g, '{$1}');
}

/** The lines of one catalogue, slots as `{name}`. */
function catalogueLines(language: ThesisLanguage): string[] {
  const catalogue = CATALOGUES[language];
  const lines: string[] = [];
  for (const [key, value] of Object.entries(catalogue)) {
    if (NOT_TEMPLATE_LINES.has(key)) continue;
    for (const message of typeof value === 'string' ? [value] : (value as readonly string[]))
      lines.push(withSlots(message, language));
  }
  return lines;
}

/**
 * The engine's lines in the language of a request (see offlineLanguage): formatted from that
 * language's catalogue, with the note on a language it cannot write after each of its notes.
 */
export class OfflineTexts {
  readonly language: OfflineLanguage;
  private readonly catalogue: Catalogue;

  constructor(language: string | undefined) {
    this.language = offlineLanguage(language);
    this.catalogue = CATALOGUES[this.language.writes];
  }

  /** The tag text in this language is read by (sentences, words; see ./language.ts). */
  get reads(): string {
    return this.language.reads;
  }

  /** A fixed line. */
  line(key: LineKey): string {
    return format(this.catalogue[key], this.language.writes);
  }

  /** A line with its slots filled; values are the user's own words, passages' sentences or markers. */
  fill(key: LineKey, values: Record<string, string>): string {
    return format(this.catalogue[key], this.language.writes, values);
  }

  /** A list of fixed lines. */
  lines(key: ListKey): string[] {
    return this.catalogue[key].map((message) => format(message, this.language.writes));
  }

  /**
   * One of the notes saying the engine wrote without a model; for a language it cannot write, followed
   * by the note saying so (in English, naming the language in English and in itself).
   */
  note(key: NoteKey): string {
    const note = this.line(key);
    const unsupported = this.language.unsupported;
    if (unsupported === undefined) return note;
    return `${note}\n\n${format(UNSUPPORTED_LANGUAGE, 'en-GB', { language: languageName(unsupported) })}`;
  }

  /** The article's `##` heading of a section in this language. */
  section(kind: SectionKind): string {
    return this.catalogue.sections[kind];
  }

  /** The opening quotation mark of this language's quoted lines (“, „, «…). */
  get quoteMark(): string {
    return this.fill('quoted', { fact: '' }).replace(/^>\s*/, '').charAt(0);
  }

  /** Every line of this language's catalogue, slots as `{name}`. */
  templateLines(): string[] {
    return catalogueLines(this.language.writes);
  }
}

/**
 * One question of the default research plan in a thesis's language (omitted: British English), its
 * slots filled with the owner's whole sentences.
 */
export const planQuestionIn = (
  language: string | undefined,
  key: keyof PlanQuestions,
  values: Record<string, string> = {},
): string => {
  const writes = offlineLanguage(language).writes;
  return format(CATALOGUES[writes].plan[key], writes, values);
};

/** The article's list of cited sources in a thesis's language (omitted: British English): heading and labels. */
export const sourcesListIn = (language: string | undefined): SourcesListLabels => {
  const writes = offlineLanguage(language).writes;
  const { untitled, kinds, accessed } = CATALOGUES[writes].sourcesList;
  // English dates as they always were (26 November 2026), in either spelling.
  const dates = new Intl.DateTimeFormat(writes.startsWith('en-') ? 'en-GB' : writes, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    heading: SOURCES_HEADINGS[writes],
    untitled,
    kinds,
    accessed: (date) => format(accessed, writes, { date: dates.format(date) }),
  };
};

/** The timeline table's header rows (Timeline | Activities | Milestone) in a thesis's language, for either engine. */
export const timelineHeaderIn = (language: string | undefined): readonly string[] =>
  CATALOGUES[offlineLanguage(language).writes].timelineHeader;

/** The `##` section headings of the article in a thesis's language (omitted: British English). */
export const offlineSectionTitles = (language?: string): Record<SectionKind, string> =>
  CATALOGUES[offlineLanguage(language).writes].sections;

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

/** Every template line of a language's catalogue (British English by default), slots as `{name}`. */
export const templateLines = (language: ThesisLanguage = 'en-GB'): string[] => catalogueLines(language);

/** Article-only lines whose slots take any line (a heading, a list item, a table row): never dropped from input. */
const ARTICLE_ONLY_KEYS = ['questionHeading', 'openQuestion', 'timelineAnswered', 'timelineOpen'] as const;

/** The lines of every catalogue that are not article-only, and those of earlier versions (what withoutTemplateLines drops). */
function knownLines(): string[] {
  const lines: string[] = [];
  for (const language of THESIS_LANGUAGES) {
    const catalogue = CATALOGUES[language];
    const articleOnly = new Set<string>(
      [...ARTICLE_ONLY_KEYS.map((key) => catalogue[key]), ...catalogue.timelineHeader].map((message) =>
        withSlots(message, language),
      ),
    );
    lines.push(...catalogueLines(language).filter((line) => !articleOnly.has(line)));
  }
  return [...lines, withSlots(UNSUPPORTED_LANGUAGE, 'en-GB'), ...LEGACY_LINES];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (line: string) => new RegExp(`^${escape(line).replace(/\\\{\w+\\\}/g, '(.+?)')}$`);
/**
 * One pattern per template line of every language, as written and as the plain text the thesis stores
 * a wizard draft as (markdownAsText: no marks, quote signs or bullets); each slot matches any text.
 */
let templatePatterns: readonly RegExp[] | undefined;
const TEMPLATE_PATTERNS = (): readonly RegExp[] =>
  (templatePatterns ??= [...new Set(knownLines().flatMap((line) => [line, markdownAsText(line)]))].map(
    pattern,
  ));

/** Each language's quoted line (`quoted`: one of the user's sentences), as written and as plain text. */
let quotedPatterns: readonly RegExp[] | undefined;
const QUOTED = (): readonly RegExp[] =>
  (quotedPatterns ??= [
    ...new Set(
      THESIS_LANGUAGES.flatMap((language) => {
        const line = withSlots(CATALOGUES[language].quoted, language);
        return [line, markdownAsText(line)];
      }),
    ),
  ].map((line) => new RegExp(`^${escape(line).replace(/\\\{\w+\\\}/g, '(.+)')}$`)));

/**
 * The user's own words in a text that may hold an earlier offline draft (a wizard step accepted as
 * written, in any thesis language): quoted sentences are unquoted, every other template line is dropped.
 */
export function withoutTemplateLines(text: string): string {
  const quoted = QUOTED();
  const patterns = TEMPLATE_PATTERNS();
  return text
    .split('\n')
    .flatMap((line) => {
      const trimmed = line.trim();
      const sentence = quoted.map((each) => each.exec(trimmed)).find(Boolean);
      if (sentence) return [sentence[1]!];
      return patterns.some((each) => each.test(trimmed)) ? [] : [line];
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Whether a paragraph is one of the engine's notes (in any language; earlier English ones by their start). */
export function isOfflineNote(paragraph: string): boolean {
  const trimmed = paragraph.trim();
  if (trimmed.startsWith('_Drafted offline') || trimmed.startsWith('_Written offline')) return true;
  if (trimmed.startsWith(UNSUPPORTED_LANGUAGE.slice(0, UNSUPPORTED_LANGUAGE.indexOf('{')))) return true;
  return THESIS_LANGUAGES.some((language) => {
    const catalogue = CATALOGUES[language];
    return [catalogue.draftNote, catalogue.articleNote, catalogue.articleNoteSources].some(
      (note) => trimmed === format(note, language),
    );
  });
}

/** Whether a line is the statement that the sources do not cover a question, in any thesis language. */
export const isNotCovered = (line: string): boolean =>
  THESIS_LANGUAGES.some((language) => line === format(CATALOGUES[language].notCovered, language));
