import { describe, expect, it } from 'vitest';
import {
  isLanguage,
  LANGUAGE_LOCALES,
  languageFromAcceptLanguage,
  LANGUAGES,
  spellingOf,
} from './accounts.js';

describe('the reader’s languages', () => {
  it('are UK and US English and German, each with its locale', () => {
    expect(LANGUAGES).toEqual(['UK', 'USA', 'DE']);
    expect(LANGUAGES.map((language) => LANGUAGE_LOCALES[language])).toEqual(['en-GB', 'en-US', 'de-DE']);
    expect(isLanguage('DE')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });

  it('read theses in US spelling for USA only', () => {
    expect(LANGUAGES.map(spellingOf)).toEqual(['UK', 'USA', 'UK']);
  });
});

describe('languageFromAcceptLanguage', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'DE'],
    ['de', 'DE'],
    ['de-AT', 'DE'],
    ['en-US,en;q=0.9', 'USA'],
    ['en-GB', 'UK'],
    ['en', 'UK'],
    ['fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7', 'DE'],
    ['en;q=0.5, de;q=0.8', 'DE'],
    ['de;q=0, en-US', 'USA'],
  ] as const)('%s → %s', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('gives undefined when no range is one the product speaks', () => {
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage('fr-FR, *;q=0.1')).toBeUndefined();
  });
});
