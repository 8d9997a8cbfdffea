import { describe, expect, it } from 'vitest';
import {
  createLanguageStore,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  parseLanguage,
  type LanguageChangeSource,
  type LanguageVariant,
} from './language.js';
import { sentLanguage } from './language-storage.js';
import { memoryStorage } from './memory-storage.js';

describe('parseLanguage', () => {
  it('honours only exactly UK, USA or DE; anything else is UK', () => {
    expect(parseLanguage('UK')).toBe('UK');
    expect(parseLanguage('USA')).toBe('USA');
    expect(parseLanguage('DE')).toBe('DE');
    for (const other of [
      'US',
      'usa',
      'uk',
      ' USA',
      'USA ',
      'en-US',
      'de',
      'de-DE',
      '',
      null,
      undefined,
      1,
      {},
    ]) {
      expect(parseLanguage(other)).toBe('UK');
    }
    expect(DEFAULT_LANGUAGE).toBe('UK');
  });
});

describe('createLanguageStore', () => {
  it('starts from the stored value, UK when nothing or something invalid is stored', () => {
    expect(createLanguageStore(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'USA' })).get()).toBe('USA');
    expect(createLanguageStore(memoryStorage()).get()).toBe('UK');
    expect(createLanguageStore(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'american' })).get()).toBe('UK');
    expect(createLanguageStore(null).get()).toBe('UK');
  });

  it('starts from the account’s language as the gateway sent it, else the stored one, else the browser’s', () => {
    const stored = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'USA' });
    expect(createLanguageStore(stored, { language: 'DE', source: 'account' }).get()).toBe('DE');
    expect(createLanguageStore(stored, { language: 'DE', source: 'browser' }).get()).toBe('USA');
    expect(createLanguageStore(memoryStorage(), { language: 'DE', source: 'browser' }).get()).toBe('DE');
    expect(createLanguageStore(null, null).get()).toBe('UK');
  });

  it('reads the language the page was sent in from <html data-language>', () => {
    const root = (attributes: Record<string, string>) => ({
      getAttribute: (name: string) => attributes[name] ?? null,
    });
    expect(sentLanguage(root({ 'data-language': 'DE', 'data-language-source': 'account' }))).toEqual({
      language: 'DE',
      source: 'account',
    });
    expect(sentLanguage(root({ 'data-language': 'USA' }))).toEqual({ language: 'USA', source: 'browser' });
    expect(sentLanguage(root({ 'data-language': 'de' }))).toBeNull();
    expect(sentLanguage(null)).toBeNull();
  });

  it('stores the reader choice under `language` and tells subscribers and change listeners', () => {
    const storage = memoryStorage();
    const store = createLanguageStore(storage);
    let renders = 0;
    const changes: Array<[LanguageVariant, LanguageChangeSource]> = [];
    store.subscribe(() => (renders += 1));
    store.onChange((variant, source) => changes.push([variant, source]));
    store.choose('USA');
    expect(store.get()).toBe('USA');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('USA');
    store.choose('USA');
    expect(renders).toBe(1);
    store.applyFromAccount('UK');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('UK');
    expect(changes).toEqual([
      ['USA', 'reader'],
      ['UK', 'account'],
    ]);
  });

  it('picks up a value another tab wrote, without writing it back', () => {
    const storage = memoryStorage();
    const store = createLanguageStore(storage);
    const changes: LanguageChangeSource[] = [];
    store.onChange((_variant, source) => changes.push(source));
    storage.data.set(LANGUAGE_STORAGE_KEY, 'USA');
    store.syncFromStorage();
    expect(store.get()).toBe('USA');
    storage.data.set(LANGUAGE_STORAGE_KEY, 'Canada');
    store.syncFromStorage();
    expect(store.get()).toBe('UK');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('Canada');
    expect(changes).toEqual(['other-tab', 'other-tab']);
  });

  it('keeps working in memory when storage throws', () => {
    const store = createLanguageStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    });
    expect(store.get()).toBe('UK');
    store.choose('USA');
    expect(store.get()).toBe('USA');
  });
});
