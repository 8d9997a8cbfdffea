// `thesis-gateway create-admin --email <e> [--password <p>] [--username <u>]`: creates an admin account,
// or promotes an existing account to admin. The password may also come from ADMIN_PASSWORD.
import { parseArgs } from 'node:util';
import { loadEnvOrReport } from '../env.js';
import { databaseTarget } from '../runtime.js';
import { connectDatabase } from '../shared/database.js';
import { createLogger } from '../shared/logger.js';
import { ServiceError } from '../shared/errors/service-error.js';
import { SessionStore } from '../shared/sessions/session-store.js';
import { UsersService } from '../modules/users/users.service.js';

const CREATE_ADMIN_USAGE =
  'Usage: thesis-gateway create-admin --email <email> [--password <password>] [--username <name>]\n' +
  '  The password may instead be given in ADMIN_PASSWORD. An existing account keeps its password and becomes admin.';

export async function createAdmin(args: string[]): Promise<void> {
  let values: { email?: string; password?: string; username?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, password: { type: 'string' }, username: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${CREATE_ADMIN_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const env = loadEnvOrReport();
  if (!env) {
    process.exitCode = 1;
    return;
  }
  const email = values.email ?? env.ADMIN_EMAIL;
  const password = values.password ?? env.ADMIN_PASSWORD ?? '';
  if (!email) {
    console.error(`--email is required.\n${CREATE_ADMIN_USAGE}`);
    process.exitCode = 2;
    return;
  }
  const logger = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL);
  const database = await connectDatabase(databaseTarget(env), logger);
  try {
    const { user, outcome } = await new UsersService(logger, new SessionStore()).ensureAdmin({
      email,
      password,
      ...(values.username ? { username: values.username } : {}),
    });
    console.log(
      `${outcome === 'created' ? 'Created' : outcome === 'promoted' ? 'Promoted' : 'Already admin:'} ${user.email} (admin)`,
    );
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
