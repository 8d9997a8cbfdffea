// Webhooks from outside: endpoints registered over REST and GraphQL, and events of the projects a person
// may read (their own, and shared with them: issue 29) delivered to receivers on this machine (admitted by WEBHOOK_ALLOWED_HOSTS) in the Standard
// Webhooks format — each signature checked here with node:crypto alone — durably, with retries on
// failure; internal targets refused at registration, after DNS and on a redirect.
import { createHmac } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiError } from '../../shared/ai/index.js';
import type { Actor } from '../../shared/access/actor.js';
import { logSink } from '../../testing/fixtures.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { WebhookModel } from './webhooks.model.js';
import {
  memberAddedPayload,
  memberRemovedPayload,
  questionReceivedPayload,
  researchCompletedPayload,
  researchFailedPayload,
} from './webhooks.schemas.js';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A webhook receiver on 127.0.0.1: records every request and answers what `answer` says. */
class Receiver {
  readonly received: Received[] = [];
  answer: (request: Received) => { status: number; headers?: Record<string, string> } = () => ({
    status: 204,
  });
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const request = {
          path: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks).toString(),
          at: Date.now(),
        };
        this.received.push(request);
        const { status, headers } = this.answer(request);
        res.writeHead(status, headers).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  at(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  async stop(): Promise<void> {
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

const receiver = new Receiver();
/** Never admitted: a redirect or a name pointing here must not reach it. */
const forbidden = new Receiver();
const sink = logSink('info');
const gateway = useTestRuntime(
  async () => {
    await receiver.start();
    await forbidden.start();
    return {
      WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${receiver.port}`,
      WEBHOOK_RETRY_SECONDS: '0.05',
      WEBHOOK_MAX_ATTEMPTS: '4',
    };
  },
  { logger: sink.logger },
);
afterAll(async () => {
  await receiver.stop();
  await forbidden.stop();
});

let owner: TestClient;
let ownerUser: Actor;
let other: TestClient;
let projectId: string;

const IDEA =
  'Mid-sized European logistics firms will lose margin to AI-native competitors unless they automate route planning.';

/** The signature a receiver computes itself (Standard Webhooks), with nothing of the gateway's code. */
function expectedSignature(secret: string, headers: IncomingHttpHeaders, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const signed = `${String(headers['webhook-id'])}.${String(headers['webhook-timestamp'])}.${body}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

async function register(client: TestClient, path: string, events: string[]) {
  const res = await client.post<{ id: string; secret: string; url: string; events: string[] }>(
    '/api/webhooks',
    {
      url: receiver.url(path),
      events,
    },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function waitFor<T>(read: () => T | undefined | Promise<T | undefined>, timeout = 20_000): Promise<T> {
  let value: T | undefined;
  await expect
    .poll(
      async () => {
        value = await read();
        return value !== undefined;
      },
      { timeout, interval: 50 },
    )
    .toBe(true);
  return value!;
}

let asked = 0;
/** A reader's question to the owner (each from its own address: 5 an hour per sender). */
const ask = (shareUrl: string, question: string) =>
  gateway.client().post<{ id: string }>(`/api/shared/${shareUrl}/questions`, {
    question,
    senderName: 'Ada',
    senderEmail: `ada${++asked}@example.com`,
  });

const newThesis = (title: string) =>
  gateway.services.theses.create(ownerUser, projectId, {
    title,
    idea: IDEA,
    context: 'The board meets in March.',
  });

interface Delivery {
  id: string;
  event: string;
  status: string;
  nextAttemptAt: string | null;
  attempts: Array<{ at: string; status: number | null; durationMs: number; error: string | null }>;
}

beforeAll(async () => {
  await gateway.signUp('admin@hooks.io');
  const signedUp = await gateway.signUp('owner@hooks.io');
  owner = signedUp.client;
  ownerUser = (await gateway.services.users.findById(signedUp.id))!;
  ({ client: other } = await gateway.signUp('other@hooks.io'));
  projectId = (await gateway.services.projects.create(ownerUser, { name: 'Logistics' })).id;
});

/** The webhook's deliveries once the newest one is `status`. */
const deliveriesOnce = (hookId: string, status: 'delivered' | 'failed') =>
  waitFor(async () => {
    const res = await owner.get<Delivery[]>(`/api/webhooks/${hookId}/deliveries`);
    return res.body[0]?.status === status ? res.body : undefined;
  });

describe('registering endpoints', () => {
  it('answers 201 with a whsec_ secret shown once; lists and deletes them', async () => {
    const created = await register(owner, '/listed', [
      'research.completed',
      'research.completed',
      'question.received',
    ]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(created.events).toEqual(['research.completed', 'question.received']);
    const list = await owner.get<Array<Record<string, unknown>>>('/api/webhooks');
    expect(list.body.find((hook) => hook.id === created.id)).toEqual({
      id: created.id,
      url: receiver.url('/listed'),
      events: ['research.completed', 'question.received'],
      createdAt: expect.any(String) as string,
      lastDelivery: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    expect((await other.get<unknown[]>('/api/webhooks')).body).toEqual([]);
    expect((await other.delete(`/api/webhooks/${created.id}`)).status).toBe(404);
    expect((await owner.delete<{ id: string }>(`/api/webhooks/${created.id}`)).body).toEqual({
      id: created.id,
    });
    expect((await owner.get(`/api/webhooks/${created.id}/deliveries`)).status).toBe(404);
  });

  it('works over GraphQL too', async () => {
    const created = await owner.graphql<{
      createWebhook: { secret: string; webhook: { id: string; events: string[] } };
    }>(
      `mutation Hook($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url events } } }`,
      { input: { url: receiver.url('/graphql-made'), events: ['research.failed'] } },
    );
    const { secret, webhook } = created.body.data!.createWebhook;
    expect(secret).toMatch(/^whsec_/);
    const list = await owner.graphql<{ webhooks: Array<{ id: string; lastDelivery: null }> }>(
      'query Hooks { webhooks { id lastDelivery { id } } }',
    );
    expect(list.body.data?.webhooks.map((hook) => hook.id)).toContain(webhook.id);
    const deleted = await owner.graphql<{ deleteWebhook: string }>(
      'mutation Drop($id: ID!) { deleteWebhook(id: $id) }',
      {
        id: webhook.id,
      },
    );
    expect(deleted.body.data?.deleteWebhook).toBe(webhook.id);
  });

  it.each([
    ['a private address', 'http://10.1.2.3/hook'],
    ['loopback IPv6', 'http://[::1]:8080/hook'],
    ['localhost', 'http://localhost:9000/hook'],
    ['the cloud metadata address', 'http://169.254.169.254/latest'],
    ['loopback on a port not admitted', 'http://127.0.0.1:1/hook'],
  ])('refuses %s at once in the user’s words, naming no server setting', async (_name, url) => {
    const res = await owner.post<{ message: string; fieldErrors: Record<string, string[]> }>(
      '/api/webhooks',
      {
        url,
        events: ['research.completed'],
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/is on a private network, so Thesis Studio can't deliver to it/);
    expect(res.body.message).not.toMatch(/WEBHOOK_ALLOWED_HOSTS|_HOSTS|setting/);
    expect(res.body.fieldErrors.url).toHaveLength(1);
  });

  it.each([
    [{ url: 'ftp://example.com/hook', events: ['research.completed'] }, 'url'],
    [{ url: 'https://user:pw@example.com/hook', events: ['research.completed'] }, 'url'],
    [{ url: 'not a url', events: ['research.completed'] }, 'url'],
    [{ url: 'https://example.com/hook', events: [] }, 'events'],
    [{ url: 'https://example.com/hook', events: ['thesis.deleted'] }, 'events.0'],
    [{ url: 'https://example.com/hook' }, 'events'],
  ])('refuses %j with field errors', async (body, field) => {
    const res = await owner.post<{ fieldErrors: Record<string, string[]> }>('/api/webhooks', body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toContain(field);
  });
});

describe('deliveries', () => {
  it('delivers research.completed of the owner’s thesis, signed (checked independently), once', async () => {
    const hook = await register(owner, '/research', ['research.completed', 'research.failed']);
    const strangers = await register(other, '/strangers', ['research.completed']);
    const thesis = await newThesis('Route planning');
    const started = await owner.post(`/api/theses/${thesis.id}/research`);
    expect([200, 202]).toContain(started.status);

    const request = await waitFor(() => receiver.at('/research')[0]);
    const { headers, body } = request;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]+$/);
    expect(Math.abs(Number(headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);
    expect(headers['webhook-signature']).toBe(expectedSignature(hook.secret, headers, body));
    expect(headers['user-agent']).toMatch(/^ThesisStudioBot\/1\.0/);
    // The body is what the OpenAPI document's webhooks section says it is.
    const payload = researchCompletedPayload.parse(JSON.parse(body));
    expect(payload.type).toBe('research.completed');
    expect(payload.data.thesis).toMatchObject({
      id: thesis.id,
      slug: thesis.slug,
      title: 'Route planning',
      projectId,
      status: 'complete',
      language: 'en-GB',
      url: `${gateway.env.PUBLIC_ORIGIN}/theses/${thesis.slug}`,
    });
    expect(payload.data.run).toMatchObject({ status: 'complete', failureReason: null });

    const deliveries = await deliveriesOnce(hook.id, 'delivered');
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      id: headers['webhook-id'],
      event: 'research.completed',
      nextAttemptAt: null,
    });
    expect(deliveries[0]!.attempts).toEqual([
      {
        at: expect.any(String) as string,
        status: 204,
        durationMs: expect.any(Number) as number,
        error: null,
      },
    ]);
    // Nothing for another user's endpoint, and nothing more for this one.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.at('/strangers')).toEqual([]);
    expect(receiver.at('/research')).toHaveLength(1);
    expect((await other.get<Delivery[]>(`/api/webhooks/${strangers.id}/deliveries`)).body).toEqual([]);
    const logged = sink
      .lines()
      .find((line) => line.msg === 'webhook delivered' && line.deliveryId === headers['webhook-id']);
    expect(logged).toMatchObject({ status: 204, attempt: 1, error: null });
    expect(typeof logged?.durationMs).toBe('number');
  });

  it('delivers research.failed with the reason when the model fails', async () => {
    const hook = await register(owner, '/failed', ['research.failed']);
    const provider = gateway.services.ai.provider;
    const writeSection = provider.writeSection.bind(provider);
    provider.writeSection = () =>
      Promise.reject(
        new AiError('UNAVAILABLE', 'The AI service is unavailable. Try again in a few minutes.'),
      );
    try {
      const thesis = await newThesis('Failing run');
      expect([200, 202]).toContain((await owner.post(`/api/theses/${thesis.id}/research`)).status);
      const request = await waitFor(() => receiver.at('/failed')[0]);
      expect(request.headers['webhook-signature']).toBe(
        expectedSignature(hook.secret, request.headers, request.body),
      );
      const payload = researchFailedPayload.parse(JSON.parse(request.body));
      expect(payload.type).toBe('research.failed');
      expect(payload.data.thesis.id).toBe(thesis.id);
      expect(payload.data.run.status).toBe('failed');
      expect(String(payload.data.run.failureReason)).toContain('unavailable');
    } finally {
      provider.writeSection = writeSection;
    }
  });

  it('delivers question.received when a reader asks about the owner’s shared thesis', async () => {
    const hook = await register(owner, '/questions', ['question.received']);
    const thesis = await newThesis('Shared thesis');
    const asked = await gateway.client().post<{ id: string }>(`/api/shared/${thesis.shareUrl}/questions`, {
      question: 'Which carriers did you compare?',
      senderName: 'Ada',
      senderEmail: 'ada@example.com',
    });
    expect(asked.status).toBe(201);
    const request = await waitFor(() => receiver.at('/questions')[0]);
    expect(request.headers['webhook-signature']).toBe(
      expectedSignature(hook.secret, request.headers, request.body),
    );
    expect(questionReceivedPayload.parse(JSON.parse(request.body))).toMatchObject({
      type: 'question.received',
      data: {
        thesis: { id: thesis.id, title: 'Shared thesis' },
        question: {
          id: asked.body.id,
          question: 'Which carriers did you compare?',
          senderName: 'Ada',
          senderEmail: 'ada@example.com',
        },
      },
    });
  });
});

describe('deliveries: retries, refused addresses and deleted endpoints', () => {
  type Answer = ReturnType<Receiver['answer']>;

  /**
   * Runs `test` while the receiver answers the requests to `path` with `reply` (or as it says; where
   * it says nothing, and at every other path, as before).
   */
  async function whileAnswering(
    path: string,
    reply: Answer | (() => Answer | undefined),
    test: () => Promise<void>,
  ): Promise<void> {
    const answer = receiver.answer;
    const replyTo = typeof reply === 'function' ? reply : () => reply;
    receiver.answer = (request) => (request.path === path ? replyTo() : undefined) ?? answer(request);
    try {
      await test();
    } finally {
      receiver.answer = answer;
    }
  }

  it('retries an endpoint that answers 500 with growing waits, then succeeds: each attempt recorded', async () => {
    const hook = await register(owner, '/flaky', ['question.received']);
    let calls = 0;
    await whileAnswering(
      '/flaky',
      () => (++calls <= 2 ? { status: 500 } : undefined),
      async () => {
        const thesis = await newThesis('Flaky endpoint');
        await ask(thesis.shareUrl, 'Is it up?');
        const deliveries = await deliveriesOnce(hook.id, 'delivered');
        expect(deliveries[0]!.attempts.map((attempt) => attempt.status)).toEqual([500, 500, 204]);
        expect(deliveries[0]!.attempts[0]!.error).toBe(
          'The endpoint answered 500; a 2xx status is expected.',
        );
        const requests = receiver.at('/flaky');
        expect(requests).toHaveLength(3);
        // One webhook-id for every attempt; each attempt signed afresh and valid.
        expect(new Set(requests.map((r) => r.headers['webhook-id'])).size).toBe(1);
        for (const r of requests)
          expect(r.headers['webhook-signature']).toBe(expectedSignature(hook.secret, r.headers, r.body));
        // Backoff: the second wait (≈ 3 × 50 ms) is longer than the first (≈ 50 ms).
        const [first, second, third] = requests.map((r) => r.at) as [number, number, number];
        expect(second - first).toBeGreaterThanOrEqual(40);
        expect(third - second).toBeGreaterThan(second - first);
      },
    );
  });

  it('gives up after WEBHOOK_MAX_ATTEMPTS and says so', async () => {
    const hook = await register(owner, '/down', ['question.received']);
    await whileAnswering('/down', { status: 503 }, async () => {
      const thesis = await newThesis('Down endpoint');
      await ask(thesis.shareUrl, 'Anyone there?');
      const deliveries = await deliveriesOnce(hook.id, 'failed');
      expect(deliveries[0]!.attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503, 503]);
      expect(deliveries[0]!.nextAttemptAt).toBeNull();
      expect(receiver.at('/down')).toHaveLength(4);
    });
  });

  it('refuses a redirect to an address not admitted, without reaching it', async () => {
    const hook = await register(owner, '/redirects', ['question.received']);
    const redirect = { status: 307, headers: { location: `http://localhost:${forbidden.port}/stolen` } };
    await whileAnswering('/redirects', redirect, async () => {
      const thesis = await newThesis('Redirecting endpoint');
      await ask(thesis.shareUrl, 'Where to?');
      const deliveries = await deliveriesOnce(hook.id, 'failed');
      // Refused for good at the first attempt: no retry can make an internal address public.
      expect(deliveries[0]!.attempts).toHaveLength(1);
      expect(deliveries[0]!.attempts[0]).toMatchObject({ status: null });
      // In the owner's words: the server setting that would admit it is named in the server log only.
      expect(deliveries[0]!.attempts[0]!.error).toMatch(/localhost is at .*an address on a private network/);
      expect(deliveries[0]!.attempts[0]!.error).not.toMatch(/WEBHOOK_ALLOWED_HOSTS|_HOSTS|setting/);
      expect(forbidden.received).toEqual([]);
    });
  });

  it('refuses a name that resolves to an internal address, checked after DNS', async () => {
    // Registered as an intranet operator could have (a name is not resolved at registration).
    const hook = await WebhookModel.create({
      userId: ownerUser.id,
      url: `http://localhost:${forbidden.port}/by-name`,
      events: ['question.received'],
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      createdAt: new Date(),
    });
    const thesis = await newThesis('Named target');
    await ask(thesis.shareUrl, 'Resolved?');
    const deliveries = await deliveriesOnce(hook.id, 'failed');
    expect(deliveries[0]!.attempts[0]!.error).toMatch(
      /^Not fetched: localhost is at (127\.0\.0\.1|::1), an address on a private network/,
    );
    expect(forbidden.received).toEqual([]);
  });

  it('stops delivering to an endpoint once it is deleted', async () => {
    const hook = await register(owner, '/deleted', ['question.received']);
    await whileAnswering('/deleted', { status: 500 }, async () => {
      const thesis = await newThesis('Deleted endpoint');
      await ask(thesis.shareUrl, 'Still there?');
      await waitFor(() => receiver.at('/deleted')[0]);
      expect((await owner.delete(`/api/webhooks/${hook.id}`)).status).toBe(200);
      const seen = receiver.at('/deleted').length;
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(receiver.at('/deleted').length).toBeLessThanOrEqual(seen + 1);
    });
  });
});

/** The invitation link's token in the newest mail to `address` (the mailer writes in the background). */
async function invitationToken(address: string): Promise<string> {
  const outbox = path.join(gateway.env.DATA_DIR, 'outbox');
  return waitFor(async () => {
    for (const file of (await readdir(outbox).catch(() => [] as string[])).sort().reverse()) {
      const mail = (await readFile(path.join(outbox, file), 'utf8')).replace(/=\r?\n/g, '');
      if (!mail.includes(`To: ${address}`)) continue;
      const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1];
      if (token) return token;
    }
    return undefined;
  });
}

describe('members’ webhooks (issue 29)', () => {
  it('tells the owner and the members of members added and removed, and a member of runs only while a member', async () => {
    const ownersHook = await register(owner, '/team-owner', [
      'member.added',
      'member.removed',
      'research.completed',
    ]);
    const member = await gateway.signUp('member@hooks.io');
    const membersHook = await register(member.client, '/team-member', [
      'member.added',
      'member.removed',
      'research.completed',
    ]);
    await register(other, '/team-stranger', ['member.added', 'member.removed', 'research.completed']);
    const team = await gateway.services.projects.create(ownerUser, { name: 'Team' });
    const invited = await owner.post(`/api/projects/${team.id}/members`, {
      email: 'member@hooks.io',
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const accepted = await member.client.post(
      `/api/invitations/${await invitationToken('member@hooks.io')}/accept`,
    );
    expect(accepted.status).toBe(200);

    const projectData = {
      id: team.id,
      slug: team.slug,
      name: 'Team',
      url: `${gateway.env.PUBLIC_ORIGIN}/projects/${team.slug}`,
    };
    for (const path of ['/team-owner', '/team-member']) {
      const added = await waitFor(() => receiver.at(path)[0]);
      const payload = memberAddedPayload.parse(JSON.parse(added.body));
      expect(payload.data).toEqual({ project: projectData, member: { userId: member.id, role: 'viewer' } });
      expect(added.headers['webhook-signature']).toBe(
        expectedSignature(
          path === '/team-owner' ? ownersHook.secret : membersHook.secret,
          added.headers,
          added.body,
        ),
      );
    }

    // A run of a thesis of the shared project: the viewer may read it, so their endpoint hears of it.
    const thesis = await gateway.services.theses.create(ownerUser, team.id, {
      title: 'Shared run',
      idea: IDEA,
    });
    expect([200, 202]).toContain((await owner.post(`/api/theses/${thesis.id}/research`)).status);
    const isRun = (request: Received) => JSON.parse(request.body).type === 'research.completed';
    const run = await waitFor(() => receiver.at('/team-member').find(isRun));
    expect(researchCompletedPayload.parse(JSON.parse(run.body)).data.thesis.id).toBe(thesis.id);

    // Removed by the owner: both are told, the member too.
    expect((await owner.delete(`/api/projects/${team.id}/members/${member.id}`)).status).toBe(200);
    const isRemoval = (request: Received) => JSON.parse(request.body).type === 'member.removed';
    for (const path of ['/team-owner', '/team-member']) {
      const removed = await waitFor(() => receiver.at(path).find(isRemoval));
      expect(memberRemovedPayload.parse(JSON.parse(removed.body)).data).toEqual({
        project: projectData,
        member: { userId: member.id, left: false, removedBy: ownerUser.id },
      });
    }

    // No longer a member: the next run reaches the owner only.
    const after = await gateway.services.theses.create(ownerUser, team.id, { title: 'After', idea: IDEA });
    expect([200, 202]).toContain((await owner.post(`/api/theses/${after.id}/research`)).status);
    await waitFor(() => receiver.at('/team-owner').find((r) => isRun(r) && r.body.includes(after.id)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.at('/team-member').filter(isRun)).toHaveLength(1);
    expect(receiver.at('/team-stranger')).toEqual([]);
  });
});
