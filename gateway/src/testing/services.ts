// Test helper: the users, projects, theses and sharing services wired as the composition wires them
// (modules/composition.ts), on the test database.
import { pino } from 'pino';
import { DEFAULT_SHARED_HIDDEN_TOPICS } from '../env.js';
import { SharingService } from '../modules/sharing/index.js';
import { createThesesService, type ThesesService } from '../modules/theses/index.js';
import { ProjectsService } from '../modules/projects/index.js';
import { UsersService } from '../modules/users/index.js';
import { EventBus } from '../shared/events.js';
import { InProcessPubSub } from '../shared/pubsub/index.js';
import type { Logger } from '../shared/logger.js';
import { SessionStore } from '../shared/sessions/session-store.js';

export interface TestServices {
  logger: Logger;
  sessions: SessionStore;
  /** The domain events; a test subscribes what a later domain would (e.g. 'theses.deleting'). */
  events: EventBus;
  users: UsersService;
  projects: ProjectsService;
  theses: ThesesService;
  /**
   * What share links show (theses.sharedText answers through it); og images are not drawn. A test may
   * put its own here (and subscribe it, see `subscribeSharing`).
   */
  sharing: SharingService;
}

/** The sharing domain's reactions, as the composition subscribes them. */
export function subscribeSharing(events: EventBus, sharing: SharingService): void {
  events.on('thesis.edited', (edit) => sharing.thesisEdited(edit));
  events.on('theses.deleting', (thesisIds) => sharing.thesesDeleting(thesisIds));
}

/** Fresh services with a silent logger; build them in beforeEach, after the database is emptied. */
export function testServices(): TestServices {
  const logger = pino({ level: 'silent' });
  const sessions = new SessionStore();
  const events = new EventBus();
  const users = new UsersService(logger, sessions, events);
  const built = {} as TestServices;
  const projects = new ProjectsService(users, events, logger, {
    countTheses: (projectIds) => built.theses.countByProject(projectIds),
    listTheses: (projectId) => built.theses.listOfProject(projectId),
  });
  const theses = createThesesService(projects, events, logger, {
    sharedText: (shareUrl) => built.sharing.sharedText(shareUrl),
  });
  events.on('project.deleting', (projectId) => theses.deleteAllOfProject(projectId));
  const sharing = new SharingService(theses, projects, {}, new InProcessPubSub(), logger, {
    topics: DEFAULT_SHARED_HIDDEN_TOPICS,
    og: { render: async () => Buffer.alloc(0) },
    site: 'localhost',
  });
  subscribeSharing(events, sharing);
  return Object.assign(built, { logger, sessions, events, users, projects, theses, sharing });
}

/**
 * The three accounts the services' tests act as, registered in this order: `admin@x.io` (the first
 * account is the admin), `owner@x.io` and `stranger@x.io`, each named after itself, password 'password8'.
 */
export async function registerAdminOwnerStranger(users: UsersService) {
  const register = (name: string) =>
    users.register({ email: `${name}@x.io`, username: name, password: 'password8' });
  const admin = await register('admin');
  const owner = await register('owner');
  const stranger = await register('stranger');
  return { admin, owner, stranger };
}
