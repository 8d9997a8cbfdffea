// Both chats over HTTP with real sources (offline engine): a pasted source holding facts found
// nowhere else is quoted and cited by the owner's Query Research (REST and GraphQL, citations on the
// message) and by a reader of the share link (REST), whose answers never quote a passage naming a
// hidden topic.
import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { ownerWithThesis } from '../../testing/owner.js';

interface Citation {
  n: number;
  sourceTitle: string;
  sourceKind: string;
  location: string;
  quote: string;
  passage: string;
  sentence: string;
  check: { quoteFound: boolean; support: string };
}
interface Message {
  id: string;
  role: string;
  content: string;
  citations: Citation[];
}

const gateway = useTestRuntime();
let owner: Awaited<ReturnType<typeof ownerWithThesis>>;

const FLEET =
  'The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025. Drivers on the northern loop reported calmer shifts and fewer late deliveries.';
const PAY = 'The zanzibar bonus pool pays the Kestrel depot managers every quarter since 2024.';

beforeAll(async () => {
  owner = await ownerWithThesis(gateway, { project: 'Cited chats', thesis: 'Routing' });
  await gateway.services.theses.saveResearch(owner.thesisId, {
    content: '## Options\n\nThe Kestrel depot plans its routes in-house now.',
    status: 'complete',
  });
  await gateway.services.sources.add(owner.user, owner.thesisId, {
    title: 'Kestrel fleet review',
    text: FLEET,
  });
  await gateway.services.sources.add(owner.user, owner.thesisId, { title: 'Depot memo', text: PAY });
  await gateway.services.sources.waitUntilSettled(owner.thesisId, 60_000);
  const ready = await gateway.services.sources.readyOf(owner.thesisId);
  expect(ready.map((s) => s.title).sort()).toEqual(['Depot memo', 'Kestrel fleet review']);
});

describe('the owner’s Query Research cites the thesis’s sources', () => {
  it('REST: the answer quotes the source, and its message carries the citations', async () => {
    const res = await owner.client.post<Message[]>(`/api/theses/${owner.thesisId}/messages`, {
      content: 'How much diesel did the Kestrel depot save?',
    });
    expect(res.status).toBe(200);
    const answer = res.body.at(-1)!;
    expect(answer.content).toContain(
      '“The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025.” [1]',
    );
    expect(answer.citations[0]).toMatchObject({
      n: 1,
      sourceTitle: 'Kestrel fleet review',
      sourceKind: 'text',
      quote:
        'The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025.',
      check: { quoteFound: true, support: 'unchecked' },
    });
    expect(answer.citations[0]!.passage).toContain('14.2 per cent');
    const listed = await owner.client.get<Message[]>(`/api/theses/${owner.thesisId}/messages`);
    expect(listed.body.at(-1)).toEqual(answer);
  });

  it('GraphQL: ChatMessage.citations', async () => {
    const res = await owner.client.graphql<{ sendThesisMessage: Message[] }>(
      `mutation($id: ID!, $c: String!) { sendThesisMessage(thesisId: $id, content: $c) {
        id role content citations { n sourceTitle sourceKind location quote passage sentence check { quoteFound support } }
      } }`,
      { id: owner.thesisId, c: 'Which drivers reported calmer shifts?' },
    );
    expect(res.body.errors).toBeUndefined();
    const answer = res.body.data!.sendThesisMessage.at(-1)!;
    expect(answer.citations.length).toBeGreaterThan(0);
    const cited = answer.citations.find((c) => c.quote.includes('calmer shifts'))!;
    expect(cited).toMatchObject({ sourceTitle: 'Kestrel fleet review', check: { quoteFound: true } });
    expect(answer.content).toContain(`“${cited.quote}” [${cited.n}]`);
    expect(res.body.data!.sendThesisMessage.at(-2)!.citations).toEqual([]);
  });

  it('says plainly when the sources and the thesis hold nothing on the question', async () => {
    const res = await owner.client.post<Message[]>(`/api/theses/${owner.thesisId}/messages`, {
      content: 'What is the price of quantum chromodynamics?',
    });
    expect(res.body.at(-1)).toMatchObject({
      content: expect.stringMatching(/^Your sources and this thesis say nothing about “/),
      citations: [],
    });
  });
});

describe('the readers’ chat cites them too, never a hidden topic', () => {
  it('REST: a reader’s answer quotes the fleet review and never the pay memo', async () => {
    const reader = new TestClient(gateway.url);
    const res = await reader.post<Message[]>(`/api/shared/${owner.shareUrl}/messages`, {
      content: 'Who gets paid what at the Kestrel depot, and how much diesel did it save?',
    });
    expect(res.status).toBe(200);
    const answer = res.body.at(-1)!;
    expect(answer.content).toContain('14.2 per cent');
    expect(answer.content).not.toContain('zanzibar');
    expect(answer.citations.map((c) => c.sourceTitle)).toEqual(
      answer.citations.map(() => 'Kestrel fleet review'),
    );
    expect(answer.citations.length).toBeGreaterThan(0);
  });
});
