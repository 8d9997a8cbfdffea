import { describe, expect, it } from 'vitest';
import { auditFilterInput, auditFilterProblem, auditRangeLabel, EMPTY_AUDIT_FILTER } from './rules';

describe('audit screen rules', () => {
  it('sends only the filters that are set, trimmed', () => {
    expect(auditFilterInput(EMPTY_AUDIT_FILTER)).toEqual({});
    expect(
      auditFilterInput({
        action: 'role_changed',
        actor: '  grace@example.com ',
        subject: ' ',
        from: '2026-03-01',
        to: '',
      }),
    ).toEqual({ action: 'role_changed', actor: 'grace@example.com', from: '2026-03-01' });
  });

  it('refuses a date range that ends before it starts', () => {
    expect(auditFilterProblem({ ...EMPTY_AUDIT_FILTER, from: '2026-03-02', to: '2026-03-01' })).toContain(
      'must not be after',
    );
    expect(auditFilterProblem({ ...EMPTY_AUDIT_FILTER, from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });

  it('says which entries a page shows', () => {
    expect(auditRangeLabel(0, 25, 112)).toBe('Entries 1–25 of 112');
    expect(auditRangeLabel(4, 12, 112)).toBe('Entries 101–112 of 112');
    expect(auditRangeLabel(0, 0, 0)).toBe('No entries');
  });
});
