// The readers' chat of a shared thesis over HTTP with the offline engine: each reader's own chat
// (visitor cookie or account), the reply streamed as server-sent events, answers from the visible
// text only, the limits, what the owner sees, and the cascade.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { expectStreamedReply } from '../../testing/chat-reply.js';
import { ownerWithThesis } from '../../testing/owner.js';
import type { TestClient } from '../../testing/http-client.js';
import { ReaderMessageModel } from './readers.model.js';

interface Message {
  id: string;
  role: string;
  content: string;
}
interface ReplyEvent {
  delta: string;
  content: string;
  done: boolean;
  message: Message | null;
}

const CONTENT = [
  '## Options',
  '',
  'Buying a route planner is faster. Building one keeps the data in-house, which the board values.',
  '',
  '## Pay',
  '',
  'The zanzibar bonus pool pays quarterly to the depot managers.',
  '',
  '## Risks',
  '',
  'Drivers are scarce and fuel costs rose sharply.',
].join('\n');

// Tight limits so the limits themselves can be reached.
const gateway = useTestRuntime({
  READER_CHAT_PER_READER: '4',
  READER_CHAT_PER_IP: '100',
  READER_CHAT_PER_THESIS_DAILY: '100',
});
let owner: TestClient;
let ownerUser: Actor;
let thesisId: string;
let shareUrl: string;

const base = () => `/api/shared/${shareUrl}`;

/** An anonymous browser: keeps its ts_visitor cookie. */
function visitor(ip = '203.0.113.1') {
  let cookie: string | undefined;
  const remember = (res: Response) => {
    const set = res.headers.getSetCookie().find((c) => c.startsWith('ts_visitor='));
    if (set) cookie = set.split(';')[0];
    return set;
  };
  const headers = (more: Record<string, string> = {}) => ({
    'content-type': 'application/json',
    'x-forwarded-for': ip,
    ...(cookie ? { cookie } : {}),
    ...more,
  });
  return {
    get cookie() {
      return cookie;
    },
    remember,
    async get(path: string) {
      const res = await fetch(gateway.url + path, { headers: headers() });
      remember(res);
      return { status: res.status, body: (await res.json()) as unknown };
    },
    async post(path: string, body: unknown, more: Record<string, string> = {}) {
      const res = await fetch(gateway.url + path, {
        method: 'POST',
        headers: headers(more),
        body: JSON.stringify(body),
      });
      remember(res);
      return res;
    },
  };
}

