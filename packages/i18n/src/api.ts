// The API's own messages in the reader's language (issue 31 item 5): REST `message`/`fieldErrors` and
// GraphQL errors. The gateway words its failures in English where they arise; its transports translate
// them as they answer (gateway/src/shared/errors). ./api/de.json is keyed by the English message, as
// gettext keys by its source text: a message with values has its English written as an ICU pattern
// ("{label} must be at most {max} characters."), and an English text is matched to that pattern to find
// its values, which are translated in turn where they are messages themselves ("Project name").
// gateway/src/shared/errors/api-messages.test.ts checks that every message the gateway's source can send
// has its German here.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Language } from '@thesis-studio/domain';
import de from './api/de.json' with { type: 'json' };
import { formatterFor, type MessageValues } from './messages.js';

/** An API message in the reader's language (the English text itself for English readers). */
export type ApiTranslate = (english: string) => string;

interface Pattern {
  key: string;
  /** Its arguments the German counts ({n, plural, …}): given as numbers. */
  numeric: Set<string>;
  /** The English with each `{name}` as a capture. */
  match: RegExp;
  names: string[];
  /** Characters outside the placeholders: a pattern that says more wins over a looser one. */
  weight: number;
}

const GERMAN: Readonly<Record<string, string>> = de;

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9]*)\}/g;
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(key: string): Pattern | null {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const found of key.matchAll(PLACEHOLDER)) {
    source += `${escapeRegExp(key.slice(last, found.index))}([\\s\\S]+?)`;
    names.push(found[1]!);
    last = found.index + found[0].length;
  }
  if (names.length === 0) return null;
  source += escapeRegExp(key.slice(last));
  return {
    key,
    numeric: numericArguments(parse(GERMAN[key]!)),
    match: new RegExp(`^${source}$`),
    names,
    weight: key.length - names.join('').length,
  };
}

/** Which of a German message's arguments are counted ({n, plural, …}) and so need a number. */
function numericArguments(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) numericArguments(option.value, into);
    }
    if (element.type === TYPE.tag) numericArguments(element.children, into);
  }
  return into;
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** How deep a value may itself be a message ("The page was not added: {reason}" → its reason). */
const DEPTH = 2;

/** Made on the first German answer: an English-only gateway never parses the catalogue. */
function germanTranslator(): ApiTranslate {
  const format = formatterFor<string>('DE', GERMAN);
  // The keys with values, most specific first.
  const patterns = Object.keys(GERMAN)
    .map(patternOf)
    .filter((pattern): pattern is Pattern => pattern !== null)
    .sort((a, b) => b.weight - a.weight);
  const translate = (english: string, depth: number): string => {
    if (Object.hasOwn(GERMAN, english)) return format(english);
    if (depth > DEPTH) return english;
    for (const pattern of patterns) {
      const found = pattern.match.exec(english);
      if (!found) continue;
      const values: MessageValues = {};
      pattern.names.forEach((name, index) => {
        const value = found[index + 1]!;
        values[name] =
          pattern.numeric.has(name) && NUMBER.test(value) ? Number(value) : translate(value, depth + 1);
      });
      return format(pattern.key, values);
    }
    return english;
  };
  return (english) => translate(english, 0);
}

const ENGLISH: ApiTranslate = (english) => english;
let german: ApiTranslate | undefined;

/** The API's messages in `language`: German for DE, as they are for UK and US English. */
export function apiTranslatorFor(language: Language): ApiTranslate {
  if (language !== 'DE') return ENGLISH;
  german ??= germanTranslator();
  return german;
}

/** The German catalogue's keys (the English messages), for the gateway's completeness check. */
export const API_MESSAGE_KEYS: readonly string[] = Object.keys(GERMAN);
