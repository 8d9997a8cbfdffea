import { THESIS_STATUSES } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import { thesisActionLabel, thesisCardSummary, thesisStatusBadge } from './thesis-status';

describe('thesis status badge', () => {
  it('maps each of the four statuses to its label and colour', () => {
    const badges = Object.fromEntries(THESIS_STATUSES.map((s) => [s, thesisStatusBadge(s)]));
    expect(badges).toEqual({
      draft: { label: 'Draft', tone: 'grey' },
      researching: { label: 'In Progress', tone: 'amber' },
      complete: { label: 'Complete', tone: 'green' },
      failed: { label: 'Failed', tone: 'red' },
    });
  });

  it('reads any other status as Draft (spec §4)', () => {
    expect(thesisStatusBadge('archived')).toEqual({ label: 'Draft', tone: 'grey' });
    expect(thesisStatusBadge('')).toEqual({ label: 'Draft', tone: 'grey' });
  });
});

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
