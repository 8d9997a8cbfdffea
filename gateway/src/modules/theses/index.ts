// The theses domain: theses inside projects, their share links and versioned edits.
import { defineModule, loadSdl } from '../../shared/module.js';
import { thesesResolvers } from './resolvers.js';
import { thesesApi } from './theses.api.js';
import { thesesRoutes } from './theses.routes.js';
import { createThesesService, type ThesesService } from './theses.service.js';
export { thesisAnswer } from './theses.schemas.js';
export { ifMatch, thesisEtag } from './theses.api.js';

export {
  THESIS_NOT_FOUND,
  ThesesService,
  createThesesService,
  newShareUrl,
  thesesPolicy,
  toThesisView,
  type SharedText,
  type ThesisEdit,
  type ThesisView,
} from './theses.service.js';

declare module '../../shared/services.js' {
  interface Services {
    theses: ThesesService;
  }
}

export const thesesModule = defineModule({
  name: 'theses',
  typeDefs: loadSdl(import.meta.url, 'theses.graphql'),
  resolvers: thesesResolvers,
  // Plugs into the projects domain (theses counts and lists) and the deletion cascade.
  createService: ({ services, cascade, logger }) => createThesesService(services.projects, cascade, logger),
  stop: (theses) => theses.readings.close(),
  routes: (theses) => thesesRoutes(theses),
  api: thesesApi,
});
