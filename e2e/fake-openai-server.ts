// The e2e suite's OpenAI-compatible server (run with `node --import tsx`): the gateway tests' fake, whose
// every answer carries the word FAKEMODEL so a test can tell it from the offline engine's; plus
// GET /healthz (readiness) and GET /v1/models. Port: E2E_FAKE_OPENAI_PORT (default 4176).
import type { ServerResponse } from 'node:http';
import { FakeOpenAi, type ChatRequest } from '../gateway/src/shared/ai/testing/fake-openai.js';

export const MARKER = 'FAKEMODEL';
const MODEL = process.env.OPENAI_MODEL ?? 'e2e-fake-model';
const port = Number(process.env.E2E_FAKE_OPENAI_PORT ?? 4176);

/** Every string of prose in a structured answer gets the marker; short labels (a quarter) and quotes stay. */
function mark(value: unknown): unknown {
  if (typeof value === 'string') return value.split(/\s+/).length >= 3 ? `${MARKER} ${value}` : value;
  if (Array.isArray(value)) return value.map(mark);
  if (value && typeof value === 'object')
    // A citation's quote is copied from its passage: marked, it would no longer be found there.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === 'quote' ? item : mark(item)]),
    );
  return value;
}

/** A thesis whose brief holds this word is researched by a model that fabricates its quotes. */
export const FABRICATES = 'QUOTEFABRICATOR';

class MarkedFake extends FakeOpenAi {
  override contentFor(body: ChatRequest): string {
    // Per request, not set by a test, so that other suites sharing this server still get exact quotes.
    this.citing = JSON.stringify(body.messages).includes(FABRICATES) ? 'fabricated' : 'exact';
    const content = super.contentFor(body);
    return body.response_format?.json_schema
      ? JSON.stringify(mark(JSON.parse(content)))
      : `${MARKER} answers: ${content}`;
  }
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const fake = new MarkedFake();
// A little pacing, so drafts visibly stream, without slowing the research run much.
fake.latency = { firstTokenMs: 50, tokensPerSecond: 2_000 };
fake.intercept = ({ path }) => {
  if (path === '/healthz') return (_exchange, res) => json(res, 200, { ok: true });
  if (path === '/v1/models')
    return (_exchange, res) =>
      json(res, 200, { object: 'list', data: [{ id: MODEL, object: 'model', created: 0, owned_by: 'e2e' }] });
  if (!path.startsWith('/v1/chat/completions') && !path.startsWith('/v1/audio/speech'))
    return (_exchange, res) => json(res, 404, { error: { message: `no route ${path}`, type: 'fake' } });
  return undefined;
};
// Keep memory flat over a long run: the e2e server never inspects past requests.
setInterval(() => fake.requests.splice(0), 10_000).unref();

await fake.start(port);
console.log(`fake OpenAI-compatible server on ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fake.stop().then(() => process.exit(0)));
