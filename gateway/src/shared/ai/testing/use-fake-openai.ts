// The fake OpenAI-compatible server's lifecycle in a vitest file (kept apart from fake-openai.ts, which
// the e2e server and the benches import without vitest).
import { afterAll, afterEach, beforeAll } from 'vitest';
import { FakeOpenAi } from './fake-openai.js';

/**
 * A fake for the test file: started before its tests (register it before the hooks that read its
 * url), stopped after them, and reset after each test so that none sees another's requests, scripts,
 * interception, citing or latency.
 */
export function useFakeOpenAi(): FakeOpenAi {
  const fake = new FakeOpenAi();
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });
  afterEach(() => fake.reset());
  return fake;
}
