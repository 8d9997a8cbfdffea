// What the webhooks domain keeps about a person: their endpoints and deliveries, and deliveries to
// others' endpoints that name them.
import { recordsFile, type PersonalData } from '../../shared/personal-data.js';
import { WebhookModel } from './webhooks.model.js';
import type { WebhooksService } from './webhooks.service.js';

export const webhooksPersonalData: PersonalData<WebhooksService> = {
  export: {
    webhooks: recordsFile(
      {
        path: 'webhooks.json',
        about: 'Your webhook endpoints: address, events, created (never the signing secret).',
      },
      WebhookModel.collection,
      ({ userId }) => ({ userId }),
      { map: ({ secret: _secret, ...webhook }) => webhook },
    ),
  },
  deletion: (webhooks) => [
    { name: 'webhooks.all', run: (user) => webhooks.deleteOfUser(user.id) },
    { name: 'webhooks.naming', run: (user) => webhooks.deleteDeliveriesNaming(user.email) },
  ],
};
