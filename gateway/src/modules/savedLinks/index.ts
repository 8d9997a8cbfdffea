// The saved-links domain: links to shared theses a signed-in user keeps (Saved Links page, save toggle).
import { defineModule } from '../../shared/module.js';
import { savedLinksResolvers } from './resolvers.js';
import { savedLinksApi } from './savedLinks.api.js';
import { savedLinksRoutes } from './savedLinks.routes.js';
import type { ThesesService } from '../theses/index.js';
import { SavedLinksService } from './savedLinks.service.js';

export { savedLinksPersonalData } from './savedLinks.personal-data.js';

// No thesis cascade: a link outlives its thesis and says it is no longer available. A deleted
// account's own links go with it.
export const savedLinksModule = defineModule(import.meta.url, {
  name: 'savedLinks',
  resolvers: savedLinksResolvers,
  createService: (_deps, { theses }: { theses: ThesesService }) => new SavedLinksService(theses),
  routes: (savedLinks) => savedLinksRoutes(savedLinks),
  api: savedLinksApi,
});
