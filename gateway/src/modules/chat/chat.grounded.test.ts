// Both chats answer from the thesis and its sources (issue 17 §6), here against a fake of the
// sources domain's retrieval and with both engines: answers quote and cite the passages, the check
// keeps only citations that hold (stored on the message, numbered per message), the model's claims
// are judged, a question the sources and the thesis say nothing about is answered so, and the
// readers' chat never sees a passage naming a hidden topic (nor a real source id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHARED_HIDDEN_TOPICS } from '../../env.js';
import type { Actor } from '../../shared/access/actor.js';
import type { AiProvider } from '../../shared/ai/index.js';
import { OfflineProvider } from '../../shared/ai/offline/offline-provider.js';
import { OpenAiProvider } from '../../shared/ai/openai/openai-provider.js';
import { fakeChatClient, useFakeOpenAi } from '../../shared/ai/testing/use-fake-openai.js';
import type { EvidencePassage } from '../../shared/grounding/types.js';
import { memoryRateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import { logSink } from '../../testing/fixtures.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { streamedText } from '../../testing/chat-reply.js';
import { ReadersService, type ReaderAuth } from '../readers/index.js';
import { EMPTY_SUMMARY } from '../citations/index.js';
import { sourcesLeftOut } from './chat.evidence.js';
import { ChatService, type ChatReplyEvent } from './chat.service.js';

const gateway = useTestRuntime();
const fake = useFakeOpenAi();
let offline: OfflineProvider;
let model: OpenAiProvider;
let owner: Actor;

beforeAll(async () => {
  offline = new OfflineProvider({ speechWorkers: 1 });
  model = new OpenAiProvider(fakeChatClient(fake, { logger: logSink().logger, maxRetries: 0 }));
  const { id } = await gateway.signUp('owner@x.io');
  owner = (await gateway.services.users.findById(id))!;
});
afterAll(async () => {
  await offline?.close();
});

const passage = (id: string, sourceTitle: string, location: string, text: string): EvidencePassage => ({
  n: 0,
  passageId: `${id}0000000000000000000000`.slice(0, 24),
  sourceId: `${id}1111111111111111111111`.slice(0, 24),
  sourceTitle,
  sourceKind: 'pdf',
  url: null,
  site: null,
  location,
  text,
});

const LIBRARY = [
  passage(
    'a',
    'Kestrel fleet review',
    'p. 12',
    'The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025. Drivers reported calmer shifts.',
  ),
  passage(
    'b',
    'Depot pay memo',
    'Pay',
    'The zanzibar bonus pool pays the Kestrel depot managers every quarter since 2024.',
  ),
  passage('c', 'Canteen notes', 'p. 1', 'The canteen menu changes every Tuesday at the northern site.'),
];

/** The sources domain's retrieval, faked: passages sharing a word of four letters or more with the query. */
function fakeSources(library: EvidencePassage[] = LIBRARY) {
  const calls: Array<{ thesisId: string; query: string; limit: number | undefined }> = [];
  return {
    calls,
    retrieve: async (
      thesisId: string,
      query: string,
      options: { limit?: number; excludeSourceIds?: string[] } = {},
    ) => {
      calls.push({ thesisId, query, limit: options.limit });
      const words = query.toLowerCase().match(/\p{L}{4,}/gu) ?? [];
      return library
        .filter((p) => !options.excludeSourceIds?.includes(p.sourceId))
        .filter((p) => words.some((w) => p.text.toLowerCase().includes(w)))
        .slice(0, options.limit ?? 8)
        .map((p, i) => ({ ...p, n: i + 1 }));
    },
  };
}

async function thesisWith(
  content: string,
  title = 'Routing',
  language?: string,
): Promise<{ id: string; shareUrl: string }> {
  const project = await gateway.services.projects.create(owner, { name: `P ${title} ${Math.random()}` });
  const thesis = await gateway.services.theses.create(owner, project.id, {
    title,
    ...(language ? { language } : {}),
  });
  await gateway.services.theses.saveResearch(thesis.id, { content, status: 'complete' });
  return { id: thesis.id, shareUrl: thesis.shareUrl };
}

const chatOn = (ai: AiProvider, sources = fakeSources()) =>
  new ChatService(ai, gateway.services.theses, memoryRateLimitStore(), { sources: () => sources });

/** The readers' chat on `ai` over the owner's theses, with limits no test reaches. */
const readersService = (ai: AiProvider, evidence: ConstructorParameters<typeof ReadersService>[4]) =>
  new ReadersService(
    ai,
    gateway.services.theses,
    memoryRateLimitStore(),
    {
      READER_CHAT_PER_READER: 50,
      READER_CHAT_PER_IP: 50,
      READER_CHAT_PER_THESIS_DAILY: 50,
      SHARED_HIDDEN_TOPICS: [...DEFAULT_SHARED_HIDDEN_TOPICS],
    },
    evidence,
  );

async function events(reply: AsyncGenerator<ChatReplyEvent>): Promise<ChatReplyEvent[]> {
  const all: ChatReplyEvent[] = [];
  for await (const event of reply) all.push(event);
  return all;
}

const CONTENT =
  '## Options\n\nBuying a route planner is faster than building one [3].\n\n## Sources\n\n- **Old** — [3]';

describe('the owner’s chat, offline', () => {
  it('quotes and cites the passages retrieved for the question; the citations are stored on the answer', async () => {
    const sources = fakeSources();
    const chat = chatOn(offline, sources);
    const thesis = await thesisWith(CONTENT);
    const [question, answer] = await chat.send(owner, thesis.id, {
      content: 'How much diesel did the Kestrel depot save?',
    });
    expect(sources.calls).toEqual([
      { thesisId: thesis.id, query: 'How much diesel did the Kestrel depot save?', limit: 6 },
    ]);
    expect(question!.citations).toEqual([]);
    expect(answer!.content).toContain(
      '- “The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025.” [1]',
    );
    // The article's own marker [3] never reaches the answer.
    expect(answer!.content).not.toContain('[3]');
    expect(answer!.citations[0]).toMatchObject({
      n: 1,
      sourceTitle: 'Kestrel fleet review',
      sourceKind: 'pdf',
      location: 'p. 12',
      quote:
        'The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house in 2025.',
      passage: LIBRARY[0]!.text,
      sourceId: LIBRARY[0]!.sourceId,
      passageId: LIBRARY[0]!.passageId,
      check: { quoteFound: true, support: 'unchecked', reason: null, model: null },
    });
    // Numbered 1..N for this message, each marker in the text once per citation.
    expect(answer!.citations.map((c) => c.n)).toEqual(answer!.citations.map((_, i) => i + 1));
    expect(answer!.content.match(/\[\d+\]/g)).toHaveLength(answer!.citations.length);
    for (const citation of answer!.citations) expect(citation.passage).toContain(citation.quote);
    expect((await chat.list(owner, thesis.id)).at(-1)).toEqual(answer);
  });

  it('says plainly when neither the sources nor the thesis hold anything on the question', async () => {
    const chat = chatOn(offline);
    const thesis = await thesisWith(CONTENT);
    const messages = await chat.send(owner, thesis.id, { content: 'What about quantum chromodynamics?' });
    expect(messages.at(-1)).toMatchObject({
      content:
        'Your sources and this thesis say nothing about “What about quantum chromodynamics”. Try other words, or add a source or a section that covers it.',
      citations: [],
    });
  });

  it('a failing retrieval answers from the thesis alone', async () => {
    const chat = new ChatService(offline, gateway.services.theses, memoryRateLimitStore(), {
      sources: () => ({
        retrieve: async () => {
          throw new Error('index unavailable');
        },
      }),
    });
    const thesis = await thesisWith(CONTENT);
    const messages = await chat.send(owner, thesis.id, { content: 'Is buying a route planner faster?' });
    expect(messages.at(-1)!.content).toContain('> Buying a route planner is faster than building one.');
    expect(messages.at(-1)!.citations).toEqual([]);
  });
});

describe('the owner’s chat on a model', () => {
  it('the model is given the passages; the streamed markers are checked, judged and stored', async () => {
    fake.requests.length = 0;
    const chat = chatOn(model);
    const thesis = await thesisWith(CONTENT);
    const all = await events(
      chat.ask(owner, thesis.id, { content: 'How much diesel did the Kestrel depot save?' }),
    );
    expect(streamedText(all)).toMatch(/\[1\]/);
    const last = all.at(-1)!;
    expect(last.done).toBe(true);
    expect(last.content).toBe(last.message!.content);
    const answerCall = fake.requests.find((r) => r.body.stream)!;
    expect(answerCall.body.messages[0]!.content).toContain(
      '[1] Kestrel fleet review — p. 12\n"""The Kestrel depot cut its diesel use by 14.2 per cent',
    );
    expect(answerCall.body.messages[0]!.content).not.toContain('[3]');
    const citations = last.message!.citations;
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations) {
      expect(citation.passage).toContain(citation.quote.replace(/[.]$/, ''));
      expect(citation.check).toMatchObject({ quoteFound: true, support: 'supported', model: 'fake-model' });
      expect(citation.check.reason).toMatch(/\w/);
    }
    expect(
      fake.requests.filter((r) => r.body.response_format?.json_schema?.name === 'claim_check'),
    ).toHaveLength(citations.length);
  });

  it('fabricated quotes and markers to passages never retrieved are removed before saving', async () => {
    for (const citing of ['fabricated', 'missing'] as const) {
      fake.citing = citing;
      const chat = chatOn(model);
      const thesis = await thesisWith(CONTENT, `Fabricated ${citing}`);
      const all = await events(
        chat.ask(owner, thesis.id, { content: 'How much diesel did the Kestrel depot save?' }),
      );
      expect(streamedText(all), citing).toMatch(/\[\d+\]/);
      expect(all.at(-1)!.message!.citations, citing).toEqual([]);
      expect(all.at(-1)!.message!.content, citing).not.toMatch(/\[\d+\]/);
    }
    fake.citing = 'exact';
  });
});

