// The AI endpoints over HTTP with the offline engine: drafts (REST, GraphQL, streamed subscription),
// key insights (signed-in only, cached; over GraphQL in a spelling variant), speech (MP3; anonymous
// only for shared text), limits.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { readMp3 } from '../../shared/ai/testing/mp3.js';
import { collect, signedInCookie, wsClient } from '../../testing/fixtures.js';
import { TestClient } from '../../testing/http-client.js';

let runtime: Runtime;
let user: TestClient;
let anonymous: TestClient;
let shared: { shareUrl: string; content: string };

const wizard = {
  originalThoughts:
    'Subscription pricing will replace licences for industrial software within five years. Customers want lower upfront costs.',
  researchFocus: 'Mid-market manufacturers in the UK.',
};

const gateway = useTestRuntime();

beforeAll(async () => {
  runtime = gateway.runtime;
  user = new TestClient(runtime.url);
  user.sessionCookie = await signedInCookie(runtime.url, 'writer');
  anonymous = new TestClient(runtime.url);
  const ownerId = (await user.get<{ id: string }>('/api/user')).body.id;
  const actor = (await runtime.services.users.findById(ownerId))!;
  const project = await runtime.services.projects.create(actor, { name: 'Shared project' });
  const thesis = await runtime.services.theses.create(actor, project.id, { title: 'Shared thesis' });
  const content = [
    '## Context\n\nBuilding keeps the data in-house. Buying is faster.',
    '- Audit the vendors\n- Price both options',
    '| Quarter | Activities | Milestone |\n| --- | --- | --- |\n| Q1 | Pilot the build | Decision |',
  ].join('\n\n');
  await runtime.services.theses.saveResearch(thesis.id, { content });
  shared = { shareUrl: thesis.shareUrl, content };
});

describe('aiStatus and /healthz', () => {
  it('report the offline engine and its language model', async () => {
    const res = await user.graphql<{ aiStatus: { engine: string; model: string } }>(
      '{ aiStatus { engine model } }',
    );
    expect(res.body.data?.aiStatus).toEqual({ engine: 'offline', model: 'wink-eng-lite-web-model' });
    const health = await fetch(`${runtime.url}/healthz`);
    expect(await health.json()).toMatchObject({ ai: 'offline' });
  });
});

