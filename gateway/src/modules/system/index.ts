// The system domain: /healthz and what the gateway runs on.
import { aiProviderKind } from '../../env.js';
import { defineModule } from '../../shared/module.js';
import { searchProviderKind } from '../web/index.js';
import { systemResolvers } from './resolvers.js';
import { systemApi } from './system.api.js';
import { systemRoutes } from './system.routes.js';
import { SystemService } from './system.service.js';

export const systemModule = defineModule(import.meta.url, {
  name: 'system',
  resolvers: systemResolvers,
  createService: ({ database, env }) =>
    new SystemService(database, aiProviderKind(env), searchProviderKind(env)),
  routes: (system) => systemRoutes(system),
  api: systemApi,
  mountAtRoot: true,
});