describe('a thesis in German (issue 31), on a model', () => {
  /** Every chat-completion request since `from`, as the model read it. */
  const promptsSince = (from: number) =>
    fake.requests
      .slice(from)
      .filter((r) => r.path.endsWith('/chat/completions'))
      .map((r) => ({
        name: r.body.response_format?.json_schema?.name ?? 'answer',
        text: JSON.stringify(r.body.messages),
      }));

  it('the owner’s chat asks for German in the answer, its quotes and its claim checks; quotes stay as written', async () => {
    const from = fake.requests.length;
    const thesis = await thesisWith(CONTENT, 'Routenplanung', 'de');
    const all = await events(
      chatOn(model).ask(owner, thesis.id, { content: 'How much diesel did the Kestrel depot save?' }),
    );
    const prompts = promptsSince(from);
    expect(prompts.map((p) => p.name)).toEqual(
      expect.arrayContaining(['answer', 'answer_citations', 'claim_check']),
    );
    for (const prompt of prompts) expect(prompt.text, prompt.name).toContain('German');
    const answer = prompts.find((p) => p.name === 'answer')!;
    expect(answer.text).toContain('Write in German.');
    expect(answer.text).not.toContain('British English');
    expect(prompts.find((p) => p.name === 'claim_check')!.text).toContain('Write in German.');
    const citations = all.at(-1)!.message!.citations;
    expect(citations.length).toBeGreaterThan(0);
    for (const citation of citations) expect(citation.passage).toContain(citation.quote.replace(/[.]$/, ''));
  });

  it('a reader’s question on the shared page is answered in German', async () => {
    const readers = readersService(model, { sources: () => fakeSources() });
    const from = fake.requests.length;
    const thesis = await thesisWith('## Optionen\n\nDas Depot plant selbst.', 'Geteilt', 'de');
    await readers.send(
      {
        user: null,
        meta: { ip: '203.0.113.77', origin: 'http://localhost' },
        visitorId: 'leser',
        ensureVisitorId: () => 'leser',
      },
      thesis.shareUrl,
      { content: 'What happened at the Kestrel depot?' },
    );
    const prompts = promptsSince(from);
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) expect(prompt.text, prompt.name).toContain('German');
  });

  it('an English thesis’s chat asks for British English, as before', async () => {
    const from = fake.requests.length;
    const thesis = await thesisWith(CONTENT, 'Routing English');
    await events(
      chatOn(model).ask(owner, thesis.id, { content: 'How much diesel did the Kestrel depot save?' }),
    );
    const answer = promptsSince(from).find((p) => p.name === 'answer')!;
    expect(answer.text).toContain('Write in British English.');
  });
});

