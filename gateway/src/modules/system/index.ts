// The system domain: /healthz and what the gateway runs on.
import { aiProviderKind } from '../../env.js';
import { defineModule, loadSdl } from '../../shared/module.js';
import { searchProviderKind } from '../web/index.js';
import { systemResolvers } from './resolvers.js';
import { systemApi } from './system.api.js';
import { systemRoutes } from './system.routes.js';
import { SystemService } from './system.service.js';

declare module '../../shared/services.js' {
  interface Services {
    system: SystemService;
  }
}

export const systemModule = defineModule({
  name: 'system',
  typeDefs: loadSdl(import.meta.url, 'system.graphql'),
  resolvers: systemResolvers,
  createService: ({ database, env }) =>
    new SystemService(database, aiProviderKind(env), searchProviderKind(env)),
  routes: (system) => systemRoutes(system),
  api: systemApi,
  mountAtRoot: true,
});
