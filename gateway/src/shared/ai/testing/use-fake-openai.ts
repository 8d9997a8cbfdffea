// The fake OpenAI-compatible server's lifecycle in a vitest file (kept apart from fake-openai.ts, which
// the e2e server and the benches import without vitest).
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ChatClient, type ChatClientOptions } from '../openai/chat-client.js';
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

/** A chat client of `fake` (models 'fake-model' and 'fake-tts'): 2 s per call, 4 at once, unless `options` say otherwise. */
export function fakeChatClient(
  fake: FakeOpenAi,
  options: Partial<ChatClientOptions> & Pick<ChatClientOptions, 'logger'>,
): ChatClient {
  return new ChatClient({
    apiKey: 'sk-test',
    baseURL: fake.url,
    model: 'fake-model',
    ttsModel: 'fake-tts',
    timeoutMs: 2_000,
    concurrency: 4,
    ...options,
  });
}

/** The gateway settings that make `fake` its AI engine, answering as `model`. */
export const fakeOpenAiSettings = (fake: FakeOpenAi, model: string) => ({
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: fake.url,
  OPENAI_MODEL: model,
  AI_TIMEOUT_SECONDS: '5',
});
