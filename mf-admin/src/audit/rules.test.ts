import { describe, expect, it } from 'vitest';
import {
  auditEntryDetails,
  auditFilterInput,
  auditFilterProblem,
  auditRangeLabel,
  EMPTY_AUDIT_FILTER,
} from './rules';
import { translatorFor } from '../i18n';

const t = translatorFor('UK');

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
    expect(auditFilterProblem({ ...EMPTY_AUDIT_FILTER, from: '2026-03-02', to: '2026-03-01' }, t)).toContain(
      'must not be after',
    );
    expect(auditFilterProblem({ ...EMPTY_AUDIT_FILTER, from: '2026-03-01', to: '2026-03-01' }, t)).toBeNull();
  });

  it('says which entries a page shows', () => {
    expect(auditRangeLabel(0, 25, 112, t)).toBe('Entries 1–25 of 112');
    expect(auditRangeLabel(4, 12, 112, t)).toBe('Entries 101–112 of 112');
    expect(auditRangeLabel(0, 0, 0, t)).toBe('No entries');
  });

  it('writes an entry’s particulars in the reader’s language', () => {
    const subject = { id: 'u1', deleted: false };
    const signIn = { action: 'new_browser_sign_in', subject, browser: 'Firefox 128', os: 'Linux' };
    expect(auditEntryDetails(signIn, t)).toBe('Firefox 128 on Linux');
    expect(auditEntryDetails(signIn, translatorFor('DE'))).toBe('Firefox 128 unter Linux');
    expect(auditEntryDetails({ ...signIn, os: null }, t)).toBe('Firefox 128');
    const revoked = { action: 'token_revoked', subject, tokenName: 'CI deploys', tokenId: 't1' };
    expect(auditEntryDetails(revoked, t)).toBe("Token 'CI deploys'");
    expect(auditEntryDetails(revoked, translatorFor('DE'))).toBe('Token „CI deploys“');
    expect(auditEntryDetails({ ...revoked, tokenName: null }, t)).toBe('Token t1');
    expect(auditEntryDetails({ action: 'role_changed', subject, fromRole: 'user', toRole: 'admin' }, t)).toBe(
      'user → admin',
    );
  });
});
