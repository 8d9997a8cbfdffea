// The comments domain: comments on shared theses.
import { defineModule } from '../../shared/module.js';
import { commentsApi } from './comments.api.js';
import { commentsRoutes } from './comments.routes.js';
import type { ThesesService } from '../theses/index.js';
import { CommentsService } from './comments.service.js';
import { commentsResolvers } from './resolvers.js';

export { commentsPersonalData } from './comments.personal-data.js';

export const commentsModule = defineModule(import.meta.url, {
  name: 'comments',
  resolvers: commentsResolvers,
  createService: ({ rateLimits }, { theses }: { theses: ThesesService }) =>
    new CommentsService(theses, rateLimits),
  routes: (comments) => commentsRoutes(comments),
  api: commentsApi,
});
