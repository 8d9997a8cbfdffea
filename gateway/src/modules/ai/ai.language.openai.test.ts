// The AI endpoints in the thesis's language (issue 31), on the OpenAI-compatible engine (a local fake):
// wizard drafts in the language chosen (else the person's interface language), key insights in the
// thesis's language (cached apart from other languages', UK/US spelling only for English), speech told
// the language, unknown tags refused with the supported ones listed; and the offline engine's answer
// when it has no voice for a language.
import { THESIS_LANGUAGES } from '@thesis-studio/domain';
import { pino } from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AiProvider } from '../../shared/ai/index.js';
import { espeakVoiceFor } from '../../shared/ai/offline/speech/voices.js';
import { fakeOpenAiSettings, useFakeOpenAi } from '../../shared/ai/testing/use-fake-openai.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import { memoryRateLimitStore } from '../../shared/rate-limit/rate-limit.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { AiService } from './ai.service.js';

const LISTED = `Language must be one of: ${THESIS_LANGUAGES.join(', ')}.`;

const fake = useFakeOpenAi();
const gateway = useTestRuntime(() => ({ ...fakeOpenAiSettings(fake, 'fake-chat-model') }));
let uk: TestClient;
let ukId: string;
let us: TestClient;

/** The prompt of the last chat request. */
const lastPrompt = () =>
  JSON.stringify(fake.requests.filter((r) => r.path.endsWith('/chat/completions')).at(-1)?.body.messages);

beforeAll(async () => {
  ({ client: uk, id: ukId } = await gateway.signUp('lang-uk@x.io'));
  us = (await gateway.signUp('lang-us@x.io')).client;
  await us.put('/api/user/language', { language: 'USA' });
});

describe('wizard drafts', () => {
  const draft = (client: TestClient, data: Record<string, unknown>) =>
    client.post<{ content: string; message?: string }>('/api/ai/generate-thesis-content', {
      step: 'intellectual-challenge',
      data: { originalThoughts: 'Carriers must automate.', ...data },
    });

  it('are written in the language chosen in the wizard', async () => {
    expect((await draft(uk, { language: 'de' })).status).toBe(200);
    expect(lastPrompt()).toContain('Write in German.');
    expect(lastPrompt()).not.toContain('British English');
  });

  it('without one, in the person’s interface language', async () => {
    await draft(uk, {});
    expect(lastPrompt()).toContain('Write in British English.');
    await draft(us, {});
    expect(lastPrompt()).toContain('Write in American English.');
  });

  it('an unknown tag is refused with the supported ones listed (REST and GraphQL)', async () => {
    const before = fake.requests.length;
    const res = await draft(uk, { language: 'de_DE' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: LISTED, fieldErrors: { 'data.language': [LISTED] } });
    const graphql = await uk.graphql(
      `mutation { generateThesisContent(input: { step: "strategic-context",
        data: { originalThoughts: "An idea.", language: "xx" } }) { content } }`,
    );
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: LISTED,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(fake.requests.length).toBe(before);
  });
});

describe('key insights', () => {
  const content = 'Margins hold where carriers automate planning. '.repeat(12);

  it('are written in the thesis’s language, and cached apart from other languages’', async () => {
    const french = await uk.post<{ summary: string }>('/api/generate-summary', {
      content,
      thesisLanguage: 'fr',
    });
    expect(french.status).toBe(200);
    expect(lastPrompt()).toContain('Write in French.');
    await uk.post('/api/generate-summary', { content, thesisLanguage: 'fr' });
    expect(fake.requestsFor('summary')).toHaveLength(1);
    await uk.post('/api/generate-summary', { content, thesisLanguage: 'it' });
    expect(fake.requestsFor('summary')).toHaveLength(2);
    expect(lastPrompt()).toContain('Write in Italian.');
    const graphql = await uk.graphql<{ generateSummary: { insights: string[] } }>(
      'mutation($c: String!) { generateSummary(content: $c, language: USA, thesisLanguage: "sv") { insights } }',
      { c: content },
    );
    expect(graphql.body.errors).toBeUndefined();
    expect(lastPrompt()).toContain('Write in Swedish.');
  });

  it('an unknown tag is refused with the supported ones listed', async () => {
    const res = await uk.post('/api/generate-summary', { content, thesisLanguage: 'english' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: LISTED, fieldErrors: { thesisLanguage: [LISTED] } });
  });
});

describe('read aloud', () => {
  const speak = (body: Record<string, unknown>) =>
    fetch(`${gateway.url}/api/text-to-speech`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(uk.sessionCookie ? { cookie: uk.sessionCookie } : {}),
      },
      body: JSON.stringify({ text: 'Die Spediteure planen ihre Routen selbst.', ...body }),
    });

  it('the speech model is told the thesis’s language; each language’s audio is cached apart', async () => {
    const german = await speak({ language: 'de' });
    expect(german.status).toBe(200);
    expect(german.headers.get('x-speech-cache')).toBe('miss');
    const calls = () => fake.requests.filter((r) => r.path.endsWith('/audio/speech'));
    expect(calls().at(-1)?.body.instructions).toMatch(/^Speak in German\b/);
    expect((await speak({ language: 'fr' })).headers.get('x-speech-cache')).toBe('miss');
    expect(calls().at(-1)?.body.instructions).toMatch(/^Speak in French\b/);
    expect((await speak({ language: 'de' })).headers.get('x-speech-cache')).toBe('hit');
  });

  it('an unknown tag is refused with the supported ones listed', async () => {
    const res = await speak({ language: 'de-AT' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: LISTED, fieldErrors: { language: [LISTED] } });
  });

  it('offline, a language without a voice is refused with a message the player shows', async () => {
    const spoken: unknown[] = [];
    const offline = {
      engine: 'offline',
      model: 'offline',
      speak: (request: unknown) => {
        spoken.push(request);
        return (async function* () {
          yield new Uint8Array([1]);
        })();
      },
    } as unknown as AiProvider;
    const ai = new AiService(
      offline,
      { sharedText: async () => null },
      memoryRateLimitStore(),
      pino({ level: 'silent' }),
      // The bundled eSpeak data speaks every thesis language; this engine is made to lack Polish.
      (voice, language) => (language === 'pl' ? null : espeakVoiceFor(voice, language)),
    );
    // The real one has a voice for each, in its own language.
    expect(espeakVoiceFor('alloy', 'pl')).toEqual({ name: 'pl+m3', pitch: 50 });
    expect(espeakVoiceFor('shimmer', 'de')).toEqual({ name: 'de+f4', pitch: 80 });
    expect(espeakVoiceFor('onyx', 'en-US')).toEqual({ name: 'en-us+m1', pitch: 18 });
    const user = (await gateway.services.users.findById(ukId))!;
    const refused = ai.textToSpeech(user, { text: 'Dzień dobry.', language: 'pl' }, { ip: '127.0.0.1' });
    await expect(refused).rejects.toBeInstanceOf(ServiceError);
    await expect(refused).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'No voice for Polish is available offline.',
    });
    expect(spoken).toEqual([]);
    await ai.textToSpeech(user, { text: 'Guten Tag.', language: 'de' }, { ip: '127.0.0.1' });
    expect(spoken).toEqual([expect.objectContaining({ language: 'de' })]);
  });
});
