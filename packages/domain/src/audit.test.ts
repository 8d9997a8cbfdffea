import { describe, expect, it } from 'vitest';
import { auditDetails, auditPartyLabel, describeOwnAuditEntry, isAuditAction } from './audit.js';
import { ada, auditEntryView as entry, bob, gone } from './test-audit.js';

describe('audit labels', () => {
  it('names a deleted account by its id only, and no actor as the system', () => {
    expect(auditPartyLabel(ada)).toBe('Ada (ada@example.com)');
    expect(auditPartyLabel(gone)).toBe('Deleted account 665f1c2a9b1e8a0012345678');
    expect(auditPartyLabel({ ...gone, name: 'Kept by mistake', email: 'x@y.z' })).not.toContain('x@y.z');
    expect(auditPartyLabel(null)).toBe('System');
  });

  it("gives each action's particulars", () => {
    expect(auditDetails(entry({ fromRole: 'user', toRole: 'admin' }))).toBe('user → admin');
    expect(auditDetails(entry({ action: 'new_browser_sign_in', browser: 'Firefox 128', os: 'Linux' }))).toBe(
      'Firefox 128 on Linux',
    );
    expect(auditDetails(entry({ action: 'token_revoked', tokenName: 'CI deploys' }))).toBe(
      "Token 'CI deploys'",
    );
    expect(auditDetails(entry({ action: 'account_deleted', subject: gone }))).toBe('');
    expect(isAuditAction('account_deleted')).toBe(true);
    expect(isAuditAction('dropped_tables')).toBe(false);
  });

  it("words a person's own entries from their side", () => {
    const roleChange = entry({ fromRole: 'user', toRole: 'admin' });
    expect(describeOwnAuditEntry(roleChange, 'b2')).toBe(
      'Ada (ada@example.com) changed your role from user to admin.',
    );
    expect(describeOwnAuditEntry(roleChange, 'a1')).toBe(
      'You changed the role of Bob (bob@example.com) from user to admin.',
    );
    expect(describeOwnAuditEntry({ ...roleChange, actor: null }, 'b2')).toBe(
      'Thesis Studio changed your role from user to admin.',
    );
    expect(
      describeOwnAuditEntry(
        entry({ action: 'new_browser_sign_in', actor: bob, browser: 'Safari 17', os: 'iOS 17.5' }),
        'b2',
      ),
    ).toBe('Signed in from a new browser: Safari 17 on iOS 17.5.');
    expect(describeOwnAuditEntry(entry({ action: 'account_deleted', subject: gone }), 'a1')).toBe(
      'You deleted the account 665f1c2a9b1e8a0012345678.',
    );
    expect(describeOwnAuditEntry(entry({ action: 'token_revoked', tokenName: 'CI' }), 'b2')).toBe(
      "Ada (ada@example.com) revoked your API token 'CI'.",
    );
  });
});
