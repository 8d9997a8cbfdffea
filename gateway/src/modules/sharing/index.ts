// The sharing domain: what readers of a share link see (API, GraphQL, page tags, og image, the text
// speech and chat may use) and the owner's share controls.
import { defineModule } from '../../shared/module.js';
import { sharedReadFastPath } from './fast-read.js';
import { OgRenderer } from './og-renderer.js';
import { sharingResolvers } from './resolvers.js';
import { SharedViews } from './shared-views.js';
import { sharedPageRoutes } from './shared-page.js';
import { sharingApi } from './sharing.api.js';
import { sharingRoutes } from './sharing.routes.js';
import type { ProjectsService } from '../projects/index.js';
import type { ThesesService } from '../theses/index.js';
import { SharingService, type SharingPorts } from './sharing.service.js';

export { SHARED_THESIS_NOT_FOUND, SharingService } from './sharing.service.js';
export { shareUrlOf } from './sharing.routes.js';

export const sharingModule = defineModule(import.meta.url, {
  name: 'sharing',
  resolvers: sharingResolvers,
  createService: (
    { pubsub, logger, env },
    ports: { theses: ThesesService; projects: ProjectsService } & SharingPorts,
  ) => {
    const views = new SharedViews();
    return new SharingService(ports.theses, ports.projects, ports, pubsub, logger, {
      topics: env.SHARED_HIDDEN_TOPICS,
      og: new OgRenderer(),
      visible: (...args) => views.visible(...args),
      onStop: () => views.close(),
      site: new URL(env.PUBLIC_ORIGIN).host,
    });
  },
  start: (sharing) => sharing.start(),
  stop: (sharing) => sharing.stop(),
  routes: (sharing) => sharingRoutes(sharing),
  api: sharingApi,
  pages: (sharing, { env }) => sharedPageRoutes(sharing, env),
  fastPath: (sharing, { env }) => sharedReadFastPath(sharing, env),
});
