// The AI endpoints on the OpenAI-compatible engine (a local fake server): aiStatus names the model,
// summaries are cached by content (one model call), Query Research is grounded on the thesis, a
// failing provider answers 503 with a message, and a caller that goes away cancels the model call
// (REST disconnect, GraphQL unsubscribe).
import { request } from 'node:http';
import { beforeAll, expect, it } from 'vitest';
import type { Runtime } from '../../runtime.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { reply } from '../../shared/ai/testing/fake-openai.js';
import { fakeOpenAiSettings, useFakeOpenAi } from '../../shared/ai/testing/use-fake-openai.js';
import { collect, wsClient } from '../../testing/fixtures.js';
import { TestClient } from '../../testing/http-client.js';

let runtime: Runtime;
let owner: TestClient;
let thesisId: string;

const CONTENT = '## Options\n\nBuying a route planner is faster than building one.';

const fake = useFakeOpenAi();

const gateway = useTestRuntime(() => ({
  ...fakeOpenAiSettings(fake, 'fake-chat-model'),
}));

beforeAll(async () => {
  runtime = gateway.runtime;
  owner = new TestClient(runtime.url);
  const res = await owner.post<{ id: string }>('/api/register', {
    email: 'o@x.io',
    username: 'o',
    password: 'password8',
  });
  const user = (await runtime.services.users.findById(res.body.id))!;
  const project = await runtime.services.projects.create(user, { name: 'P' });
  thesisId = (await runtime.services.theses.create(user, project.id, { title: 'Routing' })).id;
  await runtime.services.theses.saveResearch(thesisId, { content: CONTENT });
});

it('aiStatus reports the OpenAI-compatible engine and its model', async () => {
  const res = await owner.graphql<{ aiStatus: unknown }>('{ aiStatus { engine model } }');
  expect(res.body.data?.aiStatus).toEqual({ engine: 'openai', model: 'fake-chat-model' });
});

it('drafts through the model; a summary of the same content calls the model once', async () => {
  const draft = await owner.post<{ content: string }>('/api/ai/generate-thesis-content', {
    step: 'strategic-context',
    data: { originalThoughts: 'Carriers must automate.', intellectualChallenge: 'Build or buy?' },
  });
  expect(draft.status).toBe(200);
  expect(draft.body.content.split(/\s+/).length).toBeGreaterThan(50);
  expect(fake.requests[0]!.body.messages.at(-1)!.content).toContain('Build or buy?');

  const content = 'Margins hold where carriers automate planning. '.repeat(20);
  const first = await owner.post<{ summary: string }>('/api/generate-summary', { content });
  const second = await owner.post<{ summary: string }>('/api/generate-summary', { content });
  expect(first.body.summary.split('\n').every((line) => line.startsWith('• '))).toBe(true);
  expect(second.body).toEqual(first.body);
  expect(fake.requestsFor('summary')).toHaveLength(1);
});

it('Query Research sends the thesis content to the model with the question', async () => {
  const res = await owner.post<Array<{ role: string }>>(`/api/theses/${thesisId}/messages`, {
    content: 'Which is faster?',
  });
  expect(res.status).toBe(200);
  const sent = fake.requests[0]!.body.messages;
  expect(sent[0]!.content).toContain(CONTENT);
  expect(sent.at(-1)).toEqual({ role: 'user', content: 'Which is faster?' });
});

it('speech goes to the speech API with the voice and speed, the text cut at 4,000 characters', async () => {
  const text = `${'A sentence to read aloud. '.repeat(200)}`;
  const res = await fetch(`${runtime.url}/api/text-to-speech`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.sessionCookie! },
    body: JSON.stringify({ text, voice: 'shimmer', speed: 1.5 }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('audio/mpeg');
  expect(Buffer.from(await res.arrayBuffer()).toString()).toMatch(/^ID3fake-mp3:A sentence/);
  const sent = fake.requests[0]!;
  expect(sent.path).toBe('/v1/audio/speech');
  expect(sent.body).toMatchObject({ voice: 'shimmer', speed: 1.5, response_format: 'mp3' });
  expect((sent.body as { input?: string }).input).toHaveLength(4000);
});

it('a provider that keeps failing answers 503 with a message a person can act on', async () => {
  fake.intercept = () => reply.status(500);
  const res = await owner.post<{ message: string }>('/api/ai/generate-thesis-content', {
    step: 'intellectual-challenge',
    data: { originalThoughts: 'An idea.' },
  });
  expect(res.status).toBe(503);
  expect(res.body.message).toMatch(
    /The AI provider is unavailable \(HTTP 500; tried 4 times\)\. Try again in a few minutes\./,
  );
});

it('a REST caller that disconnects cancels the model call', async () => {
  fake.scripts.push(reply.hang());
  const body = JSON.stringify({ step: 'intellectual-challenge', data: { originalThoughts: 'Slow idea.' } });
  const req = request(`${runtime.url}/api/ai/generate-thesis-content`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.sessionCookie! },
  });
  req.on('error', () => undefined);
  req.end(body);
  await expect.poll(() => fake.requests.length).toBe(1);
  req.destroy();
  await fake.requests[0]!.aborted;
});

it('unsubscribing from a streamed draft cancels the model call', async () => {
  fake.latency = { firstTokenMs: 0, tokensPerSecond: 20 };
  const client = wsClient(runtime.url, undefined, { cookie: owner.sessionCookie! });
  const events = collect<{ thesisContentDraft: { delta: string } }>(
    client,
    'subscription($input: GenerateThesisContentInput!) { thesisContentDraft(input: $input) { delta } }',
    { input: { step: 'intellectual-challenge', data: { originalThoughts: 'Streamed idea.' } } },
  );
  await events.waitFor(2);
  events.dispose();
  await fake.requests[0]!.aborted;
  await client.dispose();
});
