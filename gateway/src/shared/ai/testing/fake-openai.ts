// Test helper: a local OpenAI-compatible server (Chat Completions, streamed or not, structured outputs,
// speech) on 127.0.0.1. By default it answers like a model would — valid JSON for the requested
// schema, with as many words as the prompt asks for — at a chosen latency (time to first token and
// tokens per second); a test can script any request's answer instead (errors, bad JSON, cut streams).
// Given numbered passages (`[n] Title — location` and the text between triple quotes), it cites them
// like a grounded model: sentences with [n] markers and quotes copied from passage n (or, when
// `citing` says so, a fabricated quote or a passage that was never given).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  stream?: boolean;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
}

export interface Exchange {
  path: string;
  body: ChatRequest & Record<string, unknown>;
  headers: IncomingMessage['headers'];
  /** Resolves when the client closed the connection before the answer was complete. */
  aborted: Promise<void>;
}

/** What a scripted handler may do with one request. */
export type Script = (exchange: Exchange, res: ServerResponse, fake: FakeOpenAi) => Promise<void> | void;

export interface Latency {
  firstTokenMs: number;
  tokensPerSecond: number;
}

const WORDS = (
  'the evidence suggests that mid-sized firms adopting this approach gain resilience while competitors ' +
  'struggle to adapt their operating models to the new conditions in their markets over the coming years'
).split(' ');

/** `count` words of plain prose, deterministic, with a sentence break every 20 words. */
export function prose(count: number, seed = 0): string {
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    let word = WORDS[(i * 7 + seed) % WORDS.length]!;
    if (i % 20 === 0) word = word[0]!.toUpperCase() + word.slice(1);
    words.push(i % 20 === 19 || i === count - 1 ? `${word}.` : word);
  }
  return words.join(' ');
}

const tokensOf = (text: string) => Math.max(1, Math.ceil(text.length / 4));

/** How default answers cite the passages they were given. */
export type Citing = 'exact' | 'fabricated' | 'missing';

/** The numbered passages in a prompt, as the OpenAI engine writes them. */
export function passagesIn(prompt: string): Array<{ n: number; title: string; text: string }> {
  return [...prompt.matchAll(/^\[(\d+)\] ([^\n]*)\n"""([\s\S]*?)"""/gm)].map((match) => ({
    n: Number(match[1]),
    title: match[2]!.split(' — ')[0]!,
    text: match[3]!,
  }));
}

/** A fabricated quote: words found in no passage. */
export const FABRICATED_QUOTE = 'revenue tripled within a single quarter across every region';

/** The words a default answer quotes from a passage: its first sentence, or its first 12 words. */
function quoteOf(text: string): string {
  const first = /^(.{20,}?[.!?])(?=\s|$)/s.exec(text.trim())?.[1] ?? text;
  const words = first.trim().split(/\s+/);
  return words.slice(0, Math.min(words.length, 24)).join(' ');
}

/** Dimensions of the fake embedding model's vectors. */
export const FAKE_EMBEDDING_DIMS = 256;

/**
 * The fake embedding model's "meaning": these words count as one (so a synonym is close, as with a
 * real model, where BM25 sees no shared word). Every other word is itself.
 */
const FAKE_SYNONYMS: Record<string, string> = Object.fromEntries(
  [
    ['car', 'automobile', 'vehicle', 'auto', 'motorcar'],
    ['sale', 'revenue', 'turnover', 'income'],
    ['price', 'cost', 'fee', 'charge', 'tariff'],
    ['buy', 'purchase', 'acquire', 'acquisition'],
    ['employee', 'staff', 'worker', 'personnel', 'workforce'],
    ['customer', 'client', 'buyer'],
    ['rise', 'increase', 'growth', 'grow', 'rose'],
  ].flatMap(([head, ...others]) => [[head!, head!], ...others.map((word) => [word, head!])]),
);
const FAKE_STOP_WORDS = new Set(
  'a an and are as at be by for from has have in is it its of on or that the their this to was were will with'.split(
    ' ',
  ),
);

/**
 * A deterministic embedding: a hashed bag of words (lower-cased, plural "s" dropped, synonyms folded,
 * stop words left out; weight 1 + ln(count)), of unit length. Texts sharing words, or synonyms, are close.
 */