describe('POST /api/ai/generate-thesis-content', () => {
  it('answers { content } drafted from the wizard state, labelled as offline', async () => {
    const res = await user.post<{ content: string }>('/api/ai/generate-thesis-content', {
      step: 'intellectual-challenge',
      data: wizard,
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatch(/^_Drafted offline from your own words/);
    expect(res.body.content).toContain('Customers want lower upfront costs.');
  });

  it('refuses anonymous callers (401), bad steps and empty thoughts (400)', async () => {
    const body = { step: 'strategic-context', data: wizard };
    expect((await anonymous.post('/api/ai/generate-thesis-content', body)).status).toBe(401);
    const badStep = await user.post('/api/ai/generate-thesis-content', { step: 'review', data: wizard });
    expect(badStep.status).toBe(400);
    expect(badStep.body).toMatchObject({
      fieldErrors: { step: [expect.stringContaining('intellectual-challenge')] },
    });
    const empty = await user.post('/api/ai/generate-thesis-content', { step: 'strategic-context', data: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: 'Please enter your thoughts: we need your initial ideas to proceed.',
    });
    const huge = await user.post('/api/ai/generate-thesis-content', {
      step: 'strategic-context',
      data: { originalThoughts: 'x'.repeat(20_001) },
    });
    expect(huge.status).toBe(400);
  });

  it('GraphQL: the mutation answers the same text; the subscription streams it part by part', async () => {
    const input = { step: 'intellectual-challenge', data: wizard };
    const whole = await user.graphql<{ generateThesisContent: { content: string } }>(
      'mutation($input: GenerateThesisContentInput!) { generateThesisContent(input: $input) { content } }',
      { input },
    );
    const rest = await user.post<{ content: string }>('/api/ai/generate-thesis-content', input);
    expect(whole.body.data?.generateThesisContent.content).toBe(rest.body.content);

    const client = wsClient(runtime.url, undefined, { cookie: user.sessionCookie! });
    const events = collect<{ thesisContentDraft: { delta: string; content: string; done: boolean } }>(
      client,
      'subscription($input: GenerateThesisContentInput!) { thesisContentDraft(input: $input) { delta content done } }',
      { input },
    );
    await expect.poll(() => events.completed, { timeout: 10_000 }).toBe(true);
    const values = events.values.map((v) => v.thesisContentDraft);
    expect(values.length).toBeGreaterThan(3);
    expect(values.at(-1)).toMatchObject({ done: true, content: rest.body.content });
    expect(
      values
        .slice(0, -1)
        .map((v) => v.delta)
        .join('')
        .trim(),
    ).toBe(rest.body.content);
    await client.dispose();
  });
});

describe('POST /api/generate-summary', () => {
  const content = `## Evidence\n\n${wizard.originalThoughts} Vendors fear the revenue dip during the transition. Manufacturers budget maintenance yearly.`;

  it('answers bullet lines beginning with "• ", the same again from the cache', async () => {
    const first = await user.post<{ summary: string }>('/api/generate-summary', { content });
    expect(first.status).toBe(200);
    const lines = first.body.summary.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const line of lines) expect(line).toMatch(/^• \S/);
    const again = await user.post<{ summary: string }>('/api/generate-summary', { content });
    expect(again.body).toEqual(first.body);
  });

  it('GraphQL: in the spelling variant asked for, else as the engine wrote it', async () => {
    const uk =
      'The organisation must prioritise its behavioural analysis of customers. ' +
      'Every organisation we interviewed budgets its maintenance yearly. ' +
      'Vendors fear the revenue dip during the transition to subscriptions.';
    type Answer = { generateSummary: { summary: string; insights: string[] } };
    const query =
      'mutation($content: String!, $language: Language) { generateSummary(content: $content, language: $language) { summary insights } }';
    const written = (await user.graphql<Answer>(query, { content: uk })).body.data!.generateSummary;
    expect(written.insights.join(' ')).toContain('organisation');
    expect(written.insights.join(' ')).not.toContain('organization');

    const us = (await user.graphql<Answer>(query, { content: uk, language: 'USA' })).body.data!
      .generateSummary;
    expect(us.insights).toHaveLength(written.insights.length);
    expect(us.insights.join(' ')).toContain('organization');
    expect(us.insights.join(' ')).not.toMatch(/organisation|prioritise|behavioural/);
    expect(us.summary).toBe(us.insights.map((insight) => `• ${insight}`).join('\n'));

    const back = (await user.graphql<Answer>(query, { content: uk, language: 'UK' })).body.data!
      .generateSummary;
    expect(back).toEqual(written);
  });

  it('is for signed-in users only; content is required', async () => {
    expect((await anonymous.post('/api/generate-summary', { content })).status).toBe(401);
    expect((await user.post('/api/generate-summary', { content: '  ' })).status).toBe(400);
    const graph = await anonymous.graphql('mutation { generateSummary(content: "x") { summary } }');
    expect(graph.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('POST /api/text-to-speech', () => {
  async function speech(
    client: TestClient,
    body: unknown,
  ): Promise<{ status: number; type: string | null; audio: Buffer; cache: string | null }> {
    const res = await fetch(`${runtime.url}/api/text-to-speech`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(client.sessionCookie ? { cookie: client.sessionCookie } : {}),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      audio: Buffer.from(await res.arrayBuffer()),
      cache: res.headers.get('x-speech-cache'),
    };
  }

  it('answers audio/mpeg that plays; the same request again comes from the cache', async () => {
    const body = { text: 'Buying is faster. Building keeps the data.', voice: 'echo', speed: 1.2 };
    const first = await speech(user, body);
    expect(first.status).toBe(200);
    expect(first.type).toBe('audio/mpeg');
    expect(first.cache).toBe('miss');
    expect(readMp3(first.audio).durationSeconds).toBeGreaterThan(1);
    const second = await speech(user, body);
    expect(second.cache).toBe('hit');
    expect(second.audio.equals(first.audio)).toBe(true);
  });

  it('refuses bad voices and speeds (400)', async () => {
    expect((await speech(user, { text: 'Hi', voice: 'robot' })).status).toBe(400);
    expect((await speech(user, { text: 'Hi', speed: 3 })).status).toBe(400);
    expect((await speech(user, { text: '' })).status).toBe(400);
  });

  it('anonymous: only text of the shared thesis named by shareUrl', async () => {
    expect((await speech(anonymous, { text: 'Buying is faster.' })).status).toBe(401);
    expect((await speech(anonymous, { text: 'Buying is faster.', shareUrl: 'no/such' })).status).toBe(401);
    expect(
      (await speech(anonymous, { text: 'Say anything at all.', shareUrl: shared.shareUrl })).status,
    ).toBe(401);
    const ok = await speech(anonymous, {
      text: 'Building keeps the data in-house.',
      shareUrl: shared.shareUrl,
    });
    expect(ok.status).toBe(200);
    expect(ok.type).toBe('audio/mpeg');
    // A cue card's text: list items and table rows punctuated as sentences (thesis-view buildCueCards).
    const card = await speech(anonymous, {
      text: 'Audit the vendors.\nPrice both options.\nQ1: Pilot the build; Decision.',
      shareUrl: shared.shareUrl,
    });
    expect(card.status).toBe(200);
    expect(
      (await speech(anonymous, { text: 'Audit the vendors. Buy both options.', shareUrl: shared.shareUrl }))
        .status,
    ).toBe(401);
  });
});

describe('rate limits', () => {
  it('drafts past the per-user limit get 429 with Retry-After', async () => {
    const heavy = new TestClient(runtime.url);
    heavy.sessionCookie = await signedInCookie(runtime.url, 'heavy');
    const body = { step: 'intellectual-challenge', data: { originalThoughts: 'One idea.' } };
    let last = await heavy.post('/api/ai/generate-thesis-content', body);
    for (let i = 1; i < 31 && last.status === 200; i++)
      last = await heavy.post('/api/ai/generate-thesis-content', body);
    expect(last.status).toBe(429);
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
