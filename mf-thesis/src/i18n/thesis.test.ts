// The thesis page's and its history's catalogue is complete and well-formed (see @thesis-studio/i18n/check).
import { catalogueProblems } from '@thesis-studio/i18n/check';
import { describe, expect, it } from 'vitest';
import de from './thesis.de.json';
import en from './thesis.en.json';

describe('the thesis catalogue', () => {
  it('is complete, ICU, and German takes the same arguments and tags as English', () => {
    expect(catalogueProblems(en, de)).toEqual([]);
  });
});
