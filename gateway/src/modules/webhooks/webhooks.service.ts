// Webhooks (issue 19 part 4, issue 29): a person registers endpoints for events of the projects they
// may read — a research run completed or failed, a member added or removed — and of their own theses —
// a reader's question received — and each event becomes one delivery per endpoint, sent durably
// (delivery.ts) in the Standard Webhooks format. The secret is shown once. The only place REST and
// GraphQL both call.
//
// Who hears what (issue 29): a project's events go to its owner and its members (editors and viewers
// alike: each may read the thesis the event names), worked out when the event happens, so a person
// who left or was removed hears nothing more of it. Admins hear only of projects they own or are
// members of (they may read every project, but a webhook is a person's, not a surveillance feed).
// question.received stays the owner's: the question (with the sender's address) was sent to them.
import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { requireSignedIn, type Actor } from '../../shared/access/actor.js';
import { authorize, ownerOrAdmin, signedIn, type Policy } from '../../shared/access/policy.js';
import { badUserInput, conflict, notFound } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import { isAllowedHost, isIpLiteral, isPublicAddress } from '../../shared/outbound/addresses.js';
import { parseInput } from '../../shared/validate.js';
import type { MemberAdded, MemberRemoved } from '../../shared/events.js';
import type { ReceivedQuestion } from '../questions/index.js';
import type { FinishedResearchRun } from '../research/index.js';
import type { ThesesService, ThesisView } from '../theses/index.js';
import type { WebhookDeliveries } from './delivery.js';
import { newWebhookSecret } from './signature.js';
import {
  WebhookDeliveryModel,
  WebhookModel,
  type WebhookDeliveryRecord,
  type WebhookRecord,
} from './webhooks.model.js';
import {
  WEBHOOK_LIMITS,
  createWebhookInput,
  objectIdSchema,
  type WebhookEvent,
  type createdWebhookAnswer,
  type webhookAnswer,
  type webhookDeliveryAnswer,
} from './webhooks.schemas.js';

const WEBHOOK_NOT_FOUND = 'Webhook not found.';

/** Deliveries (and their attempts) are kept this long. */
const KEEP_DELIVERIES_MS = 30 * 24 * 60 * 60 * 1000;

/** A person's own endpoints; admins may also delete anyone's and read its deliveries. */
const webhooksPolicy: Policy<'create' | 'list' | 'remove' | 'deliveries', { userId: string } | null> = {
  create: signedIn,
  list: signedIn,
  remove: ownerOrAdmin((webhook) => webhook?.userId ?? ''),
  deliveries: ownerOrAdmin((webhook) => webhook?.userId ?? ''),
};

/** An endpoint's delivery with its attempts (webhookDeliveryAnswer). */
export type WebhookDeliveryView = z.output<typeof webhookDeliveryAnswer>;

/** An endpoint as its owner sees it, never its secret (webhookAnswer). */
export type WebhookView = z.output<typeof webhookAnswer>;

/** The answer to registering an endpoint: the one time its signing secret is shown (createdWebhookAnswer). */
export type CreatedWebhook = z.output<typeof createdWebhookAnswer>;

/** The body of every delivery (Standard Webhooks): type, timestamp, data. */
interface WebhookPayload {
  type: WebhookEvent;
  timestamp: string;
  data: Record<string, unknown>;
}

/** A project as member events name it. */
export interface WebhookProject {
  id: string;
  slug: string;
  name: string;
}

export interface WebhooksDeps {
  theses: Pick<ThesesService, 'withOwner'>;
  /** Who may read a project: its owner and its members (user ids); empty when it is gone. */
  projectReaders: (projectId: string) => Promise<string[]>;
  /** A project's id, slug and name; null when it is gone. */
  project: (projectId: string) => Promise<WebhookProject | null>;
  deliveries: WebhookDeliveries;
  /** WEBHOOK_ALLOWED_HOSTS: checked at registration for addresses written as such (DNS is checked when sending). */
  allowedHosts: readonly string[];
  publicOrigin: string;
  logger: Logger;
}

const toDeliveryView = (record: WebhookDeliveryRecord): WebhookDeliveryView => ({
  id: record._id,
  event: record.event,
  status: record.status,
  createdAt: record.createdAt.toISOString(),
  nextAttemptAt: record.nextAttemptAt?.toISOString() ?? null,
  attempts: record.attempts.map((attempt) => ({
    at: attempt.at.toISOString(),
    status: attempt.status ?? null,
    durationMs: attempt.durationMs,
    error: attempt.error ?? null,
  })),
});

/** The same event for the same endpoint always gets the same webhook-id: recording it twice sends it once. */
const deliveryIdOf = (webhookId: string, event: WebhookEvent, source: string): string =>
  `msg_${createHash('sha256').update(`${webhookId}\n${event}\n${source}`).digest('base64url').slice(0, 27)}`;

export class WebhooksService {
  constructor(private readonly deps: WebhooksDeps) {}

  get deliveries(): WebhookDeliveries {
    return this.deps.deliveries;
  }

