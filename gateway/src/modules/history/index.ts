// The history domain: thesis revisions (kept on every saved edit, listed, restored) and exports
// (Markdown, DOCX, PDF).
import { defineModule } from '../../shared/module.js';
import { historyApi } from './history.api.js';
import { historyRoutes } from './history.routes.js';
import type { ThesesService } from '../theses/index.js';
import { HistoryService } from './history.service.js';
import { historyResolvers } from './resolvers.js';

export { HISTORY_LIMIT, HistoryService, RESEARCH_AUTHOR } from './history.service.js';
export { historyPersonalData } from './history.personal-data.js';

export const historyModule = defineModule(import.meta.url, {
  name: 'history',
  resolvers: historyResolvers,
  createService: ({ logger }, { theses }: { theses: ThesesService }) => new HistoryService(theses, logger),
  routes: (history) => historyRoutes(history),
  api: historyApi,
});
