// The account domain (issue 21): a person's data end to end — deleting an account (self-service and
// by an admin, one resumable cascade), exporting it as a ZIP, the sessions it is signed in with, and
// the audit trail. Listed last: its deletion steps run after every other domain's.
import { defineModule } from '../../shared/module.js';
import { accountApi } from './account.api.js';
import { accountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';
import { AuditLog } from './audit.js';
import { AccountDeletions } from './deletion.js';
import type { ExportSources } from './export.js';
import type { UserDeletingStep } from '../../shared/personal-data.js';
import type { UsersService } from '../users/index.js';
import { accountResolvers } from './resolvers.js';

export type { ExportSources } from './export.js';

export const accountModule = defineModule(import.meta.url, {
  name: 'account',
  resolvers: accountResolvers,
  createService: (
    { sessions, rateLimits, mailer, logger, jobs },
    ports: {
      users: UsersService;
      /** Every other domain's account-deletion steps, in the order they run (the composition's list). */
      deletionSteps: readonly UserDeletingStep[];
      /** What every other domain puts in a person's export (their declarations, in the export's order). */
      exports: ExportSources;
    },
  ) => {
    const audit = new AuditLog();
    // This domain's own steps, after every other domain's.
    const ownSteps: UserDeletingStep[] = [
      { name: 'account.sessions', run: (user) => sessions.revokeAll(user.id).then(() => undefined) },
      { name: 'account.known-browsers', run: (user) => audit.forgetBrowsers(user.id) },
      {
        name: 'account.rate-limits',
        run: async (user) => {
          await rateLimits.forget(user.id);
          await rateLimits.forget(user.email);
        },
      },
      { name: 'account.mail', run: (user) => mailer.forget(user.email).then(() => undefined) },
      { name: 'account.audit', run: (user) => audit.scrub(user.id) },
    ];
    const steps = [...ports.deletionSteps, ...ownSteps];
    const names = new Set(steps.map((step) => step.name));
    if (names.size !== steps.length) throw new Error('account: two deletion steps share a name');
    const deletions = new AccountDeletions(
      () => steps,
      logger.child({ component: 'account-deletion' }),
      jobs,
    );
    return new AccountService({
      users: ports.users,
      sessions,
      rateLimits,
      deletions,
      audit,
      logger,
      exports: ports.exports,
    });
  },
  // Deletions cut short (a crash, a failing step, a stop) are due at start: their jobs finish them.
  start: (account) => account.deletions.start(),
  routes: (account) => accountRoutes(account),
  api: accountApi,
});
