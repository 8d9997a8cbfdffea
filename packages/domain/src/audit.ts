// How audit entries read (issue 21): the admin's audit screen and a person's own account activity.
// An entry about a deleted account names it by its id only.

export const AUDIT_ACTIONS = [
  'role_changed',
  'account_deleted',
  'token_revoked',
  'new_browser_sign_in',
] as const;
export type AuditActionName = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditActionName, string> = {
  role_changed: 'Role changed',
  account_deleted: 'Account deleted',
  token_revoked: 'API token revoked',
  new_browser_sign_in: 'Sign-in from a new browser',
};

export const isAuditAction = (value: string): value is AuditActionName =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);

/** Someone an entry names (GraphQL AuditParty). */
export interface AuditPartyView {
  id: string;
  name?: string | null;
  email?: string | null;
  deleted: boolean;
}

/** The fields of an entry these rules read (GraphQL AuditEntry). */
export interface AuditEntryView {
  action: string;
  actor?: AuditPartyView | null;
  subject: AuditPartyView;
  fromRole?: string | null;
  toRole?: string | null;
  browser?: string | null;
  os?: string | null;
  tokenName?: string | null;
  tokenId?: string | null;
}

/** 'Ada (ada@example.com)', 'Deleted account 665f…' (id only), or 'System' for no actor. */
export function auditPartyLabel(party: AuditPartyView | null | undefined): string {
  if (!party) return 'System';
  if (party.deleted) return `Deleted account ${party.id}`;
  if (party.name && party.email) return `${party.name} (${party.email})`;
  return party.email ?? party.name ?? `Account ${party.id}`;
}

/** 'Firefox 128 on Windows 11'; either part may be missing. */
export function browserOnOs(browser: string | null | undefined, os: string | null | undefined): string {
  return [browser, os].filter(Boolean).join(' on ');
}

/** The entry's particulars: 'user → admin', 'Firefox 128 on Linux', "Token 'CI deploys'". */
export function auditDetails(entry: AuditEntryView): string {
  switch (entry.action) {
    case 'role_changed':
      return entry.fromRole && entry.toRole ? `${entry.fromRole} → ${entry.toRole}` : (entry.toRole ?? '');
    case 'new_browser_sign_in':
      return browserOnOs(entry.browser, entry.os);
    case 'token_revoked':
      return entry.tokenName ? `Token '${entry.tokenName}'` : entry.tokenId ? `Token ${entry.tokenId}` : '';
    default:
      return '';
  }
}

/**
 * One sentence for a person's own activity list, from their side: 'An admin, Ada (ada@…), changed your
 * role from user to admin', 'You changed the role of …', 'Signed in from a new browser: …'.
 */
export function describeOwnAuditEntry(entry: AuditEntryView, viewerId: string): string {
  const byMe = entry.actor?.id === viewerId;
  const aboutMe = entry.subject.id === viewerId;
  const actor = entry.actor ? auditPartyLabel(entry.actor) : 'Thesis Studio';
  const subject = auditPartyLabel(entry.subject);
  switch (entry.action) {
    case 'role_changed': {
      const change = entry.fromRole && entry.toRole ? ` from ${entry.fromRole} to ${entry.toRole}` : '';
      if (aboutMe && !byMe) return `${actor} changed your role${change}.`;
      if (aboutMe) return `You changed your role${change}.`;
      return `You changed the role of ${subject}${change}.`;
    }
    case 'account_deleted':
      if (aboutMe) return 'Your account was deleted.';
      return entry.subject.deleted
        ? `You deleted the account ${entry.subject.id}.`
        : `You deleted the account of ${subject}.`;
    case 'token_revoked': {
      const token = entry.tokenName ? ` '${entry.tokenName}'` : '';
      if (aboutMe && !byMe) return `${actor} revoked your API token${token}.`;
      if (aboutMe) return `You revoked your API token${token}.`;
      return `You revoked the API token${token} of ${subject}.`;
    }
    case 'new_browser_sign_in': {
      const where = browserOnOs(entry.browser, entry.os);
      return where ? `Signed in from a new browser: ${where}.` : 'Signed in from a new browser.';
    }
    default:
      return `${actor}: ${entry.action.replace(/_/g, ' ')} (${subject}).`;
  }
}
