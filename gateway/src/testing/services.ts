// Test helper: the users, projects, theses and sharing services wired as the runtime wires them, on the
// test database.
import { pino } from 'pino';
import { DEFAULT_SHARED_HIDDEN_TOPICS } from '../env.js';
import { SharingService } from '../modules/sharing/index.js';
import { createThesesService, type ThesesService } from '../modules/theses/index.js';
import { ProjectsService } from '../modules/projects/index.js';
import { UsersService } from '../modules/users/index.js';
import { Cascade } from '../shared/cascade.js';
import { InProcessPubSub } from '../shared/pubsub/index.js';
import type { Logger } from '../shared/logger.js';
import { SessionStore } from '../shared/sessions/session-store.js';

export interface TestServices {
  logger: Logger;
  sessions: SessionStore;
  cascade: Cascade;
  users: UsersService;
  projects: ProjectsService;
  theses: ThesesService;
  /** What share links show (theses.sharedText answers through it); og images are not drawn. */
  sharing: SharingService;
}

/** Fresh services with a silent logger; build them in beforeEach, after the database is emptied. */
export function testServices(): TestServices {
  const logger = pino({ level: 'silent' });
  const sessions = new SessionStore();
  const cascade = new Cascade();
  const users = new UsersService(logger, sessions);
  const projects = new ProjectsService(users, cascade, logger);
  const theses = createThesesService(projects, cascade, logger);
  const sharing = new SharingService(theses, projects, cascade, new InProcessPubSub(), logger, {
    topics: DEFAULT_SHARED_HIDDEN_TOPICS,
    og: { render: async () => Buffer.alloc(0) },
    site: 'localhost',
  });
  return { logger, sessions, cascade, users, projects, theses, sharing };
}
