import { auditEntryView as entry, bob, gone } from '@thesis-studio/domain/test-audit';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n';
import { describeActivity } from './activity';

const uk = translatorFor('UK');
const de = translatorFor('DE');

describe('describeActivity', () => {
  it("words a person's own entries from their side, as the domain's English does", () => {
    const roleChange = entry({ fromRole: 'user', toRole: 'admin' });
    expect(describeActivity(roleChange, 'b2', uk)).toBe(
      'Ada (ada@example.com) changed your role from user to admin.',
    );
    expect(describeActivity(roleChange, 'a1', uk)).toBe(
      'You changed the role of Bob (bob@example.com) from user to admin.',
    );
    expect(describeActivity({ ...roleChange, actor: null }, 'b2', uk)).toBe(
      'Thesis Studio changed your role from user to admin.',
    );
    expect(describeActivity(entry({ toRole: 'admin' }), 'b2', uk)).toBe(
      'Ada (ada@example.com) changed your role.',
    );
    expect(
      describeActivity(
        entry({ action: 'new_browser_sign_in', actor: bob, browser: 'Safari 17', os: 'iOS 17.5' }),
        'b2',
        uk,
      ),
    ).toBe('Signed in from a new browser: Safari 17 on iOS 17.5.');
    expect(describeActivity(entry({ action: 'account_deleted', subject: gone }), 'a1', uk)).toBe(
      'You deleted the account 665f1c2a9b1e8a0012345678.',
    );
    expect(describeActivity(entry({ action: 'token_revoked', tokenName: 'CI' }), 'b2', uk)).toBe(
      "Ada (ada@example.com) revoked your API token 'CI'.",
    );
    expect(describeActivity(entry({ action: 'token_revoked' }), 'a1', uk)).toBe(
      'You revoked the API token of Bob (bob@example.com).',
    );
  });

  it('speaks German to a German reader', () => {
    expect(describeActivity(entry({ fromRole: 'user', toRole: 'admin' }), 'b2', de)).toBe(
      'Ada (ada@example.com) hat Ihre Rolle von user zu admin geändert.',
    );
    expect(describeActivity(entry({ action: 'token_revoked', tokenName: 'CI' }), 'b2', de)).toBe(
      'Ada (ada@example.com) hat Ihr API-Token „CI“ widerrufen.',
    );
  });
});
