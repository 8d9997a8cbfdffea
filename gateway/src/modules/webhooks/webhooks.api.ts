// The REST contract of webhooks and the deliveries they receive (GatewayModule.api; see
// shared/openapi/contract.ts).
import { deletedAnswer, idPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import {
  createWebhookInput,
  createdWebhookAnswer,
  memberAddedPayload,
  memberRemovedPayload,
  questionReceivedPayload,
  researchCompletedPayload,
  researchFailedPayload,
  webhookAnswer,
  webhookDeliveryAnswer,
  webhookHeaders,
} from './webhooks.schemas.js';

const SIGNED =
  'Signed per Standard Webhooks; retried with exponential backoff until a 2xx answer (WEBHOOK_MAX_ATTEMPTS).';

export const webhooksApi = defineApi(
  {
    name: 'Webhooks',
    description:
      'Endpoints told of events of the projects you may read, your own and those shared with you ' +
      '(research.completed, research.failed, member.added, member.removed), and of questions readers ' +
      'send you about your own theses (question.received).',
  },
  {
    createWebhook: {
      method: 'post',
      path: '/api/webhooks',
      summary: 'Register a webhook endpoint',
      description:
        'The signing secret is in this answer only. Internal addresses (private, loopback, link-local) are ' +
        'refused, also after DNS and on redirects when sending. At most 20 endpoints an account.',
      access: 'user',
      body: createWebhookInput,
      responses: {
        201: { description: 'The endpoint and its signing secret.', schema: createdWebhookAnswer },
      },
      errors: [409],
    },
    listWebhooks: {
      method: 'get',
      path: '/api/webhooks',
      summary: 'Your webhook endpoints',
      access: 'user',
      responses: {
        200: { description: 'Newest first, each with its latest delivery.', schema: webhookAnswer.array() },
      },
    },
    deleteWebhook: {
      method: 'delete',
      path: '/api/webhooks/{id}',
      summary: 'Delete a webhook endpoint and its deliveries',
      description: 'Your own; admins: anyone’s.',
      access: 'user',
      params: idPath('The endpoint’s id.'),
      responses: { 200: { description: 'The deleted endpoint’s id.', schema: deletedAnswer } },
      errors: [404],
    },
    listWebhookDeliveries: {
      method: 'get',
      path: '/api/webhooks/{id}/deliveries',
      summary: 'An endpoint’s deliveries and their attempts',
      description: 'Newest first, at most 100; kept 30 days.',
      access: 'user',
      params: idPath('The endpoint’s id.'),
      responses: { 200: { description: 'Its deliveries.', schema: webhookDeliveryAnswer.array() } },
      errors: [404],
    },
  },
  {
    webhooks: {
      'research.completed': {
        summary: 'A research run of a thesis you may read completed',
        description: SIGNED,
        body: researchCompletedPayload,
        headers: webhookHeaders,
      },
      'research.failed': {
        summary: 'A research run of a thesis you may read failed',
        description: `${SIGNED} Starting research again resumes from the last finished phase.`,
        body: researchFailedPayload,
        headers: webhookHeaders,
      },
      'question.received': {
        summary: 'A reader sent you a question about your shared thesis',
        description: SIGNED,
        body: questionReceivedPayload,
        headers: webhookHeaders,
      },
      'member.added': {
        summary: 'Someone became a member of a project you may read',
        description: `${SIGNED} Sent to the owner and every member, the new one included.`,
        body: memberAddedPayload,
        headers: webhookHeaders,
      },
      'member.removed': {
        summary: 'A member left or was removed from a project you may read',
        description: `${SIGNED} Sent to the owner, the members who stay, and the one who went.`,
        body: memberRemovedPayload,
        headers: webhookHeaders,
      },
    },
  },
);
