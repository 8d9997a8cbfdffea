// The theses domain: theses inside projects, their share links and versioned edits.
import { defineModule } from '../../shared/module.js';
import { thesesResolvers } from './resolvers.js';
import { thesesApi } from './theses.api.js';
import { thesesRoutes } from './theses.routes.js';
import type { ProjectsService } from '../projects/index.js';
import { createThesesService, type ThesesPorts } from './theses.service.js';
export { thesisAnswer } from './theses.schemas.js';
export { ifMatch, thesisEtag } from './theses.api.js';

export {
  THESIS_NOT_FOUND,
  ThesesService,
  createThesesService,
  newShareUrl,
  type SharedText,
  type ThesisEdit,
  type ThesisView,
} from './theses.service.js';
export { thesesOf, thesesPersonalData } from './theses.personal-data.js';

export const thesesModule = defineModule(import.meta.url, {
  name: 'theses',
  resolvers: thesesResolvers,
  // Its ports (projects, sharing's shared text) and who reacts to its events: modules/composition.ts.
  createService: ({ events, logger, pubsub }, ports: { projects: ProjectsService } & ThesesPorts) =>
    createThesesService(ports.projects, events, logger, ports, pubsub),
  stop: (theses) => theses.readings.close(),
  routes: (theses) => thesesRoutes(theses),
  api: thesesApi,
});
