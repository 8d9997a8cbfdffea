// Durable webhook delivery: one job per delivery on the gateway's job queue (shared/jobs.ts), like
// research runs. Each attempt POSTs the stored body, signed afresh (Standard Webhooks headers),
// through THE outbound guard (safeFetch: internal addresses refused after DNS and on every redirect,
// WEBHOOK_ALLOWED_HOSTS admitting named hosts; only 307/308 followed, so a POST stays a POST). A 2xx
// delivers; anything else is retried with exponential backoff (WEBHOOK_RETRY_SECONDS × 3ⁿ, ±10 %) up to
// WEBHOOK_MAX_ATTEMPTS; a refused address or URL is given up at once. Every attempt is recorded on the
// delivery (status, time taken, error) and logged.
import { performance } from 'node:perf_hooks';
import type { Jobs } from '../../shared/jobs.js';
import type { Logger } from '../../shared/logger.js';
import { OutboundError, safeFetch, type OutboundPolicy } from '../../shared/outbound/safe-fetch.js';
import { signWebhook } from './signature.js';
import {
  WebhookDeliveryModel,
  WebhookModel,
  type WebhookDeliveryRecord,
  type WebhookRecord,
} from './webhooks.model.js';

const JOB = 'webhook-delivery';
/** An endpoint's answer is read for its status; a little of its body is enough. */
const ANSWER_BYTES = 16 * 1024;
/** Outbound errors no retry can mend. */
const PERMANENT = new Set(['BAD_URL', 'REFUSED_ADDRESS']);

export interface DeliveryDeps {
  policy: OutboundPolicy;
  maxAttempts: number;
  /** Wait before the first retry; each further one waits 3 times longer (±10 %). */
  retryBaseMs: number;
  logger: Logger;
  /** The gateway's job queue: deliveries are its 'webhook-delivery' jobs. */
  jobs: Jobs;
}

/** The wait before retry `n` (1 = the first retry). */
export function retryDelayMs(n: number, baseMs: number, random = Math.random): number {
  return Math.round(baseMs * 3 ** (n - 1) * (0.9 + 0.2 * random()));
}

class RetryLater extends Error {}

export class WebhookDeliveries {
  constructor(private readonly deps: DeliveryDeps) {
    const { retryBaseMs, maxAttempts, policy } = deps;
    deps.jobs.define<{ deliveryId: string }>(
      JOB,
      {
        lockLifetimeMs: policy.timeoutMs + 30_000,
        concurrency: 10,
        // A retry due sooner than a scan is found by the scan before it; tests use short waits.
        dueWithinMs: Math.max(100, Math.min(2_000, retryBaseMs / 2)),
        retryDelayMs: (failures, error) =>
          error instanceof RetryLater && failures < maxAttempts ? retryDelayMs(failures, retryBaseMs) : null,
        removeWhenDone: true,
      },
      ({ data }) => this.attempt(data.deliveryId),
    );
  }

  /** Deliveries recorded but not queued (a stop between the two writes) are queued again. */
  async start(): Promise<void> {
    const pending = await WebhookDeliveryModel.find({ status: 'pending' }, { _id: 1 }).lean<
      Array<{ _id: string }>
    >();
    for (const delivery of pending) await this.enqueue(delivery._id);
  }

  /** Queues a delivery's first attempt; a delivery already queued is left as it is. */
  async enqueue(deliveryId: string): Promise<void> {
    await this.deps.jobs.schedule(JOB, { deliveryId }, { uniqueBy: 'deliveryId', keepExisting: true });
  }

  /** Forgets the jobs of deliveries that are gone (their endpoint was deleted). */
  async cancel(deliveryIds: readonly string[]): Promise<void> {
    for (const deliveryId of deliveryIds) await this.deps.jobs.cancel(JOB, { deliveryId });
  }

  /** One attempt; throws RetryLater (agenda then waits its backoff) while attempts remain. */
  private async attempt(deliveryId: string): Promise<void> {
    const delivery = await WebhookDeliveryModel.findOne({
      _id: deliveryId,
      status: 'pending',
    }).lean<WebhookDeliveryRecord>();
    if (!delivery) return;
    const webhook = await WebhookModel.findById(delivery.webhookId).lean<WebhookRecord>();
    if (!webhook) {
      await WebhookDeliveryModel.deleteOne({ _id: deliveryId });
      return;
    }
    const number = delivery.attempts.length + 1;
    const { status, error, permanent, durationMs, operatorHint } = await this.post(webhook, delivery);
    const done = error === null;
    const last = done || permanent || number >= this.deps.maxAttempts;
    const at = new Date();
    await WebhookDeliveryModel.updateOne(
      { _id: deliveryId },
      {
        $push: { attempts: { at, status, durationMs, error } },
        $set: {
          status: done ? 'delivered' : last ? 'failed' : 'pending',
          nextAttemptAt: last
            ? null
            : new Date(at.getTime() + retryDelayMs(number, this.deps.retryBaseMs, () => 0.5)),
        },
      },
    );
    const fields = {
      webhookId: webhook._id.toString(),
      deliveryId,
      event: delivery.event,
      attempt: number,
      status,
      durationMs,
      error,
      // The server setting that would admit a refused address: for the operator, never the user.
      ...(operatorHint ? { operatorHint } : {}),
    };
    if (done) this.deps.logger.info(fields, 'webhook delivered');
    else
      this.deps.logger.warn(
        { ...fields, final: last },
        last ? 'webhook delivery failed' : 'webhook attempt failed',
      );
    if (!last) throw new RetryLater(error ?? 'not delivered');
  }

  private async post(
    webhook: WebhookRecord,
    delivery: WebhookDeliveryRecord,
  ): Promise<{
    status: number | null;
    error: string | null;
    permanent: boolean;
    durationMs: number;
    operatorHint?: string;
  }> {
    const timestamp = Math.floor(Date.now() / 1000);
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const answer = await safeFetch(webhook.url, {
        policy: this.deps.policy,
        purpose: 'webhook',
        method: 'POST',
        redirects: 'method-preserving',
        maxBytes: ANSWER_BYTES,
        headers: {
          'content-type': 'application/json',
          'webhook-id': delivery._id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(webhook.secret, delivery._id, timestamp, delivery.payload),
        },
        body: delivery.payload,
      });
      const ok = answer.status >= 200 && answer.status < 300;
      return {
        status: answer.status,
        error: ok ? null : `The endpoint answered ${answer.status}; a 2xx status is expected.`,
        permanent: false,
        durationMs: elapsed(),
      };
    } catch (error) {
      const outbound = error instanceof OutboundError ? error : null;
      return {
        status: null,
        error: outbound?.message ?? 'The delivery failed before the endpoint answered.',
        permanent: outbound !== null && PERMANENT.has(outbound.code),
        durationMs: elapsed(),
        ...(outbound?.operatorHint ? { operatorHint: outbound.operatorHint } : {}),
      };
    }
  }
}