/** Reads a text/event-stream answer to its end: each event's name and parsed data. */
async function readEvents(res: Response): Promise<Array<{ event: string; data: unknown }>> {
  const text = await res.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

beforeAll(async () => {
  ({
    client: owner,
    user: ownerUser,
    thesisId,
    shareUrl,
  } = await ownerWithThesis(gateway, { project: 'Depots', thesis: 'Routing' }));
  await gateway.services.theses.saveResearch(thesisId, { content: CONTENT, status: 'complete' });
  await gateway.services.sharing.setSectionHidden(ownerUser, thesisId, 'Pay', true);
});

describe('readers’ chat', () => {
  it('an anonymous visitor starts with an empty chat and no cookie; the first question sets ts_visitor', async () => {
    const v = visitor();
    expect(await v.get(`${base()}/messages`)).toEqual({ status: 200, body: [] });
    expect(v.cookie).toBeUndefined();
    const res = await v.post(`${base()}/messages`, {
      content: '  What does the board value?  ',
      role: 'user',
    });
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith('ts_visitor='))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http here; Secure over https
    const chat = (await res.json()) as Message[];
    expect(chat.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(chat[0]!.content).toBe('What does the board value?');
    expect(chat[1]!.content).toContain('which the board values');
    expect((await v.get(`${base()}/messages`)).body).toEqual(chat);
  });

  it('each visitor has their own chat: a second cookie, a signed-in reader and the owner see none of it', async () => {
    const first = visitor();
    await first.post(`${base()}/messages`, { content: 'Are drivers scarce?' });
    const second = visitor();
    await second.post(`${base()}/messages`, { content: 'What about fuel?' });
    const firstChat = (await first.get(`${base()}/messages`)).body as Message[];
    const secondChat = (await second.get(`${base()}/messages`)).body as Message[];
    expect(firstChat.map((m) => m.content)).toContain('Are drivers scarce?');
    expect(firstChat.map((m) => m.content)).not.toContain('What about fuel?');
    expect(secondChat.map((m) => m.content)).not.toContain('Are drivers scarce?');
    // A forged cookie is a new visitor, not somebody's chat.
    const forged = await fetch(`${gateway.url}${base()}/messages`, { headers: { cookie: 'ts_visitor=x' } });
    expect(await forged.json()).toEqual([]);
    const reader = (await gateway.signUp('reader@x.io')).client;
    expect((await reader.get(`${base()}/messages`)).body).toEqual([]);
    await reader.post(`${base()}/messages`, { content: 'Is building in-house slower?' });
    expect(((await reader.get<Message[]>(`${base()}/messages`)).body ?? []).length).toBe(2);
    expect((await owner.get(`${base()}/messages`)).body).toEqual([]);
  });

  it('Accept: text/event-stream streams the reply: the question, the parts as written, then done with the saved reply', async () => {
    const v = visitor('203.0.113.2');
    const res = await v.post(
      `${base()}/messages`,
      { content: 'Are drivers scarce?', role: 'user' },
      {
        accept: 'text/event-stream',
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = (await readEvents(res)).map((e) => e.data as ReplyEvent);
    const last = expectStreamedReply(events, 'Are drivers scarce?');
    expect(last.content).toContain('Drivers are scarce');
    const chat = (await v.get(`${base()}/messages`)).body as Message[];
    expect(chat.at(-1)?.id).toBe(last.message!.id);
  });

  it('answers from the visible text only: a hidden section’s words never reach the reply', async () => {
    const v = visitor('203.0.113.3');
    const res = await v.post(
      `${base()}/messages`,
      { content: 'Tell me about the zanzibar bonus pool' },
      {
        accept: 'text/event-stream',
      },
    );
    const text = JSON.stringify(await readEvents(res));
    expect(text).not.toContain('depot managers');
    const plain = await (
      await v.post(`${base()}/messages`, { content: 'Who gets the zanzibar bonus pool?' })
    ).json();
    expect(JSON.stringify(plain)).not.toContain('depot managers');
  });

  it('refusals come before the stream as normal answers: 400 for a bad question, 404 for an unknown link', async () => {
    const v = visitor('203.0.113.4');
    const stream = { accept: 'text/event-stream' };
    const empty = await v.post(`${base()}/messages`, { content: '   ' }, stream);
    expect(empty.status).toBe(400);
    expect(empty.headers.get('content-type')).toMatch(/json/);
    expect((await v.post(`${base()}/messages`, { content: 'Hi', role: 'assistant' })).status).toBe(400);
    expect((await v.post(`${base()}/messages`, { content: 'x'.repeat(4001) })).status).toBe(400);
    const unknown = await v.post('/api/shared/nope/nothing/messages', { content: 'Hi' }, stream);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Shared thesis not found' });
    expect((await v.get('/api/shared/nope/nothing/messages')).status).toBe(404);
  });

  it('limits questions per reader (429 with Retry-After and a message); another reader still asks', async () => {
    const v = visitor('203.0.113.5');
    for (let i = 0; i < 4; i += 1) {
      expect((await v.post(`${base()}/messages`, { content: `Question ${i}?` })).status).toBe(200);
    }
    const refused = await v.post(
      `${base()}/messages`,
      { content: 'One more?' },
      { accept: 'text/event-stream' },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'You are asking questions too quickly. Please wait a few minutes and try again.',
    );
    expect((await visitor('203.0.113.5').post(`${base()}/messages`, { content: 'Mine?' })).status).toBe(200);
  });

  it('GraphQL: sendSharedThesisMessage and sharedThesisMessages for a visitor (cookie) and a signed-in reader', async () => {
    const v = visitor('203.0.113.6');
    const send = await v.post('/graphql', {
      query:
        'mutation($s: String!, $c: String!) { sendSharedThesisMessage(shareUrl: $s, content: $c) { id role content } }',
      variables: { s: shareUrl, c: 'What about fuel costs?' },
    });
    const sent = (await send.json()) as { data: { sendSharedThesisMessage: Message[] } };
    expect(sent.data.sendSharedThesisMessage.at(-1)?.content).toContain('fuel costs rose sharply');
    expect(v.cookie).toBeDefined();
    const listed = await v.post('/graphql', {
      query: 'query($s: String!) { sharedThesisMessages(shareUrl: $s) { id } }',
      variables: { s: shareUrl },
    });
    expect(
      ((await listed.json()) as { data: { sharedThesisMessages: Message[] } }).data.sharedThesisMessages,
    ).toEqual(sent.data.sendSharedThesisMessage.map((m) => ({ id: m.id })));
    const unknown = await owner.graphql('query { sharedThesisMessages(shareUrl: "no/such") { id } }');
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('the owner sees what readers asked, newest first, without who asked', async () => {
    const res = await owner.graphql<{ readerQuestions: Array<Record<string, unknown>> }>(
      'query($id: ID!) { readerQuestions(thesisId: $id) { content createdAt } }',
      { id: thesisId },
    );
    const asked = res.body.data!.readerQuestions;
    expect(asked.map((q) => q.content)).toContain('What does the board value?');
    expect(asked.map((q) => q.content)).toContain('Is building in-house slower?');
    expect(asked.every((q) => Object.keys(q).sort().join() === 'content,createdAt')).toBe(true);
    const times = asked.map((q) => String(q.createdAt));
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('a revoked link stops the chat (404); the chats go when the thesis is deleted', async () => {
    const project = await gateway.services.projects.create(ownerUser, { name: 'Temporary' });
    const thesis = await gateway.services.theses.create(ownerUser, project.id, { title: 'Gone' });
    await gateway.services.theses.saveResearch(thesis.id, { content: 'Short text about depots.' });
    const v = visitor('203.0.113.7');
    expect((await v.post(`/api/shared/${thesis.shareUrl}/messages`, { content: 'Depots?' })).status).toBe(
      200,
    );
    await gateway.services.sharing.revoke(ownerUser, thesis.id);
    expect((await v.get(`/api/shared/${thesis.shareUrl}/messages`)).status).toBe(404);
    expect(await ReaderMessageModel.countDocuments({ thesisId: thesis.id })).toBe(2);
    await gateway.services.theses.remove(ownerUser, thesis.id);
    expect(await ReaderMessageModel.countDocuments({ thesisId: thesis.id })).toBe(0);
  });
});
