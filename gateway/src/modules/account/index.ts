// The account domain (issue 21): a person's data end to end — deleting an account (self-service and
// by an admin, one resumable cascade), exporting it as a ZIP, the sessions it is signed in with, and
// the audit trail. Listed last: its deletion steps run after every other domain's.
import { defineModule, loadSdl } from '../../shared/module.js';
import { accountApi } from './account.api.js';
import { accountRoutes } from './account.routes.js';
import { AccountService } from './account.service.js';
import { AuditLog } from './audit.js';
import { AccountDeletions } from './deletion.js';
import { accountResolvers } from './resolvers.js';

export {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_LIMITS,
  AccountService,
  accountPolicy,
  sessionViewId,
} from './account.service.js';
export { PERSONAL_DATA, type PersonalDataRule } from './personal-data.js';

declare module '../../shared/services.js' {
  interface Services {
    account: AccountService;
  }
}

export const accountModule = defineModule({
  name: 'account',
  typeDefs: loadSdl(import.meta.url, 'account.graphql'),
  resolvers: accountResolvers,
  createService: ({ services, sessions, rateLimits, mailer, cascade, logger }) => {
    const audit = new AuditLog();
    const deletions = new AccountDeletions(
      () => cascade.deletingUserSteps(),
      logger.child({ component: 'account-deletion' }),
    );
    const account = new AccountService({
      users: services.users,
      sessions,
      rateLimits,
      deletions,
      audit,
      logger,
    });
    services.users.onRoleChanged((change) => account.roleChanged(change));
    services.auth.onSignedIn(async ({ user, meta, kind }) => {
      await audit.signedIn(user, meta, kind === 'register');
    });
    // This domain's own steps, after every other domain's.
    cascade.onDeletingUser('account.sessions', async (user) => {
      await sessions.revokeAll(user.id);
    });
    cascade.onDeletingUser('account.known-browsers', (user) => audit.forgetBrowsers(user.id));
    cascade.onDeletingUser('account.rate-limits', async (user) => {
      await rateLimits.forget(user.id);
      await rateLimits.forget(user.email);
    });
    cascade.onDeletingUser('account.mail', async (user) => {
      await mailer.forget(user.email);
    });
    cascade.onDeletingUser('account.audit', (user) => audit.scrub(user.id));
    return account;
  },
  // Deletions cut short (a crash, a failing step) are finished at start, then swept for every minute.
  start: (account) => account.deletions.start(),
  stop: (account) => account.deletions.stop(),
  routes: (account) => accountRoutes(account),
  api: accountApi,
});
