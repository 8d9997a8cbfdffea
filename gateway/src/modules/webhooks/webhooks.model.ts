// Webhook endpoints and their deliveries (issue 19 part 4). The signing secret is kept as issued (it
// signs every attempt) and never leaves the gateway again. Persistence only.
import { Schema, type Types } from 'mongoose';
import { declareModel, recordSchema } from '../../shared/model.js';
import { WEBHOOK_EVENTS, type WebhookEvent } from './webhooks.schemas.js';

export interface WebhookRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  url: string;
  events: WebhookEvent[];
  secret: string;
  createdAt: Date;
}

const webhookSchema = recordSchema<WebhookRecord>('webhooks', {
  userId: { type: Schema.Types.ObjectId, required: true },
  url: { type: String, required: true },
  events: { type: [String], enum: WEBHOOK_EVENTS, required: true },
  secret: { type: String, required: true },
  createdAt: { type: Date, required: true },
});
webhookSchema.index({ userId: 1, createdAt: -1 });
webhookSchema.index({ userId: 1, events: 1 });

export const WebhookModel = declareModel<WebhookRecord>('Webhook', webhookSchema);

type DeliveryStatus = 'pending' | 'delivered' | 'failed';

interface DeliveryAttempt {
  at: Date;
  /** The endpoint's HTTP status; null when no answer came (refused, timed out, unreachable). */
  status: number | null;
  durationMs: number;
  /** Why the attempt failed; null when it succeeded (2xx). */
  error: string | null;
}

export interface WebhookDeliveryRecord {
  /** The webhook-id header (msg_…): the same for every attempt, so a receiver can drop repeats. */
  _id: string;
  webhookId: Types.ObjectId;
  userId: Types.ObjectId;
  event: WebhookEvent;
  /** The body, exactly as sent (and signed). */
  payload: string;
  status: DeliveryStatus;
  attempts: DeliveryAttempt[];
  /** When the next attempt is due; null once delivered or given up. */
  nextAttemptAt: Date | null;
  createdAt: Date;
  /** When the record goes (TTL). */
  purgeAt: Date;
}

const attemptSchema = new Schema<DeliveryAttempt>(
  {
    at: { type: Date, required: true },
    status: { type: Number, default: null },
    durationMs: { type: Number, required: true },
    error: { type: String, default: null },
  },
  { _id: false },
);

const deliverySchema = recordSchema<WebhookDeliveryRecord>('webhook_deliveries', {
  _id: { type: String, required: true },
  webhookId: { type: Schema.Types.ObjectId, required: true },
  userId: { type: Schema.Types.ObjectId, required: true },
  event: { type: String, enum: WEBHOOK_EVENTS, required: true },
  payload: { type: String, required: true },
  status: { type: String, enum: ['pending', 'delivered', 'failed'], required: true },
  attempts: { type: [attemptSchema], default: [] },
  nextAttemptAt: { type: Date, default: null },
  createdAt: { type: Date, required: true },
  purgeAt: { type: Date, required: true },
});
deliverySchema.index({ webhookId: 1, createdAt: -1 });
deliverySchema.index({ status: 1, createdAt: 1 });
deliverySchema.index({ userId: 1 });
deliverySchema.index({ purgeAt: 1 }, { expireAfterSeconds: 0 });

export const WebhookDeliveryModel = declareModel<WebhookDeliveryRecord>('WebhookDelivery', deliverySchema);
