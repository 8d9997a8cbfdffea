// The webhooks domain (issue 19 part 4): endpoints a person registers for events of the projects they may read,
// delivered durably with retries in the Standard Webhooks format. Listed after the research and
// questions domains, whose events it hears.
import { defineModule } from '../../shared/module.js';
import { outboundPolicy } from '../../shared/outbound/safe-fetch.js';
import { WebhookDeliveries } from './delivery.js';
import { webhooksResolvers } from './resolvers.js';
import { webhooksApi } from './webhooks.api.js';
import { webhooksRoutes } from './webhooks.routes.js';
import type { ThesesService } from '../theses/index.js';
import { WebhooksService, type WebhooksDeps } from './webhooks.service.js';

export { webhooksPersonalData } from './webhooks.personal-data.js';

export const webhooksModule = defineModule(import.meta.url, {
  name: 'webhooks',
  resolvers: webhooksResolvers,
  createService: (
    { env, logger, jobs },
    ports: { theses: ThesesService } & Pick<WebhooksDeps, 'projectReaders' | 'project'>,
  ) => {
    const log = logger.child({ component: 'webhooks' });
    const deliveries = new WebhookDeliveries({
      policy: {
        ...outboundPolicy(env),
        allowedHosts: env.WEBHOOK_ALLOWED_HOSTS,
        allowListSetting: 'WEBHOOK_ALLOWED_HOSTS',
        timeoutMs: env.WEBHOOK_TIMEOUT_SECONDS * 1000,
      },
      maxAttempts: env.WEBHOOK_MAX_ATTEMPTS,
      retryBaseMs: env.WEBHOOK_RETRY_SECONDS * 1000,
      logger: log,
      jobs,
    });
    const webhooks = new WebhooksService({
      theses: ports.theses,
      projectReaders: ports.projectReaders,
      project: ports.project,
      deliveries,
      allowedHosts: env.WEBHOOK_ALLOWED_HOSTS,
      publicOrigin: env.PUBLIC_ORIGIN,
      logger: log,
    });
    return webhooks;
  },
  start: (webhooks) => webhooks.deliveries.start(),
  routes: (webhooks) => webhooksRoutes(webhooks),
  api: webhooksApi,
});
