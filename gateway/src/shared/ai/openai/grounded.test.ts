// Contract tests of grounded writing on the OpenAI-compatible engine, against the local fake: the
// model is given the numbered passages, cites them with [n] and quotes; fabricated quotes and
// markers to passages never given are removed and counted by the check; answers cite; the claim
// check is a structured judgement. Nothing leaves 127.0.0.1.
import { beforeAll, describe, expect, it } from 'vitest';
import { logSink } from '../../../testing/fixtures.js';
import { groundText, normaliseForQuote } from '../../grounding/verify.js';
import type { AnswerCitations, EvidencePassage, SectionRequest } from '../provider.js';
import { FABRICATED_QUOTE, reply } from '../testing/fake-openai.js';
import { fakeChatClient, useFakeOpenAi } from '../testing/use-fake-openai.js';
import { OpenAiProvider } from './openai-provider.js';

const fake = useFakeOpenAi();
let provider: OpenAiProvider;

beforeAll(() => {
  provider = new OpenAiProvider(fakeChatClient(fake, { logger: logSink().logger, maxRetries: 0 }));
});

const PASSAGES: EvidencePassage[] = [
  {
    n: 1,
    passageId: 'a1',
    sourceId: 'sa',
    sourceTitle: 'Kestrel fleet review 2025',
    sourceKind: 'pdf',
    url: null,
    site: null,
    location: 'p. 12',
    text: 'The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house. Drivers reported calmer shifts.',
  },
  {
    n: 2,
    passageId: 'b7',
    sourceId: 'sb',
    sourceTitle: 'Depot managers survey',
    sourceKind: 'docx',
    url: null,
    site: null,
    location: 'Results',
    text: 'Two thirds of the depot managers asked for quarterly bonus reviews instead of annual ones.',
  },
];

const brief = {
  title: 'Routing',
  idea: 'Plan routes in-house.',
  context: 'Fuel is dear.',
  intellectualChallenge: 'Should we?',
};
const request = (kind: SectionRequest['kind'], passages = PASSAGES): SectionRequest => ({
  kind,
  brief,
  basis: {},
  questions: ['How much fuel does in-house planning save?'],
  passages,
});

async function collect(parts: AsyncIterable<string | AnswerCitations>) {
  let text = '';
  let claims: AnswerCitations | undefined;
  for await (const part of parts) {
    if (typeof part === 'string') text += part;
    else claims = part;
  }
  return { text, claims };
}

describe('sections with passages', () => {
  it('gives the model the numbered passages, the questions and the citing rules; the draft cites them', async () => {
    const draft = await provider.writeSection(request('evidence'));
    const body = fake.requestsFor('section_evidence')[0]!.body;
    const [system, user] = body.messages.map((m) => m.content);
    expect(user).toContain(
      '[1] Kestrel fleet review 2025 — p. 12\n"""The Kestrel depot cut its diesel use by 14.2 per cent after route planning moved in-house. Drivers reported calmer shifts."""',
    );
    expect(user).toContain('[2] Depot managers survey — Results\n"""Two thirds of the depot managers');
    expect(user).toContain('- How much fuel does in-house planning save?');
    expect(system).toContain('Cite only them');
    expect(system).toContain('Never invent sources');
    expect(system).toContain('Where the passages are silent');
    expect(system).not.toContain('no sources were retrieved');
    expect(JSON.stringify(body.response_format)).toContain('citations');

    expect(draft.markdown).toMatch(/\[1\]/);
    expect(draft.citations.map((c) => c.n)).toEqual([1, 2]);
    const grounded = groundText(draft.markdown, draft.citations, PASSAGES);
    expect(grounded.removed).toBe(0);
    expect(grounded.citations.map((c) => c.passage.passageId)).toEqual(['a1', 'b7']);
    for (const citation of grounded.citations)
      expect(normaliseForQuote(citation.passage.text)).toContain(normaliseForQuote(citation.quote));
  });

  it('fabricated quotes are removed by the check and counted', async () => {
    fake.citing = 'fabricated';
    const draft = await provider.writeSection(request('context'));
    expect(draft.citations.every((c) => c.quote === FABRICATED_QUOTE)).toBe(true);
    const markers = draft.markdown.match(/\[\d+\]/g) ?? [];
    expect(markers.length).toBe(2);
    const grounded = groundText(draft.markdown, draft.citations, PASSAGES);
    expect(grounded.removed).toBe(2);
    expect(grounded.citations).toEqual([]);
    expect(grounded.markdown).not.toMatch(/\[\d+\]/);
  });

  it('markers to passages that were never given are removed and counted', async () => {
    fake.citing = 'missing';
    const draft = await provider.writeSection(request('risks'));
    expect(draft.citations.map((c) => c.n)).toEqual([3, 4]);
    const grounded = groundText(draft.markdown, draft.citations, PASSAGES);
    expect(grounded.removed).toBe(2);
    expect(grounded.citations).toEqual([]);
  });

  it('the timeline table may cite, and the summary card carries no marker', async () => {
    const timeline = await provider.writeSection(request('timeline'));
    expect(timeline.markdown.split('\n')[2]).toMatch(/^\| Q1 \| .* \[1\] \|/);
    const grounded = groundText(timeline.markdown, timeline.citations, PASSAGES);
    expect(grounded.citations).toHaveLength(1);
    expect(grounded.removed).toBe(0);
    const summary = await provider.writeSection(request('summary'));
    expect(summary.citations.length).toBeGreaterThan(0);
    expect(summary.summary).not.toMatch(/\[\d+\]/);
  });

  it('without passages, as before: no sources retrieved, no citations asked for', async () => {
    const draft = await provider.writeSection(request('options', []));
    expect(draft.citations).toEqual([]);
    const body = fake.requestsFor('section_options')[0]!.body;
    expect(body.messages[0]!.content).toContain('no sources were retrieved');
    expect(body.messages[1]!.content).not.toContain('"""');
    expect(JSON.stringify(body.response_format)).not.toContain('citations');
  });
});

