// Idea intake over REST and GraphQL: validation, storage, the admins' mail, limits and who may read.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import { TestClient } from '../../testing/http-client.js';

const gateway = useTestRuntime({ TRUST_PROXY: 'true', PUBLIC_ORIGIN: 'https://studio.example.org' });
let admin: TestClient;
let user: TestClient;
const anonymous = () =>
  new TestClient(gateway.url, { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250)}` });

beforeAll(async () => {
  admin = (await gateway.signUp('chief@x.io')).client;
  user = (await gateway.signUp('member@x.io')).client;
});

const idea = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: `ada-${Math.random().toString(36).slice(2)}@x.io`,
  idea: 'Analytical engines for strategy teams.',
  ...overrides,
});

async function mailsTo(address: string): Promise<string[]> {
  const outbox = path.join(gateway.env.DATA_DIR, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
    const found = mails.filter((m) => m.includes(`To: ${address}`));
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

describe('submitting an idea', () => {
  it('stores it, answers 201 and mails the admins', async () => {
    const body = idea({ idea: 'Quantum-safe supply chains\nfor mid-size manufacturers.' });
    const res = await anonymous().post<{ id: string; createdAt: string }>('/api/ideas', body);
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f]{24}$/);
    const mails = await mailsTo('chief@x.io');
    const mail = mails.find((m) => m.includes(body.email));
    expect(mail).toBeDefined();
    expect(mail).toContain('Quantum-safe supply chains');
    expect(await mailsTo('member@x.io')).toEqual([]);
  });

  it.each([
    [{ name: '   ' }, 'name', 'Name is required.'],
    [{ email: '  ' }, 'email', 'Email is required.'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [{ idea: ' \n ' }, 'idea', 'Idea is required.'],
    [{ idea: 'x'.repeat(5_001) }, 'idea', 'Idea must be at most 5000 characters.'],
    [
      { name: 'Eve\u202e' },
      'name',
      'Name contains invisible formatting characters (zero-width or text-direction controls).',
    ],
    [{ name: ['x'] }, 'name', 'Name must be text.'],
  ])('refuses %o with a field error', async (patch, field, message) => {
    const res = await anonymous().post<{ message: string; fieldErrors: Record<string, string[]> }>(
      '/api/ideas',
      idea(patch),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual([message]);
  });

  it('mails each admin in their account’s language (issue 31)', async () => {
    const chief = (await gateway.services.users.findByEmail('chief@x.io'))!;
    await gateway.services.users.setLanguage(chief, { language: 'DE' });
    try {
      const body = idea({ idea: 'Kühlketten für den Mittelstand.' });
      expect((await anonymous().post('/api/ideas', body)).status).toBe(201);
      let mail: string | undefined;
      for (let i = 0; i < 100 && !mail; i++) {
        mail = (await mailsTo('chief@x.io')).find((m) => m.includes(body.email));
        if (!mail) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(mail).toContain(`Antworten an: ${body.email}`);
      expect(mail).toContain('Subject: Neue Idee von Ada Lovelace');
      expect(mail).toContain('Alle eingereichten Ideen:');
    } finally {
      await gateway.services.users.setLanguage(chief, { language: 'UK' });
    }
  });

  it('limits submissions per email', async () => {
    const email = `busy-${Math.random().toString(36).slice(2)}@x.io`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await anonymous().post('/api/ideas', idea({ email }))).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it('limits submissions per address', async () => {
    const client = new TestClient(gateway.url, { 'x-forwarded-for': '198.51.100.77' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await client.post('/api/ideas', idea())).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('works over GraphQL too', async () => {
    const res = await anonymous().graphql<{ submitIdea: { id: string } }>(
      'mutation ($input: SubmitIdeaInput!) { submitIdea(input: $input) { id createdAt } }',
      { input: idea() },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.submitIdea.id).toMatch(/^[0-9a-f]{24}$/);
  });
});

describe('reading ideas', () => {
  it('is for admins only, newest first, over REST and GraphQL', async () => {
    const first = await anonymous().post<{ id: string }>('/api/ideas', idea({ name: 'First' }));
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await anonymous().post<{ id: string }>('/api/ideas', idea({ name: 'Second' }));
    const list = await admin.get<Array<{ id: string; name: string; handled: boolean }>>('/api/ideas');
    expect(list.status).toBe(200);
    const ids = list.body.map((i) => i.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
    expect((await user.get('/api/ideas')).status).toBe(403);
    expect((await anonymous().get('/api/ideas')).status).toBe(401);
    const gqlUser = await user.graphql('{ ideas { id } }');
    expect(gqlUser.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const gqlAnon = await anonymous().graphql('{ ideas { id } }');
    expect(gqlAnon.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('lets admins mark an idea handled and back', async () => {
    const { body } = await anonymous().post<{ id: string }>('/api/ideas', idea());
    const handled = await admin.request<{ handled: boolean; handledAt: string | null }>(
      'PATCH',
      `/api/ideas/${body.id}`,
      { handled: true },
    );
    expect(handled.status).toBe(200);
    expect(handled.body.handled).toBe(true);
    expect(handled.body.handledAt).not.toBeNull();
    const back = await admin.graphql<{ markIdeaHandled: { handled: boolean } }>(
      'mutation ($id: ID!) { markIdeaHandled(id: $id, handled: false) { handled } }',
      { id: body.id },
    );
    expect(back.body.data?.markIdeaHandled.handled).toBe(false);
    expect((await user.request('PATCH', `/api/ideas/${body.id}`, { handled: true })).status).toBe(403);
    expect((await admin.request('PATCH', `/api/ideas/${'0'.repeat(24)}`, { handled: true })).status).toBe(
      404,
    );
    expect((await admin.request('PATCH', '/api/ideas/nope', { handled: true })).status).toBe(404);
  });

  it('takes back an idea as GET answered it, handled changed; other names are refused', async () => {
    const { body } = await anonymous().post<{ id: string }>('/api/ideas', idea({ name: 'Round trip' }));
    const listed = (await admin.get<Array<{ id: string; handled: boolean }>>('/api/ideas')).body;
    const read = listed.find((entry) => entry.id === body.id)!;
    const saved = await admin.request<{ handled: boolean; name: string }>('PATCH', `/api/ideas/${body.id}`, {
      ...read,
      handled: true,
      name: 'Changed by the admin?',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ handled: true, name: 'Round trip' });
    const unknown = await admin.request('PATCH', `/api/ideas/${body.id}`, { handled: false, note: 'x' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({
      message: 'Unknown field: note.',
      fieldErrors: { _: ['Unknown field: note.'] },
    });
  });
});

describe('the account language', () => {
  it('defaults to UK, is set by the signed-in user only, and comes back with the user', async () => {
    const me = await user.get<{ language: string }>('/api/user');
    expect(me.body.language).toBe('UK');
    const set = await user.put<{ language: string }>('/api/user/language', { language: 'USA' });
    expect(set.status).toBe(200);
    expect(set.body.language).toBe('USA');
    expect(
      (await user.graphql<{ me: { language: string } }>('{ me { language } }')).body.data?.me.language,
    ).toBe('USA');
    expect((await user.put('/api/user/language', { language: 'usa' })).status).toBe(400);
    // German (issue 31 item 5), by REST and by GraphQL.
    expect(
      (await user.put<{ language: string }>('/api/user/language', { language: 'DE' })).body.language,
    ).toBe('DE');
    expect((await user.put('/api/user/language', { language: 'de' })).status).toBe(400);
    expect(
      (
        await user.graphql<{ setLanguage: { language: string } }>(
          'mutation { setLanguage(language: USA) { language } }',
        )
      ).body.data?.setLanguage.language,
    ).toBe('USA');
    expect((await anonymous().put('/api/user/language', { language: 'UK' })).status).toBe(401);
    const gql = await anonymous().graphql('mutation { setLanguage(language: UK) { id } }');
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
