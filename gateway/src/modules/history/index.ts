// The history domain: thesis revisions (kept on every saved edit, listed, restored) and exports
// (Markdown, DOCX, PDF).
import type { Cascade } from '../../shared/cascade.js';
import { defineModule, loadSdl } from '../../shared/module.js';
import { historyApi } from './history.api.js';
import { historyRoutes } from './history.routes.js';
import { HistoryService } from './history.service.js';
import { historyResolvers } from './resolvers.js';

export {
  DELETED_AUTHOR,
  HISTORY_LIMIT,
  HistoryService,
  RESEARCH_AUTHOR,
  REVISION_NOT_FOUND,
  type RevisionView,
} from './history.service.js';

declare module '../../shared/services.js' {
  interface Services {
    history: HistoryService;
  }
}

/** Builds the service and plugs it into theses (every saved edit) and the deletion cascade. */
export function createHistoryService(
  theses: ConstructorParameters<typeof HistoryService>[0],
  cascade: Pick<Cascade, 'onDeletingTheses' | 'onDeletingUser'>,
  logger: ConstructorParameters<typeof HistoryService>[1],
): HistoryService {
  const history = new HistoryService(theses, logger);
  theses.onEdit((edit) => history.keep(edit));
  cascade.onDeletingTheses((ids) => history.deleteOfTheses(ids));
  cascade.onDeletingUser('history.authored', (user) => history.forgetAuthor(user.id));
  return history;
}

export const historyModule = defineModule({
  name: 'history',
  typeDefs: loadSdl(import.meta.url, 'history.graphql'),
  resolvers: historyResolvers,
  createService: ({ services, cascade, logger }) => createHistoryService(services.theses, cascade, logger),
  routes: (history) => historyRoutes(history),
  api: historyApi,
});
