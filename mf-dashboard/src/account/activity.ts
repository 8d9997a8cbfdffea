// One sentence for each entry of a person's own account activity (issue 21 part 5), from their side and
// in the reader's language: 'An admin, Ada (ada@…), changed your role from user to admin', 'You changed
// the role of …', 'Signed in from a new browser: …'. The English matches @thesis-studio/domain's
// describeOwnAuditEntry.
import type { AuditEntryView, AuditPartyView } from '@thesis-studio/domain';
import type { Translate } from '../i18n';

/** 'Ada (ada@example.com)', 'Deleted account 665f…' (id only), or the email, name or id alone. */
function partyLabel(party: AuditPartyView, t: Translate): string {
  if (party.deleted) return t('dashboard.activity.deletedAccount', { id: party.id });
  if (party.name && party.email) return `${party.name} (${party.email})`;
  return party.email ?? party.name ?? t('dashboard.activity.account', { id: party.id });
}

export function describeActivity(entry: AuditEntryView, viewerId: string, t: Translate): string {
  const byMe = entry.actor?.id === viewerId;
  const aboutMe = entry.subject.id === viewerId;
  const actor = entry.actor ? partyLabel(entry.actor, t) : 'Thesis Studio';
  const subject = partyLabel(entry.subject, t);
  switch (entry.action) {
    case 'role_changed': {
      const roles = {
        change: entry.fromRole && entry.toRole ? 'yes' : 'no',
        from: entry.fromRole ?? '',
        to: entry.toRole ?? '',
      };
      if (aboutMe && !byMe) return t('dashboard.activity.roleChangedByOther', { actor, ...roles });
      if (aboutMe) return t('dashboard.activity.roleChangedOwn', roles);
      return t('dashboard.activity.roleChangedOf', { subject, ...roles });
    }
    case 'account_deleted':
      if (aboutMe) return t('dashboard.activity.accountDeletedOwn');
      return entry.subject.deleted
        ? t('dashboard.activity.accountDeletedId', { id: entry.subject.id })
        : t('dashboard.activity.accountDeletedOf', { subject });
    case 'token_revoked': {
      const token = { named: entry.tokenName ? 'yes' : 'no', token: entry.tokenName ?? '' };
      if (aboutMe && !byMe) return t('dashboard.activity.tokenRevokedByOther', { actor, ...token });
      if (aboutMe) return t('dashboard.activity.tokenRevokedOwn', token);
      return t('dashboard.activity.tokenRevokedOf', { subject, ...token });
    }
    case 'new_browser_sign_in': {
      const where =
        entry.browser && entry.os
          ? t('dashboard.sessions.device', { browser: entry.browser, os: entry.os })
          : (entry.browser ?? entry.os ?? '');
      return where ? t('dashboard.activity.newBrowserWhere', { where }) : t('dashboard.activity.newBrowser');
    }
    default:
      return t('dashboard.activity.other', { actor, action: entry.action.replace(/_/g, ' '), subject });
  }
}
