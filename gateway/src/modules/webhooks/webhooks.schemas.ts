// Input shapes of webhook endpoints (issue 19 part 4): POST /api/webhooks, createWebhook.
import { THESIS_LANGUAGES } from '@thesis-studio/domain';
import { z } from 'zod';

/**
 * What a person may be told of: the research runs of the theses of every project they may read (their
 * own and those shared with them), questions readers send them, and who joins or leaves those projects.
 */
export const WEBHOOK_EVENTS = [
  'research.completed',
  'research.failed',
  'question.received',
  'member.added',
  'member.removed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_LIMITS = {
  perUser: 20,
  url: 2_000,
  /** Deliveries GET /api/webhooks/{id}/deliveries answers (newest first). */
  deliveriesShown: 100,
} as const;

const webhookUrlSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'url is required.' : 'url must be text.') })
  .trim()
  .min(1, 'url is required.')
  .max(WEBHOOK_LIMITS.url, `url must be at most ${WEBHOOK_LIMITS.url} characters.`)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'url must be a web address, e.g. https://example.com/hooks.' });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      ctx.addIssue({ code: 'custom', message: 'url must be an http or https address.' });
    else if (url.username || url.password)
      ctx.addIssue({ code: 'custom', message: 'url must not hold a user name or password.' });
    else if (url.hash) ctx.addIssue({ code: 'custom', message: 'url must not have a #fragment.' });
  });

export const createWebhookInput = z.strictObject({
  url: webhookUrlSchema,
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { message: `events must be among ${WEBHOOK_EVENTS.join(', ')}.` }), {
      message: `events must be a list of ${WEBHOOK_EVENTS.join(', ')}.`,
    })
    .min(1, 'Choose at least one event.')
    .max(WEBHOOK_EVENTS.length, `events must have at most ${WEBHOOK_EVENTS.length} items.`)
    .transform((events) => [...new Set(events)]),
});

export const objectIdSchema = z.string().regex(/^[0-9a-f]{24}$/i);

/** One try to deliver: the endpoint's status (null when no answer came), how long it took, why it failed. */
const webhookAttemptAnswer = z
  .object({
    at: z.iso.datetime(),
    status: z.number().int().nullable().meta({ description: 'The HTTP status; null when no answer came.' }),
    durationMs: z.number().int(),
    error: z.string().nullable().meta({ description: 'Why it failed; null on a 2xx answer.' }),
  })
  .meta({ id: 'WebhookAttempt' });

export const webhookDeliveryAnswer = z
  .object({
    id: z.string().meta({ description: 'The webhook-id header: the same on every attempt.' }),
    event: z.enum(WEBHOOK_EVENTS),
    status: z.enum(['pending', 'delivered', 'failed']).meta({
      description:
        'pending: being sent or waiting for a retry; delivered: a 2xx answer; failed: attempts used up.',
    }),
    createdAt: z.iso.datetime(),
    nextAttemptAt: z.iso.datetime().nullable().meta({ description: 'Null once delivered or failed.' }),
    attempts: webhookAttemptAnswer.array(),
  })
  .meta({ id: 'WebhookDelivery' });

export const webhookAnswer = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.enum(WEBHOOK_EVENTS).array(),
    createdAt: z.iso.datetime(),
    lastDelivery: webhookDeliveryAnswer.nullable(),
  })
  .meta({ id: 'Webhook' });

export const createdWebhookAnswer = webhookAnswer
  .extend({
    secret: z.string().meta({
      description: 'The signing secret, `whsec_` and base64 (Standard Webhooks): shown this once.',
    }),
  })
  .meta({ id: 'CreatedWebhook' });

/** What every delivery's body holds about the thesis. */
const thesisData = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  projectId: z.string(),
  status: z.string(),
  language: z
    .enum(THESIS_LANGUAGES)
    .meta({ description: 'What the thesis is written in, a BCP 47 tag (issue 31).' }),
  url: z.string().meta({ description: 'The thesis page: `{PUBLIC_ORIGIN}/theses/{slug}`.' }),
});

const envelope = <T extends z.ZodType>(type: WebhookEvent, data: T, id: string) =>
  z
    .object({
      type: z.literal(type),
      timestamp: z.iso.datetime().meta({ description: 'When the event happened.' }),
      data,
    })
    .meta({ id });

const researchFinishedPayload = (type: 'research.completed' | 'research.failed', id: string) =>
  envelope(
    type,
    z.object({
      thesis: thesisData,
      run: z.object({
        id: z.string(),
        status: z.enum(['complete', 'failed']),
        failureReason: z.string().nullable(),
        finishedAt: z.iso.datetime(),
      }),
    }),
    id,
  );

export const researchCompletedPayload = researchFinishedPayload(
  'research.completed',
  'ResearchCompletedEvent',
);
export const researchFailedPayload = researchFinishedPayload('research.failed', 'ResearchFailedEvent');

export const questionReceivedPayload = envelope(
  'question.received',
  z.object({
    thesis: thesisData,
    question: z.object({
      id: z.string(),
      question: z.string(),
      senderName: z.string(),
      senderEmail: z.string(),
      createdAt: z.iso.datetime(),
    }),
  }),
  'QuestionReceivedEvent',
);

/** What a member event's body holds about the project. */
const projectData = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  url: z.string().meta({ description: 'The project page: `{PUBLIC_ORIGIN}/projects/{slug}`.' }),
});

export const memberAddedPayload = envelope(
  'member.added',
  z.object({
    project: projectData,
    member: z.object({
      userId: z.string(),
      role: z.enum(['editor', 'viewer']),
    }),
  }),
  'MemberAddedEvent',
);

export const memberRemovedPayload = envelope(
  'member.removed',
  z.object({
    project: projectData,
    member: z.object({
      userId: z.string(),
      left: z
        .boolean()
        .meta({ description: 'True when they left; false when removed by the owner or an admin.' }),
      removedBy: z.string().meta({ description: 'Who removed them (their own id when they left).' }),
    }),
  }),
  'MemberRemovedEvent',
);

/** The Standard Webhooks headers every attempt carries. */
export const webhookHeaders = z.object({
  'webhook-id': z
    .string()
    .meta({ description: 'The delivery’s id (msg_…), the same on every attempt: drop repeats.' }),
  'webhook-timestamp': z
    .string()
    .meta({ description: 'Seconds since the epoch when this attempt was signed.' }),
  'webhook-signature': z.string().meta({
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the ' +
      'base64-decoded part of the secret after `whsec_`.',
  }),
});
