// The catalogues are complete and well-formed: every English message has its German, each parses as
// ICU, and both take the same arguments (name and kind) and tags, so no value a screen passes is lost in
// one language — but for `spelling` (UK or US English spelling, which German has no use for). German
// plurals give at least `one` and `other`.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import mailDe from './mail/de.json';
import mailEn from './mail/en.json';
import de from './messages/de.json';
import en from './messages/en.json';

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
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
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

describe.each([
  ['the interface', en as Record<string, string>, de as Record<string, string>],
  ['the mails', mailEn as Record<string, string>, mailDe as Record<string, string>],
])('the message catalogues of %s', (_name, english, german) => {
  it('hold the same ids, grouped by area (area.screen.what)', () => {
    expect(Object.keys(german).sort()).toEqual(Object.keys(english).sort());
    for (const id of Object.keys(english)) expect(id).toMatch(/^[a-z][a-zA-Z]*(\.[a-zA-Z0-9]+)+$/);
    expect(Object.keys(english).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(english))('%s: German takes the same ICU arguments and tags as English', (id) => {
    const source = parse(english[id] ?? '');
    const translation = parse(german[id] ?? '');
    const expected = [...argumentsOf(source)].filter((argument) => argument !== 'spelling:select');
    expect([...argumentsOf(translation)].sort()).toEqual(expected.sort());
    expect(german[id]?.trim()).not.toBe('');
    for (const options of pluralOptions(translation))
      expect(options).toEqual(expect.arrayContaining(['one', 'other']));
  });
});

describe('the catalogue check', () => {
  it('finds a missing argument (the check can fail)', () => {
    const source = argumentsOf(parse('{count, plural, one {# idea} other {# ideas}} by <b>{name}</b>'));
    expect([...source].sort()).toEqual(['b:tag', 'count:plural', 'name:argument']);
    expect([...argumentsOf(parse('{count, plural, one {# Idee} other {# Ideen}}'))]).not.toEqual([...source]);
  });
});
