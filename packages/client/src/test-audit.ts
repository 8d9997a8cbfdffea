// Test support: audit entries as the GraphQL API answers them (AuditEntry, AuditParty), for the pages
// that list them (the admin's audit screen, a person's own activity); a test changes only what it is about.

/** A person an entry names; a deleted account keeps only its id. */
export const auditParty = (id: string, name: string | null, email: string | null, deleted = false) => ({
  __typename: 'AuditParty' as const,
  id,
  name,
  email,
  deleted,
});

/** An entry with no particulars: Ada signing in from a new browser, on 1 March 2026. */
export const auditEntry = (id: string, changes: Record<string, unknown> = {}) => ({
  __typename: 'AuditEntry' as const,
  id,
  action: 'new_browser_sign_in',
  actor: auditParty('u1', 'Ada', 'ada@example.com'),
  subject: auditParty('u1', 'Ada', 'ada@example.com'),
  fromRole: null,
  toRole: null,
  browser: null,
  os: null,
  tokenId: null,
  tokenName: null,
  ip: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  ...changes,
});
