// Test support: audit entries as the domain describes them (AuditEntryView), for the tests of the
// domain's English wording and of each app's own (a person's activity); a test changes only what it is about.
import type { AuditEntryView, AuditPartyView } from './audit.js';

export const ada: AuditPartyView = { id: 'a1', name: 'Ada', email: 'ada@example.com', deleted: false };
export const bob: AuditPartyView = { id: 'b2', name: 'Bob', email: 'bob@example.com', deleted: false };
/** A deleted account: only its id is kept. */
export const gone: AuditPartyView = {
  id: '665f1c2a9b1e8a0012345678',
  name: null,
  email: null,
  deleted: true,
};

/** Ada changing Bob's role, with `overrides`. */
export const auditEntryView = (overrides: Partial<AuditEntryView>): AuditEntryView => ({
  action: 'role_changed',
  actor: ada,
  subject: bob,
  ...overrides,
});
