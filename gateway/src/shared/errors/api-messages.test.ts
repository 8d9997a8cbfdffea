// The API's own messages in the reader's language (issue 31 item 5): every message the gateway's source
// can answer has its German in @thesis-studio/i18n's api catalogue, and REST and GraphQL answer it in the
// language the request asks for (Accept-Language), else the signed-in account's, else English.
import { API_MESSAGE_KEYS, apiTranslatorFor } from '@thesis-studio/i18n/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { patternShape, readApiMessages } from '../../testing/api-messages.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';

/**
 * Places that hand on a message made elsewhere, where the reading cannot follow it; the texts they carry
 * are read where they are made (the places named after each).
 */
const HANDED_ON = [
  // rate-limit rules: `message` of each rule (read as `message:` properties)
  "src/shared/rate-limit/rate-limit.ts: typeof rule.message === 'function' ? rule.message(rejection.msBeforeNext) : rule.message",
  // zod's issues: the schemas' messages and validate.ts's issueMessage
  'src/shared/validate.ts: message',
  // AiError messages (read at each `new AiError`)
  'src/shared/ai/service-errors.ts: error.message',
  // BEARER_MESSAGES
  'src/modules/tokens/bearer.ts: resolved.message',
  // sources.kinds.ts: REFUSED and unsupportedMessage (read as `message:` properties)
  'src/modules/sources/sources.service.ts: detection.message',
  // QUESTION_RULES
  'src/modules/questions/questions.service.ts: first[1].description',
];

/** Texts that are not sentences to translate: field names (`title`, `thesisId`), brands, a host suffix. */
const NOT_WORDS = (text: string): boolean =>
  text.trim() === '' ||
  /^[a-z][A-Za-z0-9]*$/.test(text) ||
  ['SearXNG', 'Tavily', 'Brave Search', '.localhost'].includes(text);

describe('the API’s messages', () => {
  const found = readApiMessages();

  it('are all read from the source: only the known places hand on a message made elsewhere', () => {
    const places = found.unresolved.map((place) => place.replace(/:\d+:/, ':'));
    expect([...new Set(places)].sort()).toEqual([...HANDED_ON].sort());
    // The reading finds the messages of each kind of place (so a change that blinds it fails here).
    const patterns = new Set(found.messages.map((message) => message.pattern));
    for (const expected of [
      'Thesis not found.', // notFound(…)
      '{} must be at most {} characters.', // zod, through shared/text.ts
      'Project name', // a label
      'This API token was revoked. Create a new one on the API tokens screen.', // BEARER_MESSAGES
      'Please provide your name', // QUESTION_RULES
      'RTF files are not supported: save it as .docx or PDF and add that.', // REFUSED
      'Unknown fields: {}.', // validate.ts
      'You are using the AI too quickly. Please wait a moment and try again.', // a rate-limit rule
    ]) {
      expect(patterns).toContain(expected);
    }
  }, 60_000);

  it('each has its German, in the catalogue or as a pattern of the same shape', () => {
    const shapes = new Set(API_MESSAGE_KEYS.map(patternShape));
    const missing = [
      ...new Set(found.messages.map((message) => message.pattern).filter((text) => !NOT_WORDS(text))),
    ].filter((pattern) => !shapes.has(patternShape(pattern)));
    expect(missing).toEqual([]);
  });
});

describe('the German translator', () => {
  const german = apiTranslatorFor('DE');

  it('finds a message with values by its pattern and translates the values that are messages', () => {
    expect(german('Project name must be at most 120 characters.')).toBe(
      'Projektname darf höchstens 120 Zeichen lang sein.',
    );
    // A field's name stays as the API spells it.
    expect(german('title is required.')).toBe('title ist erforderlich.');
    // Values that are messages: what the file is, and the formats a source may be.
    expect(
      german(
        'A ZIP archive is not a format sources can read: add PDF, Word (.docx), Markdown (.md), plain text (.txt) or HTML (.html) files, or pasted text.',
      ),
    ).toBe(
      'Ein ZIP-Archiv lässt sich nicht als Quelle lesen: Fügen Sie PDF-, Word- (.docx), Markdown- (.md), Text- (.txt) oder HTML-Dateien (.html) oder eingefügten Text hinzu.',
    );
    // A value that is a message with values of its own.
    expect(german('The page was not added: example.org refused the connection.')).toBe(
      'Die Seite wurde nicht hinzugefügt: example.org hat die Verbindung abgelehnt.',
    );
  });

  it('leaves a text it does not know as it is, and English readers get the English', () => {
    expect(german('Something no one wrote.')).toBe('Something no one wrote.');
    expect(apiTranslatorFor('UK')('Thesis not found.')).toBe('Thesis not found.');
    expect(apiTranslatorFor('USA')('Thesis not found.')).toBe('Thesis not found.');
  });
});

