import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n';
import { thesisActionLabel, thesisCardSummary } from './thesis-status';

const t = translatorFor('UK');

describe('thesis card action', () => {
  it('is View Thesis only for a complete thesis', () => {
    expect(thesisActionLabel('complete', t)).toBe('View Thesis');
    expect(thesisActionLabel('complete', translatorFor('DE'))).toBe('These ansehen');
    for (const status of ['draft', 'researching', 'failed']) {
      expect(thesisActionLabel(status, t)).toBe('Continue Research');
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
