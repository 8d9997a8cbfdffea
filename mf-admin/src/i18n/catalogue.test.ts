// The admin pages' own catalogue is complete and well-formed (@thesis-studio/i18n/check says what that means).
import { catalogueProblems } from '@thesis-studio/i18n/check';
import { describe, expect, it } from 'vitest';
import de from './de.json';
import en from './en.json';

describe("the admin pages' message catalogue", () => {
  it('is complete, ICU, and German takes the same arguments and tags as English', () => {
    expect(catalogueProblems(en, de)).toEqual([]);
  });
});
