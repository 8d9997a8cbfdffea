// The readers' chat against an OpenAI-compatible model (a local fake): the model is sent the visible
// text only, a visitor who goes away cancels the model call, a provider failure mid-stream ends the
// stream with an error event, and model calls are bounded per IP and per shared thesis per day.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { reply } from '../../shared/ai/testing/fake-openai.js';
import { fakeOpenAiSettings, useFakeOpenAi } from '../../shared/ai/testing/use-fake-openai.js';
import { useTestRuntime } from '../../testing/runtime.js';

const fake = useFakeOpenAi();

const gateway = useTestRuntime(() => ({
  ...fakeOpenAiSettings(fake, 'fake-chat-model'),
  TRUST_PROXY: 'true',
  READER_CHAT_PER_READER: '50',
  READER_CHAT_PER_IP: '5',
  READER_CHAT_PER_THESIS_DAILY: '8',
}));

const CONTENT = [
  '## Options',
  '',
  'Buying a route planner is faster than building one.',
  '',
  '## Pay',
  '',
  'The zanzibar bonus pool pays quarterly to the depot managers.',
].join('\n');

let owner: Actor;
let ip = 10;

/** The model calls (retrieval may also ask for the question's embedding). */
const chatCalls = () => fake.requests.filter((r) => r.path.endsWith('/chat/completions'));

async function sharedThesis(title: string): Promise<string> {
  const project = await gateway.services.projects.create(owner, { name: `P ${title}` });
  const thesis = await gateway.services.theses.create(owner, project.id, { title });
  await gateway.services.theses.saveResearch(thesis.id, { content: CONTENT, status: 'complete' });
  await gateway.services.sharing.setSectionHidden(owner, thesis.id, 'Pay', true);
  return thesis.shareUrl;
}

/** A question from a fresh visitor (no cookie) at `from`, or a fresh address. */
function ask(shareUrl: string, init: { from?: string; stream?: boolean; signal?: AbortSignal } = {}) {
  ip += 1;
  return fetch(`${gateway.url}/api/shared/${shareUrl}/messages`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': init.from ?? `198.51.100.${ip}`,
      ...(init.stream ? { accept: 'text/event-stream' } : {}),
    },
    body: JSON.stringify({ content: 'Who gets the zanzibar bonus pool?', role: 'user' }),
    signal: init.signal,
  });
}

beforeAll(async () => {
  const { id } = await gateway.signUp('owner@x.io');
  owner = (await gateway.services.users.findById(id))!;
});

describe('readers’ chat on a model', () => {
  it('sends the model the visible text only, and streams its answer', async () => {
    const shareUrl = await sharedThesis('Visible');
    const res = await ask(shareUrl, { stream: true });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('"done":true');
    const prompt = JSON.stringify(chatCalls()[0]?.body.messages);
    expect(prompt).toContain('Buying a route planner is faster');
    expect(prompt).not.toContain('depot managers');
  });

  it('over https (behind the trusted proxy) the visitor cookie is Secure', async () => {
    const shareUrl = await sharedThesis('Secure');
    const res = await fetch(`${gateway.url}/api/shared/${shareUrl}/messages`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '192.0.2.9',
      },
      body: JSON.stringify({ content: 'Secure?' }),
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ts_visitor='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('a visitor who disconnects mid-stream cancels the model call', async () => {
    const shareUrl = await sharedThesis('Cancelled');
    fake.latency = { firstTokenMs: 0, tokensPerSecond: 5 };
    const controller = new AbortController();
    const res = await ask(shareUrl, { stream: true, signal: controller.signal });
    const reader = res.body!.getReader();
    await reader.read();
    await expect.poll(() => chatCalls().length).toBe(1);
    controller.abort();
    await chatCalls()[0]!.aborted;
  });

  it('a provider failure after the stream began ends it with an error event, cleanly', async () => {
    const shareUrl = await sharedThesis('Failing');
    fake.intercept = () => reply.status(400, {}, 'bad request');
    const res = await ask(shareUrl, { stream: true });
    expect(res.status).toBe(200);
    const text = await res.text();
    const last = text.trim().split('\n\n').at(-1)!;
    expect(last.split('\n')[0]).toBe('event: error');
    expect((JSON.parse(last.split('\n')[1]!.slice(6)) as { message: string }).message).toMatch(/\w/);
    // The question is kept, no answer is.
    expect(text.split('\n\n').filter((e) => e.includes('"done":true'))).toEqual([]);
  });

  it('bounds questions per IP (all its visitors together)', async () => {
    const shareUrl = await sharedThesis('Per IP');
    const from = '192.0.2.77';
    for (let i = 0; i < 5; i += 1) expect((await ask(shareUrl, { from })).status).toBe(200);
    const refused = await ask(shareUrl, { from });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/too quickly/);
    expect((await ask(shareUrl)).status).toBe(200);
  });

  it('bounds model calls per shared thesis per day: then 429 without calling the model', async () => {
    const shareUrl = await sharedThesis('Daily');
    for (let i = 0; i < 8; i += 1) expect((await ask(shareUrl)).status).toBe(200);
    expect(chatCalls()).toHaveLength(8);
    const refused = await ask(shareUrl, { stream: true });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3600);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This shared thesis has answered as many questions as it can today. Please try again tomorrow.',
    );
    expect(chatCalls()).toHaveLength(8);
    // Another shared thesis is not affected.
    expect((await ask(await sharedThesis('Other'))).status).toBe(200);
  });
});
