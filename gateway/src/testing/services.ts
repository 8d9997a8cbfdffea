// Test helper: the users, projects and theses services wired as the runtime wires them, on the test database.
import { pino } from 'pino';
import { createThesesService, type ThesesService } from '../modules/theses/index.js';
import { ProjectsService } from '../modules/projects/index.js';
import { UsersService } from '../modules/users/index.js';
import { Cascade } from '../shared/cascade.js';
import type { Logger } from '../shared/logger.js';
import { SessionStore } from '../shared/sessions/session-store.js';

export interface TestServices {
  logger: Logger;
  sessions: SessionStore;
  cascade: Cascade;
  users: UsersService;
  projects: ProjectsService;
  theses: ThesesService;
}

/** Fresh services with a silent logger; build them in beforeEach, after the database is emptied. */
export function testServices(): TestServices {
  const logger = pino({ level: 'silent' });
  const sessions = new SessionStore();
  const cascade = new Cascade();
  const users = new UsersService(logger, sessions);
  const projects = new ProjectsService(users, cascade, logger);
  const theses = createThesesService(projects, cascade, logger);
  return { logger, sessions, cascade, users, projects, theses };
}