describe('the readers’ chat', () => {
  const auth = (visitor: string): ReaderAuth => ({
    user: null,
    meta: { ip: `203.0.113.${visitor.length}`, origin: 'http://localhost' },
    visitorId: visitor,
    ensureVisitorId: () => visitor,
  });
  const readersOn = (
    ai: AiProvider,
    sources = fakeSources(),
    article: Array<{ n: number; sourceId: string }> = [],
  ) =>
    readersService(ai, {
      sources: () => sources,
      citations: () => ({
        ofThesis: async () => ({ summary: EMPTY_SUMMARY, citations: article as never }),
      }),
    });

  it('never retrieves a passage naming a hidden topic; cites the rest with opaque source ids', async () => {
    const readers = readersOn(offline);
    const thesis = await thesisWith(
      '## Options\n\nThe Kestrel depot plans routes in-house.',
      'Shared offline',
    );
    const messages = await readers.send(auth('visitor-one'), thesis.shareUrl, {
      content: 'What happened at the Kestrel depot?',
    });
    const answer = messages.at(-1)!;
    expect(answer.content).toContain('The Kestrel depot cut its diesel use by 14.2 per cent');
    expect(answer.content).not.toContain('zanzibar');
    expect(answer.citations.map((c) => c.sourceTitle)).not.toContain('Depot pay memo');
    expect(answer.citations[0]).toMatchObject({
      n: 1,
      sourceTitle: 'Kestrel fleet review',
      passage: LIBRARY[0]!.text,
    });
    expect(answer.citations[0]!.sourceId).toMatch(/^[0-9a-f]{24}$/);
    expect(answer.citations[0]!.sourceId).not.toBe(LIBRARY[0]!.sourceId);
    expect(answer.citations[0]!.passageId).not.toBe(LIBRARY[0]!.passageId);
    expect(await readers.list(auth('visitor-one'), thesis.shareUrl)).toEqual(messages);
  });

  it('never draws on a source the article cites only in a section the link hides', async () => {
    const thesis = await thesisWith(
      [
        '## Options',
        '',
        'The Kestrel depot plans routes in-house [1].',
        '',
        '## Fuel',
        '',
        'Diesel use fell sharply [2].',
        '',
        '## Sources',
        '',
        '- **Kestrel fleet review** (text) — [2]',
        '- **Planning note** (text) — [1]',
      ].join('\n'),
      'Hidden source',
    );
    await gateway.services.sharing.setSectionHidden(owner, thesis.id, 'Fuel', true);
    const sources = fakeSources();
    const readers = readersOn(offline, sources, [
      { n: 1, sourceId: 'f'.repeat(24) },
      { n: 2, sourceId: LIBRARY[0]!.sourceId },
    ]);
    const messages = await readers.send(auth('visitor-three'), thesis.shareUrl, {
      content: 'How much diesel did the Kestrel depot save?',
    });
    expect(messages.at(-1)!.content).not.toContain('14.2 per cent');
    expect(messages.at(-1)!.citations).toEqual([]);
    // Unhidden, the same question quotes it.
    await gateway.services.sharing.setSectionHidden(owner, thesis.id, 'Fuel', false);
    const again = await readers.send(auth('visitor-four'), thesis.shareUrl, {
      content: 'How much diesel did the Kestrel depot save?',
    });
    expect(again.at(-1)!.content).toContain('14.2 per cent');
  });

  it('sourcesLeftOut: cited only outside the visible text (the Sources list does not count)', () => {
    const article = [
      { n: 1, sourceId: 'a' },
      { n: 2, sourceId: 'b' },
      { n: 3, sourceId: 'a' },
    ];
    expect(sourcesLeftOut(article, 'Text [1].\n\n## Sources\n\n- A — [1], [3]\n- B — [2]')).toEqual(['b']);
    expect(sourcesLeftOut(article, 'Text [3] and [2].')).toEqual([]);
    expect(sourcesLeftOut(article, 'No markers.')).toEqual(['a', 'b']);
  });

  it('the model is sent the visible text and the allowed passages only', async () => {
    fake.requests.length = 0;
    const readers = readersOn(model);
    const thesis = await thesisWith('## Options\n\nThe Kestrel depot plans routes in-house.', 'Shared model');
    const messages = await readers.send(auth('visitor-two'), thesis.shareUrl, {
      content: 'Who is paid what at the Kestrel depot?',
    });
    const prompts = JSON.stringify(fake.requests.map((r) => r.body.messages));
    expect(prompts).toContain('The Kestrel depot cut its diesel use');
    expect(prompts).not.toContain('zanzibar');
    expect(prompts).not.toContain('Depot pay memo');
    expect(messages.at(-1)!.citations.length).toBeGreaterThan(0);
  });
});
