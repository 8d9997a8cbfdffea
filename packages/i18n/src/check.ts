// The check every pair of catalogues passes (the interface's, the mails', each remote's): the same ids,
// named by area, each message ICU that parses, German taking the same arguments (name and kind) and tags
// as English — but for `spelling` (UK or US English spelling, which German has no use for) — and German
// plurals giving at least `one` and `other`. Used by the catalogues' tests; no page loads it.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

const KINDS: Partial<Record<TYPE, string>> = {
  [TYPE.argument]: 'argument',
  [TYPE.number]: 'number',
  [TYPE.date]: 'date',
  [TYPE.time]: 'time',
  [TYPE.select]: 'select',
  [TYPE.plural]: 'plural',
  [TYPE.tag]: 'tag',
};

/** 'name:kind' for each argument and tag of a message, nested ones included. */
export function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    const kind = KINDS[element.type];
    if (kind && 'value' in element && typeof element.value === 'string') into.add(`${element.value}:${kind}`);
    if (element.type === TYPE.select || element.type === TYPE.plural) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
}

/** The option keys of each plural in a message. */
function pluralOptions(elements: MessageFormatElement[]): string[][] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural) {
      return [
        Object.keys(element.options),
        ...Object.values(element.options).flatMap((option) => pluralOptions(option.value)),
      ];
    }
    if (element.type === TYPE.select) {
      return Object.values(element.options).flatMap((option) => pluralOptions(option.value));
    }
    return element.type === TYPE.tag ? pluralOptions(element.children) : [];
  });
}

const sorted = (values: Iterable<string>) => [...values].sort().join(', ');

/** What is wrong with a German catalogue beside its English source: one line per problem, none if sound. */
export function catalogueProblems(english: Record<string, string>, german: Record<string, string>): string[] {
  const problems: string[] = [];
  if (Object.keys(english).length === 0) problems.push('the English catalogue is empty');
  for (const id of Object.keys(german)) if (!(id in english)) problems.push(`${id}: only in German`);
  for (const [id, source] of Object.entries(english)) {
    if (!/^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/.test(id)) problems.push(`${id}: not area.screen.what`);
    const translation = german[id];
    if (translation === undefined || translation.trim() === '') {
      problems.push(`${id}: no German`);
      continue;
    }
    let sourceElements: MessageFormatElement[];
    let translationElements: MessageFormatElement[];
    try {
      sourceElements = parse(source);
      translationElements = parse(translation);
    } catch (error) {
      problems.push(`${id}: not ICU (${(error as Error).message})`);
      continue;
    }
    const expected = [...argumentsOf(sourceElements)].filter((argument) => argument !== 'spelling:select');
    const actual = argumentsOf(translationElements);
    if (sorted(actual) !== sorted(expected))
      problems.push(
        `${id}: German takes ${sorted(actual) || 'nothing'}, English ${sorted(expected) || 'nothing'}`,
      );
    for (const options of pluralOptions(translationElements))
      if (!options.includes('one') || !options.includes('other'))
        problems.push(`${id}: a German plural without one and other`);
  }
  return problems;
}
