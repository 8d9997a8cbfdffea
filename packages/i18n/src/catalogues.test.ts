// The package's own catalogues (the interface's chrome and the mails) are complete and well-formed
// (./check.ts says what that means); the remotes run the same check on theirs.
import { parse } from '@formatjs/icu-messageformat-parser';
import { clientCatalogues } from '@thesis-studio/client/i18n';
import { kitCatalogues } from '@thesis-studio/ui/i18n';
import { describe, expect, it } from 'vitest';
import { apiTranslatorFor } from './api.js';
import api from './api/de.json';
import { argumentsOf, catalogueProblems } from './check.js';
import mailDe from './mail/de.json';
import mailEn from './mail/en.json';
import de from './messages/de.json';
import en from './messages/en.json';

describe.each([
  ['the interface', en as Record<string, string>, de as Record<string, string>],
  ['the mails', mailEn as Record<string, string>, mailDe as Record<string, string>],
  // The ui kit's and the client runtime's own (they cannot depend on this package, so their check runs here).
  ['the ui kit', kitCatalogues.en as Record<string, string>, kitCatalogues.de as Record<string, string>],
  [
    'the client runtime',
    clientCatalogues.en as Record<string, string>,
    clientCatalogues.de as Record<string, string>,
  ],
])('the message catalogues of %s', (_name, english, german) => {
  it('are complete, ICU, and German takes the same arguments and tags as English', () => {
    expect(catalogueProblems(english, german)).toEqual([]);
  });
});

describe('the catalogue check', () => {
  it('finds a missing argument, a missing message and a German plural without one (the check can fail)', () => {
    const source = argumentsOf(parse('{count, plural, one {# idea} other {# ideas}} by <b>{name}</b>'));
    expect([...source].sort()).toEqual(['b:tag', 'count:plural', 'name:argument']);
    expect(
      catalogueProblems(
        {
          'a.b.count': '{count, plural, one {# idea} other {# ideas}} by {name}',
          'a.b.gone': 'Gone',
          'a.b.p': '{n, plural, one {#} other {#}}',
          'a.b.q': '{n, plural, one {#} other {#}}',
        },
        {
          'a.b.count': '{count, plural, one {# Idee} other {# Ideen}}',
          'a.b.p': '{n, plural, one {#} few {#} other {#}}',
          'a.b.q': '{n, plural, few {#} other {#}}',
        },
      ),
    ).toEqual([
      'a.b.count: German takes count:plural, English count:plural, name:argument',
      'a.b.gone: no German',
      'a.b.q: a German plural without one and other',
    ]);
  });
});

describe('the API’s messages in German (./api)', () => {
  it('are ICU and take exactly the values their English pattern names', () => {
    const problems = Object.entries(api as Record<string, string>).flatMap(([english, german]) => {
      const named = new Set([...english.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)].map((found) => found[1]!));
      const taken = new Set([...argumentsOf(parse(german))].map((argument) => argument.split(':')[0]!));
      return [...named].sort().join() === [...taken].sort().join()
        ? []
        : [`${english}: ${[...taken].join()}`];
    });
    expect(problems).toEqual([]);
  });

  it('are found for an English text with values, and German readers only get them', () => {
    const german = apiTranslatorFor('DE');
    expect(german('Title must be at most 300 characters.')).toBe(
      'Der Titel darf höchstens 300 Zeichen lang sein.',
    );
    expect(german('Unknown fields: colour, size.')).toBe(
      api['Unknown fields: {fields}.'].replace('{fields}', 'colour, size'),
    );
    expect(apiTranslatorFor('UK')('Title must be at most 300 characters.')).toBe(
      'Title must be at most 300 characters.',
    );
  });
});
