import { describe, expect, it } from 'vitest';
import {
  createLanguageStore,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  parseLanguage,
  type LanguageChangeSource,
  type LanguageVariant,
} from './language.js';
import { memoryStorage } from './memory-storage.js';

describe('parseLanguage', () => {
  it('honours only exactly UK or USA; anything else is UK', () => {
    expect(parseLanguage('UK')).toBe('UK');
    expect(parseLanguage('USA')).toBe('USA');
    for (const other of ['US', 'usa', 'uk', ' USA', 'USA ', 'en-US', '', null, undefined, 1, {}]) {
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
