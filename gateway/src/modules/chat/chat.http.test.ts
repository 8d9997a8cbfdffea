// Query Research over HTTP with the offline engine: the chat per thesis (REST and GraphQL), the reply
// streamed over a subscription, answers quoted from the thesis, and who may use it.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import { expectStreamedReply } from '../../testing/chat-reply.js';
import type { Actor } from '../../shared/access/actor.js';
import { collect, wsClient } from '../../testing/fixtures.js';
import { TestClient } from '../../testing/http-client.js';

interface Message {
  id: string;
  role: string;
  content: string;
}

const gateway = useTestRuntime();
let owner: TestClient;
let other: TestClient;
let ownerUser: Actor;
let thesisId: string;

const CONTENT =
  '## Options\n\nBuying a route planner is faster. Building one keeps the data in-house, which the board values.\n\n## Risks\n\nDrivers are scarce and fuel costs rose sharply.';

async function signUp(email: string): Promise<{ client: TestClient; user: Actor }> {
  const { client, id } = await gateway.signUp(email, { username: 'u' });
  return { client, user: (await gateway.services.users.findById(id))! };
}

beforeAll(async () => {
  await signUp('admin@x.io');
  ({ client: owner, user: ownerUser } = await signUp('owner@x.io'));
  ({ client: other } = await signUp('other@x.io'));
  const project = await gateway.services.projects.create(ownerUser, { name: 'Chats' });
  thesisId = (await gateway.services.theses.create(ownerUser, project.id, { title: 'Routing' })).id;
  await gateway.services.theses.saveResearch(thesisId, { content: CONTENT });
});

describe('Query Research', () => {
  it('GET starts empty; POST {content, role: user} answers the chat with the question and the reply', async () => {
    expect((await owner.get<Message[]>(`/api/theses/${thesisId}/messages`)).body).toEqual([]);
    const res = await owner.post<Message[]>(`/api/theses/${thesisId}/messages`, {
      content: '  What does the board value?  ',
      role: 'user',
    });
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(res.body[0]!.content).toBe('What does the board value?');
    expect(res.body[1]!.content).toContain(
      '> Buying a route planner is faster. Building one keeps the data in-house, which the board values.',
    );
    expect((await owner.get<Message[]>(`/api/theses/${thesisId}/messages`)).body).toEqual(res.body);
  });

  it('refuses an empty message and a role other than user (400)', async () => {
    expect((await owner.post(`/api/theses/${thesisId}/messages`, { content: '   ' })).status).toBe(400);
    expect(
      (await owner.post(`/api/theses/${thesisId}/messages`, { content: 'Hi', role: 'assistant' })).status,
    ).toBe(400);
    expect((await owner.post(`/api/theses/${thesisId}/messages`, { content: 'x'.repeat(4001) })).status).toBe(
      400,
    );
  });

  it('someone else’s thesis answers 404, anonymous 401', async () => {
    expect((await other.get(`/api/theses/${thesisId}/messages`)).status).toBe(404);
    expect((await other.post(`/api/theses/${thesisId}/messages`, { content: 'Hi' })).status).toBe(404);
    expect((await new TestClient(gateway.url).get(`/api/theses/${thesisId}/messages`)).status).toBe(401);
  });

  it('GraphQL: sendThesisMessage answers the chat; thesisMessageReply streams the reply, then the saved message', async () => {
    const sent = await owner.graphql<{ sendThesisMessage: Message[] }>(
      'mutation($id: ID!, $c: String!) { sendThesisMessage(thesisId: $id, content: $c) { id role content } }',
      { id: thesisId, c: 'What about fuel costs?' },
    );
    expect(sent.body.data?.sendThesisMessage.at(-1)?.content).toContain('fuel costs rose sharply');

    const client = wsClient(gateway.url, undefined, { cookie: owner.sessionCookie! });
    const events = collect<{
      thesisMessageReply: { delta: string; content: string; done: boolean; message: Message | null };
    }>(
      client,
      'subscription($id: ID!, $c: String!) { thesisMessageReply(thesisId: $id, content: $c) { delta content done message { id role content } } }',
      { id: thesisId, c: 'Are drivers scarce?' },
    );
    await expect.poll(() => events.completed, { timeout: 10_000 }).toBe(true);
    const replies = events.values.map((v) => v.thesisMessageReply);
    const last = expectStreamedReply(replies, 'Are drivers scarce?');
    const listed = await owner.graphql<{ thesisMessages: Message[] }>(
      'query($id: ID!) { thesisMessages(thesisId: $id) { id role } }',
      {
        id: thesisId,
      },
    );
    expect(listed.body.data?.thesisMessages.at(-1)?.id).toBe(last.message!.id);
    await client.dispose();
  });

  it('deleting the thesis deletes its chat', async () => {
    const project = await gateway.services.projects.create(ownerUser, { name: 'Temporary' });
    const id = (await gateway.services.theses.create(ownerUser, project.id, { title: 'Gone' })).id;
    await owner.post(`/api/theses/${id}/messages`, { content: 'Hello?' });
    await gateway.services.theses.remove(ownerUser, id);
    const { ChatMessageModel } = await import('./chat.model.js');
    expect(await ChatMessageModel.countDocuments({ thesisId: id })).toBe(0);
  });
});
