// GraphQL adapter for webhooks: thin over WebhooksService.
import type { Resolvers } from '../../gql/resolvers.js';

export const webhooksResolvers: Resolvers = {
  Query: {
    webhooks: (_parent, _args, { auth, services }) => services.webhooks.list(auth.user),
    webhookDeliveries: (_parent, { webhookId }, { auth, services }) =>
      services.webhooks.listDeliveries(auth.user, webhookId),
  },
  Mutation: {
    createWebhook: async (_parent, { input }, { auth, services }) => {
      const { secret, ...webhook } = await services.webhooks.create(auth.user, input);
      return { secret, webhook };
    },
    deleteWebhook: async (_parent, { id }, { auth, services }) =>
      (await services.webhooks.remove(auth.user, id)).id,
  },
};
