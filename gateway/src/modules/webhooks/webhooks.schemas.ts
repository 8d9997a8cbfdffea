// Input shapes of webhook endpoints (issue 19 part 4): POST /api/webhooks, createWebhook.
import { z } from 'zod';

/** What a person may be told of: their own theses' research runs, and questions readers send them. */
export const WEBHOOK_EVENTS = ['research.completed', 'research.failed', 'question.received'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_LIMITS = {
  perUser: 20,
  url: 2_000,
  /** Deliveries GET /api/webhooks/{id}/deliveries answers (newest first). */
  deliveriesShown: 100,
} as const;

export const webhookUrlSchema = z
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
