// AI benchmark (`pnpm bench`): research wall time offline and against a latency-faithful fake model
// (first token 0.6 s, 40 tokens/s), time until the first section is saved, offline speech time to
// first byte for a 100-word card, and a key-insights summary from a warm cache. Each figure is
// printed against its target; the process exits non-zero when one is missed.
import { pino } from 'pino';
import { parseEnv } from '../src/env.js';
import { startRuntime, type Runtime } from '../src/runtime.js';
import { FakeOpenAi } from '../src/shared/ai/testing/fake-openai.js';
import { makeStaticRoot } from '../src/testing/fixtures.js';

interface Figure {
  name: string;
  value: number;
  unit: string;
  target: number;
}
const figures: Figure[] = [];
const record = (name: string, value: number, unit: string, target: number) => {
  figures.push({ name, value, unit, target });
  console.log(
    `${value <= target ? 'ok  ' : 'SLOW'} ${name}: ${value.toFixed(unit === 's' ? 2 : 0)} ${unit} (target ≤ ${target} ${unit})`,
  );
};

const IDEA = {
  idea: 'Mid-sized European logistics firms will lose a fifth of their margin to AI-native competitors by 2028 unless they automate route planning. Customers in Germany already ask for real-time tracking, and two pilots at our company gave mixed results.',
  context:
    'The board meets in March to decide the technology budget. Drivers are scarce and fuel costs rose sharply last year. Competitors advertise same-day delivery across the region.',
  intellectualChallenge: 'Should a mid-sized carrier build its own route-planning capability, or buy one?',
};

/** A 100-word cue card: ten sentences of ten words. */
const CARD = Array.from(
  { length: 10 },
  (_, i) => `Point ${i + 1} of this card explains why carriers keep margins.`,
).join(' ');

async function runtimeWith(settings: Record<string, string>): Promise<Runtime> {
  const env = parseEnv({ PORT: '0', HOST: '127.0.0.1', STATIC_ROOT: await makeStaticRoot(), ...settings });
  return startRuntime(env, {
    logger: pino({ level: 'silent' }),
    database: { kind: 'embedded', dbPath: undefined },
  });
}

async function owner(runtime: Runtime) {
  const res = await fetch(`${runtime.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `bench-${Date.now()}@x.io`, username: 'bench', password: 'password8' }),
  });
  const { id } = (await res.json()) as { id: string };
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
  const user = (await runtime.services.users.findById(id))!;
  const project = await runtime.services.projects.create(user, { name: 'Bench' });
  return { user, cookie, projectId: project.id };
}

/** Starts research on a new thesis; resolves with the wall time and the time until a section was saved. */
async function research(
  runtime: Runtime,
  title: string,
): Promise<{ total: number; firstSection: number; words: number }> {
  const { user, projectId } = await owner(runtime);
  const thesis = await runtime.services.theses.create(user, projectId, { title, ...IDEA });
  const started = performance.now();
  await runtime.services.research.start(user, thesis.id);
  let firstSection = Number.NaN;
  for (;;) {
    const current = await runtime.services.theses.get(user, thesis.id);
    if (Number.isNaN(firstSection) && /^## /m.test(current.content))
      firstSection = performance.now() - started;
    if (current.status === 'complete' || current.status === 'failed') {
      if (current.status === 'failed') throw new Error('the research run failed');
      return {
        total: (performance.now() - started) / 1000,
        firstSection: firstSection / 1000,
        words: current.content.split(/\s+/).filter((word) => /\w/.test(word)).length,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function timeToFirstByte(url: string, cookie: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/text-to-speech`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  const reader = res.body!.getReader();
  await reader.read();
  const ttfb = performance.now() - started;
  while (!(await reader.read()).done);
  if (res.status !== 200) throw new Error(`speech answered ${res.status}`);
  return ttfb;
}

async function offline(): Promise<void> {
  const runtime = await runtimeWith({});
  try {
    await research(runtime, 'Warm-up run');
    const run = await research(runtime, 'Offline research');
    record('research, offline engine (wall time)', run.total, 's', 3);

    const { cookie } = await owner(runtime);
    // Warm the speech workers, then a card never spoken before (no cache).
    await timeToFirstByte(runtime.url, cookie, { text: 'Warming up the speech engine.' });
    const samples: number[] = [];
    for (const voice of ['alloy', 'nova', 'onyx']) {
      samples.push(await timeToFirstByte(runtime.url, cookie, { text: CARD, voice }));
    }
    samples.sort((a, b) => a - b);
    console.log(
      `     (100-word card, ${CARD.split(' ').length} words; samples ${samples.map((s) => s.toFixed(0)).join(', ')} ms)`,
    );
    record('speech, offline, time to first byte (median)', samples[1]! / 1000, 's', 0.4);

    const content = `${IDEA.idea}\n\n${IDEA.context}\n\n${IDEA.intellectualChallenge}`.repeat(3);
    const summarize = async () => {
      const started = performance.now();
      const res = await fetch(`${runtime.url}/api/generate-summary`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ content }),
      });
      await res.json();
      return performance.now() - started;
    };
    const cold = await summarize();
    const warm: number[] = [];
    for (let i = 0; i < 20; i++) warm.push(await summarize());
    warm.sort((a, b) => a - b);
    console.log(`     (summary: first ${cold.toFixed(1)} ms)`);
    record('summary, warm cache (median of 20)', warm[10]!, 'ms', 50);
  } finally {
    await runtime.stop();
  }
}

async function withFakeModel(): Promise<void> {
  const fake = await new FakeOpenAi().start();
  fake.latency = { firstTokenMs: 600, tokensPerSecond: 40 };
  const runtime = await runtimeWith({
    OPENAI_API_KEY: 'sk-bench',
    OPENAI_BASE_URL: fake.url,
    AI_TIMEOUT_SECONDS: '120',
  });
  try {
    const run = await research(runtime, 'Modelled research');
    console.log(
      `     (fake model: first token 0.6 s, 40 tokens/s; article ${run.words} words, ${fake.requests.length} model calls)`,
    );
    if (run.words < 2000) throw new Error(`the article has ${run.words} words, fewer than 2,000`);
    record('research, fake model (wall time)', run.total, 's', 90);
    record('research, fake model (first section saved)', run.firstSection, 's', 10);
  } finally {
    await runtime.stop();
    await fake.stop();
  }
}

await offline();
await withFakeModel();
const missed = figures.filter((figure) => figure.value > figure.target);
console.log(missed.length === 0 ? 'all AI targets met' : `${missed.length} AI target(s) missed`);
process.exit(missed.length === 0 ? 0 : 1);