describe('answers with passages', () => {
  const ask = (passages = PASSAGES) =>
    provider.answer({
      question: 'How much diesel did Kestrel save?',
      thesis: { title: 'Routing', content: 'Routes matter.' },
      history: [{ role: 'assistant', content: 'Earlier answer [1].' }],
      passages,
    });

  it('streams text with markers, then the quotes from a second, structured step', async () => {
    const { text, claims } = await collect(ask());
    expect(text).toMatch(/\[1\]/);
    const [answerCall, quotesCall] = fake.requests;
    expect(answerCall!.body.stream).toBe(true);
    expect(answerCall!.body.messages[0]!.content).toContain('[2] Depot managers survey — Results\n"""');
    expect(answerCall!.body.messages[0]!.content).toContain('say nothing about');
    // An earlier answer's markers numbered other passages: the model does not see them.
    expect(answerCall!.body.messages[1]!.content).toBe('Earlier answer.');
    expect(quotesCall!.body.response_format?.json_schema?.name).toBe('answer_citations');
    expect(quotesCall!.body.messages[1]!.content).toContain(text.trim().slice(0, 40));
    const grounded = groundText(text, claims!.citations, PASSAGES);
    expect(grounded.removed).toBe(0);
    expect(grounded.citations.map((c) => c.n)).toEqual([1, 2]);
  });

  it('a failed quotes step leaves the answer, whose markers the check then removes', async () => {
    fake.intercept = (exchange) =>
      exchange.body.response_format?.json_schema?.name === 'answer_citations'
        ? reply.status(400, {}, 'no')
        : undefined;
    const { text, claims } = await collect(ask());
    expect(claims).toEqual({ citations: [] });
    const grounded = groundText(text, claims!.citations, PASSAGES);
    expect(grounded.removed).toBe(2);
    expect(grounded.markdown).not.toMatch(/\[\d+\]/);
  });

  it('without passages there is no quotes step and no citations part', async () => {
    const { text, claims } = await collect(ask([]));
    expect(text.length).toBeGreaterThan(20);
    expect(claims).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
  });
});

describe('claim check', () => {
  it('is a structured judgement with a one-line reason', async () => {
    const supported = await provider.judgeClaim({
      sentence: 'Kestrel cut diesel use by 14.2 per cent.',
      quote: 'cut its diesel use by 14.2 per cent',
      passage: PASSAGES[0]!.text,
    });
    expect(supported).toEqual({
      support: 'supported',
      reason: 'The passage states what the sentence claims.',
    });
    const body = fake.requests[0]!.body;
    expect(body.response_format?.json_schema?.name).toBe('claim_check');
    expect(body.messages[1]!.content).toContain(`Passage:\n"""${PASSAGES[0]!.text}"""`);

    const refuted = await provider.judgeClaim({
      sentence: 'Diesel use doubled.',
      quote: 'diesel use doubled',
      passage: PASSAGES[0]!.text,
    });
    expect(refuted?.support).toBe('not_supported');

    fake.scripts.push(
      reply.content(JSON.stringify({ support: 'partly', reason: 'Only\nthe depot,\n not the fleet.' })),
    );
    expect(await provider.judgeClaim({ sentence: 's', quote: 'q', passage: 'p' })).toEqual({
      support: 'partly',
      reason: 'Only the depot, not the fleet.',
    });
  });

  it('an answer outside the three judgements is sent back, then fails', async () => {
    fake.scripts.push(
      reply.content(JSON.stringify({ support: 'maybe', reason: 'x' })),
      reply.content(JSON.stringify({ support: 'maybe', reason: 'x' })),
    );
    await expect(provider.judgeClaim({ sentence: 's', quote: 'q', passage: 'p' })).rejects.toMatchObject({
      code: 'INVALID_OUTPUT',
    });
  });
});
