import { describe, expect, it } from 'vitest';
import { thesisActionLabel, thesisCardSummary } from './thesis-status';

describe('thesis card action', () => {
  it('is View Thesis only for a complete thesis', () => {
    expect(thesisActionLabel('complete')).toBe('View Thesis');
    for (const status of ['draft', 'researching', 'failed']) {
      expect(thesisActionLabel(status)).toBe('Continue Research');
    }
  });
});

describe('thesis card summary', () => {
  it('prefers the summary, then the idea, else nothing', () => {
    expect(thesisCardSummary({ summary: 'Nordic demand grows.', idea: 'Enter Nordics' })).toBe(
      'Nordic demand grows.',
    );
    expect(thesisCardSummary({ summary: '  ', idea: 'Enter Nordics' })).toBe('Enter Nordics');
    expect(thesisCardSummary({ summary: '', idea: ' ' })).toBeNull();
  });
});
