// The shape of a domain: one folder under modules/ whose index.ts exports a GatewayModule (its SDL,
// resolvers, REST routes, and how its service is built from the shared dependencies and the ports it
// declares). The gateway derives the schema and the routes from the one list in modules/composition.ts,
// where every service is built with its ports and every event subscription is made.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Router } from 'express';
import type { Env } from '../env.js';
import type { Resolvers } from '../gql/resolvers.js';
import type { Database } from './database.js';
import type { EventBus } from './events.js';
import type { Jobs } from './jobs.js';
import type { Logger } from './logger.js';
import type { Mailer } from './mailer/mailer.js';
import type { ApiRoutes } from './openapi/contract.js';
import type { PubSub } from './pubsub/index.js';
import type { RateLimitStore } from './rate-limit/rate-limit.js';
import type { SessionStore } from './sessions/session-store.js';
import type { Services } from './services.js';

/** The cross-cutting pieces every service may be built from (what it needs of other domains are its ports). */
export interface ModuleDeps {
  env: Env;
  logger: Logger;
  database: Pick<Database, 'kind' | 'isConnected'>;
  pubsub: PubSub;
  mailer: Mailer;
  rateLimits: RateLimitStore;
  sessions: SessionStore;
  /** The domain events (shared/events.ts): a service announces on it; subscriptions are the composition's. */
  events: EventBus;
  /** The durable job queue (shared/jobs.ts): a service defines its named jobs on it, and schedules them. */
  jobs: Jobs;
}

/**
 * A domain. `Service` is what `createService` builds (the composition names it `Services[name]`);
 * `Ports` is what its service needs of other domains, as typed ports (usually narrow views of their
 * services); the composition passes them in.
 */
export interface GatewayModule<
  Name extends string = keyof Services,
  Service = Services[keyof Services],
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Ports = any,
> {
  name: Name;
  /** The domain's SDL (its `<name>.graphql`, see `defineModule`). */
  typeDefs: string;
  resolvers: Resolvers;
  createService(deps: ModuleDeps, ports: Ports): Service;
  /** Background work, started once the database is connected and before HTTP (jobs run on `jobs`). */
  start?(service: Service): Promise<void>;
  /** Stops what `start` started; runs after HTTP has closed and before the database closes. */
  stop?(service: Service): Promise<void>;
  /** REST routes, mounted under /api (or at the site root with `mountAtRoot`). */
  routes?(service: Service, settings: { env: Env }): Router;
  mountAtRoot?: boolean;
  /**
   * The REST contract of `routes` (`<domain>.api.ts`, see shared/openapi/contract.ts): each route's
   * zod schemas, from which GET /api/openapi.json is generated. A test fails when a mounted route is
   * not declared here or a declared one is not mounted.
   */
  api?: ApiRoutes;
  /**
   * HTML pages at the site root that need the service (e.g. /shared/* with its preview tags), mounted
   * just before the static front end's index.html fallback.
   */
  pages?(service: Service, settings: { env: Env }): Router;
  /**
   * Answers a request from memory before express runs (true when it did), for the hottest public
   * reads; it must set every header the full stack would. Anything it leaves goes through express.
   */
  fastPath?(service: Service, settings: { env: Env }): (req: IncomingMessage, res: ServerResponse) => boolean;
}

/**
 * A domain whose SDL is the `<name>.graphql` file beside its index (`moduleUrl`: the index's
 * `import.meta.url`).
 */
export const defineModule = <Name extends string, Service, Ports = Record<string, never>>(
  moduleUrl: string,
  module: Omit<GatewayModule<Name, Service, Ports>, 'typeDefs'>,
): GatewayModule<Name, Service, Ports> => ({
  ...module,
  typeDefs: loadSdl(moduleUrl, `${module.name}.graphql`),
});

/**
 * Reads a module's `.graphql` file next to its index. From the build (dist/modules/x/index.js) the
 * file is read from the sources (src/modules/x/x.graphql), which ship with the gateway.
 */
function loadSdl(moduleUrl: string, file: string): string {
  const beside = fileURLToPath(new URL(file, moduleUrl));
  const path = existsSync(beside)
    ? beside
    : beside.replace(/([\\/])dist([\\/])modules\1/, '$1src$2modules$1');
  return readFileSync(path, 'utf8');
}
