// The citation rules: the quoted words found in their passage (case, spacing and typographic quotes
// aside) and the summary counted from the checks.
import { describe, expect, it } from 'vitest';
import { citationSummaryText, countCitations, quoteExcerpt } from './citations.js';

const PASSAGE =
  'Revenue in the northern region grew by 14 percent in 2025. The board\u2019s  “pilot first” rule meant ' +
  'that the central team hired only after the pilot, and churn fell to 3.1 percent by December.';

describe('quoteExcerpt', () => {
  it('finds the quoted words whatever their case, spacing or quotation marks', () => {
    const excerpt = quoteExcerpt(PASSAGE, '“the board\'s "pilot first" rule meant”');
    expect(excerpt.match).toBe('The board\u2019s  “pilot first” rule meant'.replace(/\s+/g, ' '));
    expect(excerpt.before).toBe('Revenue in the northern region grew by 14 percent in 2025. ');
    expect(excerpt.after.startsWith(' that the central team')).toBe(true);
  });

  it('keeps only the passage around a quote, cut at words and marked with ellipses', () => {
    const long = `${'Earlier context words. '.repeat(40)}the decisive figure was 42 units${' and later words'.repeat(40)}`;
    const excerpt = quoteExcerpt(long, 'the decisive figure was 42 units', 60);
    expect(excerpt.match).toBe('the decisive figure was 42 units');
    expect(excerpt.before.startsWith('…')).toBe(true);
    expect(excerpt.before.length).toBeLessThanOrEqual(61);
    expect(excerpt.after.endsWith('…')).toBe(true);
    expect(excerpt.after).not.toMatch(/\s…$/);
  });

  it('shows the passage’s opening when the quote is not in it', () => {
    const excerpt = quoteExcerpt(PASSAGE, 'words that are nowhere');
    expect(excerpt.match).toBe('');
    expect(excerpt.before.startsWith('Revenue in the northern region')).toBe(true);
  });
});

describe('citation summary', () => {
  const check = (support: 'supported' | 'partly' | 'not_supported' | 'unchecked') => ({ check: { support } });

  it('counts each check and says it in one line', () => {
    const counts = countCitations([
      ...Array.from({ length: 38 }, () => check('supported')),
      ...Array.from({ length: 3 }, () => check('partly')),
      check('not_supported'),
    ]);
    expect(counts).toEqual({ total: 42, supported: 38, partly: 3, notSupported: 1, unchecked: 0 });
    expect(citationSummaryText(counts)).toBe('42 citations: 38 supported, 3 partly, 1 not supported');
  });

  it('says when no model checked them, counts a missing check as not checked, and is empty for none', () => {
    expect(citationSummaryText(countCitations([check('unchecked'), { check: null }]))).toBe(
      '2 citations: 2 not checked',
    );
    expect(citationSummaryText(countCitations([check('supported')]))).toBe('1 citation: 1 supported');
    expect(citationSummaryText(countCitations([]))).toBe('');
  });
});
