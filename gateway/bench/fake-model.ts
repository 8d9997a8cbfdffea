// The load bench's model (`pnpm bench:load`): the latency-faithful fake OpenAI-compatible server of the
// tests (src/shared/ai/testing/fake-openai.ts) in a process of its own, so that the bench's clients do
// not slow its timers. Arguments: first-token ms, tokens per second. Prints `ready <baseURL>`; a line
// `stats` on stdin prints `stats {"requests":…,"active":…,"maxActive":…}`.
import { createInterface } from 'node:readline';
import { FakeOpenAi } from '../src/shared/ai/testing/fake-openai.js';

const firstTokenMs = Number(process.argv[2] ?? 600);
const tokensPerSecond = Number(process.argv[3] ?? 40);
const fake = await new FakeOpenAi().start();
fake.latency = { firstTokenMs, tokensPerSecond };
// The bench counts calls, not their bodies: keep only the last few exchanges.
const trim = setInterval(() => fake.requests.splice(0, Math.max(0, fake.requests.length - 100)), 1_000);
let answered = 0;
const seen = fake.requests.push.bind(fake.requests);
fake.requests.push = (...items) => {
  answered += items.length;
  return seen(...items);
};

console.log(`ready ${fake.url}`);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'stats') {
    console.log(
      `stats ${JSON.stringify({ requests: answered, active: fake.active, maxActive: fake.maxActive })}`,
    );
    fake.maxActive = fake.active;
  }
});
const stop = () => {
  clearInterval(trim);
  void fake.stop().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