export function fakeEmbedding(text: string, dims = FAKE_EMBEDDING_DIMS): Float32Array {
  const counts = new Map<string, number>();
  for (const [raw] of text.toLowerCase().matchAll(/\p{L}+|\p{N}+/gu)) {
    if (FAKE_STOP_WORDS.has(raw)) continue;
    const singular = raw.length > 3 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw;
    const word = FAKE_SYNONYMS[singular] ?? FAKE_SYNONYMS[raw] ?? singular;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const vector = new Float32Array(dims);
  for (const [word, count] of counts) {
    let hash = 2166136261;
    for (let i = 0; i < word.length; i++) hash = Math.imul(hash ^ word.charCodeAt(i), 16777619);
    vector[(hash >>> 0) % dims]! += 1 + Math.log(count);
  }
  let norm = 0;
  for (const x of vector) norm += x * x;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return vector.map((x) => x * scale);
}

export class FakeOpenAi {
  readonly requests: Exchange[] = [];
  /** Scripted answers, used in order before the default behaviour. */
  readonly scripts: Script[] = [];
  latency: Latency = { firstTokenMs: 0, tokensPerSecond: Number.POSITIVE_INFINITY };
  /** How default answers cite numbered passages: 'fabricated' quotes, or markers to a 'missing' passage. */
  citing: Citing = 'exact';
  /** Chooses a scripted answer for some requests (e.g. by schema name); undefined: the usual answer. */
  intercept: ((exchange: Exchange) => Script | undefined) | undefined;
  /** Requests being answered right now, and the most at once. */
  active = 0;
  maxActive = 0;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();

  get url(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}/v1`;
  }

  /** Listens on 127.0.0.1:`port` (0: any free port). */
  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  /** Back to how it started: no requests seen or scripted, no interception, exact citing, no latency. */
  reset(): void {
    this.requests.length = 0;
    this.scripts.length = 0;
    this.intercept = undefined;
    this.citing = 'exact';
    this.latency = { firstTokenMs: 0, tokensPerSecond: Number.POSITIVE_INFINITY };
    this.maxActive = 0;
  }

  /** Requests whose response_format names this schema (e.g. "section_evidence"), for one thesis title. */
  requestsFor(name: string, title?: string): Exchange[] {
    return this.requests.filter(
      (r) =>
        r.body.response_format?.json_schema?.name === name &&
        (title === undefined || r.body.messages.some((m) => m.content.includes(`Thesis title: ${title}\n`))),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: Exchange['body'];
    try {
      body = (raw ? JSON.parse(raw) : {}) as Exchange['body'];
    } catch {
      body = {} as Exchange['body'];
    }
    const aborted = new Promise<void>((resolve) =>
      res.once('close', () => {
        if (!res.writableFinished) resolve();
      }),
    );
    const exchange: Exchange = { path: req.url ?? '', body, headers: req.headers, aborted };
    this.requests.push(exchange);
    this.active += 1;
    this.maxActive = Math.max(this.maxActive, this.active);
    res.once('close', () => {
      this.active -= 1;
    });
    const script = this.intercept?.(exchange) ?? this.scripts.shift();
    try {
      if (script) await script(exchange, res, this);
      else await this.answer(exchange, res);
    } catch {
      res.destroy();
    }
  }

  /** The default behaviour: a plausible answer at the configured latency. */
  async answer(exchange: Exchange, res: ServerResponse): Promise<void> {
    if (exchange.path.endsWith('/embeddings')) {
      await this.embeddings(exchange, res);
      return;
    }
    if (exchange.path.endsWith('/audio/speech')) {
      res.writeHead(200, { 'content-type': 'audio/mpeg' });
      res.end(Buffer.from(`ID3fake-mp3:${String((exchange.body as { input?: string }).input ?? '')}`));
      return;
    }
    const content = this.contentFor(exchange.body);
    if (exchange.body.stream) await this.stream(res, content, exchange.aborted);
    else await this.complete(res, content, exchange.aborted);
  }

  /** A reply to a chat request: JSON for the schema it names, or prose (citing passages when given). */
  contentFor(body: ChatRequest): string {
    const prompt = body.messages.map((m) => m.content).join('\n');
    const asked = /at least (\d+) words/i.exec(prompt);
    const words = asked ? Math.ceil(Number(asked[1]) * 1.1) : 120;
    const name = body.response_format?.json_schema?.name;
    if (name === 'claim_check') return JSON.stringify(this.judge(prompt));
    if (name === 'answer_citations') return JSON.stringify({ citations: this.answerQuotes(prompt) });
    const passages = passagesIn(prompt);
    if (passages.length > 0) return this.cited(name, passages, words);
    if (!name) return prose(words);
    if (name === 'summary') return JSON.stringify({ insights: [prose(12, 1), prose(14, 2), prose(10, 3)] });
    if (name === 'section_timeline')
      return JSON.stringify({
        rows: ['Q1', 'Q2', 'Q3', 'Q4', 'Q1 next year'].map((quarter, i) => ({
          timeline: quarter,
          activities: prose(10, i),
          milestone: prose(5, i + 3),
        })),
      });
    if (name === 'section_summary') return JSON.stringify({ body: prose(words), summary: prose(30, 5) });
    return JSON.stringify({ body: prose(words, name.length) });
  }

  /** The texts of every embeddings request so far, one array per request. */
  embeddingInputs(): string[][] {
    return this.requests
      .filter((r) => r.path.endsWith('/embeddings'))
      .map((r) => {
        const input = (r.body as { input?: unknown }).input;
        return Array.isArray(input) ? input.map(String) : [String(input ?? '')];
      });
  }

  /** POST /v1/embeddings: fakeEmbedding() of each input, as floats or base64 (encoding_format). */
  async embeddings(exchange: Exchange, res: ServerResponse): Promise<void> {
    const body = exchange.body as { input?: unknown; encoding_format?: string; model?: string };
    const inputs = Array.isArray(body.input) ? body.input.map(String) : [String(body.input ?? '')];
    if (await this.wait(this.latency.firstTokenMs, exchange.aborted)) return;
    const data = inputs.map((text, index) => {
      const vector = fakeEmbedding(text);
      return {
        object: 'embedding',
        index,
        embedding:
          body.encoding_format === 'base64'
            ? Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength).toString('base64')
            : Array.from(vector),
      };
    });
    const tokens = inputs.reduce((total, text) => total + tokensOf(text), 0);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        object: 'list',
        data,
        model: body.model ?? 'fake-embedding',
        usage: { prompt_tokens: tokens, total_tokens: tokens },
      }),
    );
  }

  /** A quote for passage `n` as `citing` says: copied from it, or fabricated. */
  private quoteFor(passage: { text: string }): string {
    return this.citing === 'fabricated' ? FABRICATED_QUOTE : quoteOf(passage.text);
  }

  /** The marker number for a passage: its own, or (citing 'missing') one that was never given. */
  private numberFor(passage: { n: number }, all: ReadonlyArray<{ n: number }>): number {
    return this.citing === 'missing' ? Math.max(...all.map((p) => p.n)) + passage.n : passage.n;
  }

  /** A grounded reply: sentences quoting up to six passages, each with its marker, then prose. */
  private cited(
    name: string | undefined,
    passages: ReadonlyArray<{ n: number; title: string; text: string }>,
    words: number,
  ): string {
    const used = passages.slice(0, 6);
    const citations = used.map((passage) => ({
      n: this.numberFor(passage, passages),
      quote: this.quoteFor(passage),
    }));
    const sentences = used.map(
      (passage, i) =>
        `One source, ${passage.title}, reports: ${quoteOf(passage.text).replace(/[.!?]$/, '')} [${citations[i]!.n}].`,
    );
    if (!name) return `${sentences.slice(0, 3).join(' ')} ${prose(Math.min(words, 60), 4)}`;
    if (name === 'section_timeline')
      return JSON.stringify({
        rows: ['Q1', 'Q2', 'Q3', 'Q4', 'Q1 next year'].map((quarter, i) => ({
          timeline: quarter,
          activities: `${prose(10, i).replace(/\.$/, '')}${i === 0 ? ` [${citations[0]!.n}]` : ''}`,
          milestone: prose(5, i + 3),
        })),
        citations: citations.slice(0, 1),
      });
    const body = `${sentences.join(' ')}\n\n${prose(words, name.length)}`;
    if (name === 'section_summary') return JSON.stringify({ body, summary: prose(30, 5), citations });
    return JSON.stringify({ body, citations });
  }

  /** The answer_citations step: for each marker of the answer in the prompt, a quote of its passage. */
  private answerQuotes(prompt: string): Array<{ n: number; quote: string }> {
    const answer = /Answer:\n"""([\s\S]*?)"""/.exec(prompt)?.[1] ?? '';
    const passages = passagesIn(prompt.slice(prompt.indexOf('Passages:')));
    const numbers = [...new Set([...answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])))];
    return numbers.flatMap((n) => {
      const passage = passages.find((p) => p.n === n) ?? passages[0];
      return passage ? [{ n, quote: this.quoteFor(passage) }] : [];
    });
  }

  /** The claim check: supported when the quoted words are in the passage, otherwise not. */
  private judge(prompt: string): { support: string; reason: string } {
    const field = (label: string) =>
      (new RegExp(`${label}:\\n"""([\\s\\S]*?)"""`).exec(prompt)?.[1] ?? '')
        .replace(/\s+/g, ' ')
        .toLowerCase();
    const quote = field('Quoted words');
    return quote && field('Passage').includes(quote)
      ? { support: 'supported', reason: 'The passage states what the sentence claims.' }
      : { support: 'not_supported', reason: 'The passage does not say this.' };
  }

  async complete(res: ServerResponse, content: string, aborted: Promise<void>): Promise<void> {
    const tokens = tokensOf(content);
    const ms = this.latency.firstTokenMs + (tokens / this.latency.tokensPerSecond) * 1000;
    if (await this.wait(ms, aborted)) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: 'fake-model',
        choices: [
          { index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } },
        ],
        usage: { prompt_tokens: 100, completion_tokens: tokens, total_tokens: 100 + tokens },
      }),
    );
  }

  /** Streams `content` as server-sent events; `cutAfter` parts, the connection is dropped. */
  async stream(
    res: ServerResponse,
    content: string,
    aborted: Promise<void>,
    cutAfter?: number,
  ): Promise<void> {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const parts = content.match(/\S+\s*/g) ?? [content];
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
      id: 'chatcmpl-fake',
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: 'fake-model',
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
    if (await this.wait(this.latency.firstTokenMs, aborted)) return;
    send(chunk({ role: 'assistant', content: '' }));
    for (let i = 0; i < parts.length; i++) {
      if (cutAfter !== undefined && i === cutAfter) {
        // Let what was written reach the client first, then drop the connection.
        await new Promise((resolve) => setTimeout(resolve, 50));
        res.socket?.destroy();
        return;
      }
      send(chunk({ content: parts[i] }));
      const ms = (tokensOf(parts[i]!) / this.latency.tokensPerSecond) * 1000;
      if (ms > 0 && (await this.wait(ms, aborted))) return;
    }
    send(chunk({}, 'stop'));
    send({
      ...chunk({}),
      choices: [],
      usage: { prompt_tokens: 50, completion_tokens: parts.length, total_tokens: 50 + parts.length },
    });
    res.end('data: [DONE]\n\n');
  }

  /** Waits `ms`; true when the client went away meanwhile. */
  private async wait(ms: number, aborted: Promise<void>): Promise<boolean> {
    if (!(ms > 0)) return false;
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), ms);
      }),
      aborted.then(() => true),
    ]);
    clearTimeout(timer);
    return outcome;
  }
}

/** Scripted answers for contract tests. */
export const reply = {
  status:
    (status: number, headers: Record<string, string> = {}, message = 'fake failure'): Script =>
    (_exchange, res) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify({ error: { message, type: 'fake', code: null } }));
    },
  content:
    (content: string): Script =>
    (exchange, res, fake) =>
      exchange.body.stream
        ? fake.stream(res, content, exchange.aborted)
        : fake.complete(res, content, exchange.aborted),
  /** Never answers (until the client gives up). */
  hang: (): Script => async (exchange) => {
    await exchange.aborted;
  },
  /** Streams part of the default answer, then drops the connection. */
  cutStream:
    (afterParts: number): Script =>
    (exchange, res, fake) =>
      fake.stream(res, fake.contentFor(exchange.body), exchange.aborted, afterParts),
};