describe('over HTTP', () => {
  const gateway = useTestRuntime();
  let reader: TestClient;

  beforeAll(async () => {
    ({ client: reader } = await gateway.signUp('leser@sprache.io'));
  });

  const germanNotFound = () => apiTranslatorFor('DE')('Project not found.');
  const germanSignIn = () => apiTranslatorFor('DE')('You need to sign in to do that.');

  it('REST: Accept-Language: de gets German messages and field errors; en-GB and no header get English', async () => {
    const german = await gateway.client({ 'accept-language': 'de-DE,de;q=0.9' }).post<{
      message: string;
      fieldErrors: Record<string, string[]>;
    }>('/api/register', { email: 'not-an-email', username: 'x', password: 'short' });
    expect(german.status).toBe(400);
    const english = await gateway.client({ 'accept-language': 'en-GB' }).post<{
      message: string;
      fieldErrors: Record<string, string[]>;
    }>('/api/register', { email: 'not-an-email', username: 'x', password: 'short' });
    expect(english.status).toBe(400);
    expect(Object.keys(german.body.fieldErrors).sort()).toEqual(Object.keys(english.body.fieldErrors).sort());
    expect(english.body.fieldErrors['email']).toEqual(['Please enter a valid email address.']);
    expect(german.body.fieldErrors['email']).toEqual([
      apiTranslatorFor('DE')('Please enter a valid email address.'),
    ]);
    expect(german.body.message).not.toBe(english.body.message);
    expect(german.headers.get('vary')).toMatch(/Accept-Language/i);
    // No language asked for (fetch sends `*`) and an account in UK English.
    const none = await reader.get<{ message: string }>('/api/projects/nope');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Project not found.');
    // A malformed or hostile header is read as no language asked for, never a failure.
    for (const header of [';;,q=de', 'de;q=abc, *;q=', `${'x-'.repeat(2000)}de`, 'DE-de;q=1.5']) {
      const odd = await reader.request<{ message: string }>('GET', '/api/projects/nope', undefined, {
        'accept-language': header,
      });
      expect(odd.status).toBe(404);
      expect(typeof odd.body.message).toBe('string');
    }
  });

  it('an account that reads German gets German without the header, and the header wins over it', async () => {
    expect((await reader.put('/api/user/language', { language: 'DE' })).status).toBe(200);
    const own = await reader.get<{ message: string }>('/api/projects/nope');
    expect(own.status).toBe(404);
    expect(own.body.message).toBe(germanNotFound());
    const asked = await reader.request<{ message: string }>('GET', '/api/projects/nope', undefined, {
      'accept-language': 'en-US',
    });
    expect(asked.body.message).toBe('Project not found.');
  });

  it('GraphQL: the product’s errors in German with their code; GraphQL’s own stay as they are', async () => {
    const client = gateway.client({ 'accept-language': 'de' });
    const answer = await client.graphql<{ project: null }>('query { project(idOrSlug: "nope") { id } }');
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.message).toBe(germanSignIn());
    expect(answer.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');
    // The account reads German (set above): its own errors without the header.
    const own = await reader.graphql<{ project: null }>('query { project(idOrSlug: "nope") { id } }');
    expect(own.body.errors?.[0]?.message).toBe(germanNotFound());
    expect(own.body.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
    const invalid = await client.graphql('query { nope }');
    expect(invalid.body.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
  });

  it('what an answer says in words (a success’s message) is in the reader’s language too, over REST and GraphQL', async () => {
    const german = apiTranslatorFor('DE');
    const client = gateway.client({ 'accept-language': 'de' });
    const forgot = await client.post<{ message: string }>('/api/forgot-password', {
      email: 'niemand@sprache.io',
    });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toBe(
      german(
        'If an account exists for that email, we have sent a link to reset the password. It is valid for 1 hour.',
      ),
    );
    expect(forgot.body.message).toMatch(/^Falls/);
    const viaGraphql = await client.graphql<{ forgotPassword: { message: string } }>(
      'mutation { forgotPassword(email: "niemand@sprache.io") { message } }',
    );
    expect(viaGraphql.body.data?.forgotPassword.message).toBe(forgot.body.message);
    const english = await gateway
      .client({ 'accept-language': 'en-GB' })
      .post<{ message: string }>('/api/logout');
    expect(english.body.message).toBe('Signed out');
    expect((await client.post<{ message: string }>('/api/logout')).body.message).toBe(german('Signed out'));
  });
});