  /** POST /api/webhooks, createWebhook: 201 with the signing secret, shown this once. */
  async create(actor: Actor | null, input: unknown): Promise<CreatedWebhook> {
    authorize(webhooksPolicy, 'create', actor, null);
    const user = requireSignedIn(actor);
    const data = parseInput(createWebhookInput, input);
    this.refuseInternal(new URL(data.url));
    const count = await WebhookModel.countDocuments({ userId: new Types.ObjectId(user.id) });
    if (count >= WEBHOOK_LIMITS.perUser)
      throw conflict(
        `You have ${WEBHOOK_LIMITS.perUser} webhooks, the most an account may hold: delete one first.`,
      );
    const secret = newWebhookSecret();
    const record = await WebhookModel.create({
      userId: new Types.ObjectId(user.id),
      url: data.url,
      events: data.events,
      secret,
      createdAt: new Date(),
    });
    this.deps.logger.info(
      { actorId: user.id, webhookId: record.id as string, events: data.events },
      'webhook registered',
    );
    return { ...(await this.view(record.toObject<WebhookRecord>())), secret };
  }

  /** GET /api/webhooks, webhooks: the person's own endpoints, newest first. */
  async list(actor: Actor | null): Promise<WebhookView[]> {
    authorize(webhooksPolicy, 'list', actor, null);
    const records = await WebhookModel.find({ userId: new Types.ObjectId(requireSignedIn(actor).id) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<WebhookRecord[]>();
    return Promise.all(records.map((record) => this.view(record)));
  }

  /** DELETE /api/webhooks/{id}, deleteWebhook: the endpoint, its deliveries and their queued attempts. */
  async remove(actor: Actor | null, id: unknown): Promise<{ id: string }> {
    const record = await this.find(actor, 'remove', id);
    await WebhookModel.deleteOne({ _id: record._id });
    await this.deleteDeliveries({ webhookId: record._id });
    this.deps.logger.info({ actorId: actor?.id, webhookId: record._id.toString() }, 'webhook deleted');
    return { id: record._id.toString() };
  }

  /** GET /api/webhooks/{id}/deliveries, webhookDeliveries: newest first, each with its attempts. */
  async listDeliveries(actor: Actor | null, id: unknown): Promise<WebhookDeliveryView[]> {
    const record = await this.find(actor, 'deliveries', id);
    const deliveries = await WebhookDeliveryModel.find({ webhookId: record._id })
      .sort({ createdAt: -1, _id: -1 })
      .limit(WEBHOOK_LIMITS.deliveriesShown)
      .lean<WebhookDeliveryRecord[]>();
    return deliveries.map(toDeliveryView);
  }

  /**
   * The research domain's listener: research.completed / research.failed to everyone who may read the
   * thesis (its project's owner and members).
   */
  async researchFinished(run: FinishedResearchRun): Promise<void> {
    const found = await this.deps.theses.withOwner(run.thesisId);
    if (!found) return;
    const event: WebhookEvent = run.status === 'complete' ? 'research.completed' : 'research.failed';
    const readers = await this.deps.projectReaders(found.thesis.projectId);
    await this.emit(readers, event, `${run.runId}:${run.finishedAt.getTime()}`, {
      thesis: this.thesisData(found.thesis),
      run: {
        id: run.runId,
        status: run.status,
        failureReason: run.failureReason,
        finishedAt: run.finishedAt.toISOString(),
      },
    });
  }

  /** The questions domain's listener: question.received to the thesis's owner. */
  async questionReceived(question: ReceivedQuestion): Promise<void> {
    const found = await this.deps.theses.withOwner(question.thesisId);
    if (!found) return;
    await this.emit([found.ownerId], 'question.received', question.id, {
      thesis: this.thesisData(found.thesis),
      question: {
        id: question.id,
        question: question.question,
        senderName: question.senderName,
        senderEmail: question.senderEmail,
        createdAt: question.createdAt.toISOString(),
      },
    });
  }

  /** The members domain's listener: member.added to the project's owner and members, the new one included. */
  async memberAdded(added: MemberAdded): Promise<void> {
    const project = await this.deps.project(added.projectId);
    if (!project) return;
    const readers = await this.deps.projectReaders(project.id);
    await this.emit(readers, 'member.added', `${project.id}:${added.userId}:${Date.now()}`, {
      project: this.projectData(project),
      member: { userId: added.userId, role: added.role },
    });
  }

  /** The members domain's listener: member.removed to the owner, the members who stay and the one who went. */
  async memberRemoved(removed: MemberRemoved): Promise<void> {
    const project = await this.deps.project(removed.projectId);
    if (!project) return;
    const readers = await this.deps.projectReaders(project.id);
    await this.emit(
      [...new Set([...readers, removed.userId])],
      'member.removed',
      `${project.id}:${removed.userId}:${Date.now()}`,
      {
        project: this.projectData(project),
        member: { userId: removed.userId, left: removed.left, removedBy: removed.actorId },
      },
    );
  }

  /** The account-deletion step of this domain: the person's endpoints and deliveries. */
  async deleteOfUser(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    const owner = new Types.ObjectId(userId);
    await WebhookModel.deleteMany({ userId: owner });
    await this.deleteDeliveries({ userId: owner });
  }

  /** One delivery per endpoint of the people `userIds` that listens to `event`, recorded then queued. */
  private async emit(
    userIds: readonly string[],
    event: WebhookEvent,
    source: string,
    data: Record<string, unknown>,
  ): Promise<void> {
    const owners = userIds.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    if (owners.length === 0) return;
    const webhooks = await WebhookModel.find({ userId: { $in: owners }, events: event }).lean<
      WebhookRecord[]
    >();
    if (webhooks.length === 0) return;
    const createdAt = new Date();
    const payload: WebhookPayload = { type: event, timestamp: createdAt.toISOString(), data };
    const body = JSON.stringify(payload);
    for (const webhook of webhooks) {
      const id = deliveryIdOf(webhook._id.toString(), event, source);
      const inserted = await WebhookDeliveryModel.updateOne(
        { _id: id },
        {
          $setOnInsert: {
            webhookId: webhook._id,
            userId: webhook.userId,
            event,
            payload: body,
            status: 'pending',
            attempts: [],
            nextAttemptAt: createdAt,
            createdAt,
            purgeAt: new Date(createdAt.getTime() + KEEP_DELIVERIES_MS),
          },
        },
        { upsert: true },
      );
      if (inserted.upsertedCount === 1) await this.deps.deliveries.enqueue(id);
    }
  }

  private thesisData(thesis: ThesisView): Record<string, unknown> {
    return {
      id: thesis.id,
      slug: thesis.slug,
      title: thesis.title,
      projectId: thesis.projectId,
      status: thesis.status,
      language: thesis.language,
      url: `${this.deps.publicOrigin}/theses/${thesis.slug}`,
    };
  }

  private projectData(project: WebhookProject): Record<string, unknown> {
    return {
      id: project.id,
      slug: project.slug,
      name: project.name,
      url: `${this.deps.publicOrigin}/projects/${project.slug}`,
    };
  }

  /** An address written as an internal one (or localhost) is refused at once, unless admitted. */
  private refuseInternal(url: URL): void {
    if (isAllowedHost(url, this.deps.allowedHosts)) return;
    const host = url.hostname.toLowerCase();
    const internal =
      host === 'localhost' || host.endsWith('.localhost') || (isIpLiteral(host) && !isPublicAddress(host));
    if (!internal) return;
    const entry = url.port ? `${url.hostname}:${url.port}` : url.hostname;
    // The person sees what is wrong in their words; how to admit it on purpose is the operator's (log).
    this.deps.logger.info(
      { host: url.hostname, allowListEntry: entry, setting: 'WEBHOOK_ALLOWED_HOSTS' },
      'webhook address refused: internal (add the entry to the setting to admit it)',
    );
    const message = `${url.hostname} is on a private network, so Thesis Studio can't deliver to it. Use an address on the public internet.`;
    throw badUserInput(message, { url: [message] });
  }

  private async find(
    actor: Actor | null,
    action: 'remove' | 'deliveries',
    id: unknown,
  ): Promise<WebhookRecord> {
    requireSignedIn(actor);
    const record = objectIdSchema.safeParse(id).success
      ? await WebhookModel.findById(id as string).lean<WebhookRecord>()
      : null;
    authorize(
      webhooksPolicy,
      action,
      actor,
      record ? { userId: record.userId.toString() } : null,
      WEBHOOK_NOT_FOUND,
    );
    if (!record) throw notFound(WEBHOOK_NOT_FOUND);
    return record;
  }

  private async view(record: WebhookRecord): Promise<WebhookView> {
    const last = await WebhookDeliveryModel.findOne({ webhookId: record._id })
      .sort({ createdAt: -1, _id: -1 })
      .lean<WebhookDeliveryRecord>();
    return {
      id: record._id.toString(),
      url: record.url,
      events: record.events,
      createdAt: record.createdAt.toISOString(),
      lastDelivery: last ? toDeliveryView(last) : null,
    };
  }

  /**
   * The account-deletion step for deliveries to other people's endpoints that name the person (a
   * question.received they sent carries their email): deleted, as the question itself is.
   */
  async deleteDeliveriesNaming(email: string): Promise<void> {
    if (!email) return;
    const quoted = JSON.stringify(email.toLowerCase()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await this.deleteDeliveries({ payload: new RegExp(quoted, 'i') });
  }

  private async deleteDeliveries(
    filter: { webhookId: Types.ObjectId } | { userId: Types.ObjectId } | { payload: RegExp },
  ): Promise<void> {
    const ids = await WebhookDeliveryModel.find({ ...filter, status: 'pending' }, { _id: 1 }).lean<
      Array<{ _id: string }>
    >();
    await this.deps.deliveries.cancel(ids.map((delivery) => delivery._id));
    await WebhookDeliveryModel.deleteMany(filter);
  }
}
