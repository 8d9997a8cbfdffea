// Test helper of the account domain: one of everything a person can have, made through the real
// modules over HTTP (and the services where no route exists), and a search of every collection of
// the database for a person's id and email.
import mongoose from 'mongoose';
import { expect } from 'vitest';
import type { TestClient } from '../../testing/http-client.js';
import type { TestRuntime } from '../../testing/runtime.js';

export const FIREFOX_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0';
export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

export const PASSWORD = 'password8';

/** Polls `done` every 100 ms for up to 30 s. */
export async function until(done: () => Promise<boolean>, what = 'condition'): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Awaits `request` and expects its status: every step of a set-up must succeed. */
async function expectStatus(request: Promise<{ status: number }>, status: number): Promise<void> {
  expect((await request).status).toBe(status);
}

export interface Person {
  id: string;
  email: string;
  username: string;
  client: TestClient;
}

export async function signUp(gateway: TestRuntime, email: string, userAgent = FIREFOX_MAC): Promise<Person> {
  const signed = await gateway.signUp(email, { headers: { 'user-agent': userAgent } });
  return { id: signed.id, email, username: email.split('@')[0]!, client: signed.client };
}

/** Signs in from another browser (a new client); the client holds the session. */
export async function signIn(gateway: TestRuntime, person: Pick<Person, 'email'>, userAgent: string) {
  const client = gateway.client({ 'user-agent': userAgent });
  const res = await client.post('/api/login', { email: person.email, password: PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

/** A multipart upload of a file source. */
async function upload(gateway: TestRuntime, as: TestClient, thesisId: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/markdown' }), name);
  const res = await fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
    method: 'POST',
    headers: as.sessionCookie ? { cookie: as.sessionCookie } : {},
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

export interface OwnedThesis {
  projectId: string;
  thesisId: string;
  slug: string;
  shareUrl: string;
}

export async function projectWithThesis(as: TestClient, name: string): Promise<OwnedThesis> {
  const project = await as.post<{ id: string }>('/api/projects', { name, description: `About ${name}.` });
  expect(project.status).toBe(201);
  const thesis = await as.post<{ id: string; slug: string; shareUrl: string }>(
    `/api/projects/${project.body.id}/theses`,
    {
      title: `${name} thesis`,
      idea: 'Carriers that plan refrigerated routes with live temperature data lose fewer shipments.',
      context: 'Pharmaceutical customers audit every temperature excursion.',
      intellectualChallenge: 'Should a carrier build temperature-aware route planning?',
    },
  );
  expect(thesis.status).toBe(201);
  return {
    projectId: project.body.id,
    thesisId: thesis.body.id,
    slug: thesis.body.slug,
    shareUrl: thesis.body.shareUrl,
  };
}

export const MARKDOWN_SOURCE = Buffer.from(
  [
    '# Fleet audit 2026',
    '',
    'Refrigerated routes at the Quimbleton depot logged 41 temperature excursions in 2026.',
    '',
    'After live temperature data reached route planning, spoiled shipments fell by a third.',
    '',
  ].join('\n'),
);

/** Waits until every source of the thesis is ready. */
async function sourcesReady(as: TestClient, thesisId: string, count: number): Promise<void> {
  await until(async () => {
    const list = (await as.get<Array<{ status: string }>>(`/api/theses/${thesisId}/sources`)).body;
    return list.length === count && list.every((source) => source.status === 'ready');
  }, 'sources ready');
}

/** Runs research on the thesis (offline engine) to its end. */
async function research(as: TestClient, thesisId: string): Promise<void> {
  await expectStatus(as.post(`/api/theses/${thesisId}/research`), 202);
  await until(async () => {
    const run = (await as.get<{ status: string }>(`/api/theses/${thesisId}/research`)).body;
    return run.status !== 'running';
  }, 'research run');
}

/** A saved link to someone's shared thesis, under their project's name; its id. */
async function saveLink(as: TestClient, thesis: OwnedThesis, projectName: string): Promise<string> {
  const saved = await as.post<{ id: string }>('/api/saved-links', {
    thesisId: thesis.thesisId,
    title: projectName,
    shareUrl: thesis.shareUrl,
    projectName,
  });
  expect(saved.status).toBe(201);
  return saved.body.id;
}

/** A reader's traces on someone's shared thesis: a comment, a question to its owner, a readers' chat. */
async function leaveTraces(
  as: TestClient,
  shareUrl: string,
  said: { comment: string; question: string; chat: string },
): Promise<void> {
  await expectStatus(as.post(`/api/shared/${shareUrl}/comments`, { content: said.comment }), 201);
  await expectStatus(
    as.post(`/api/shared/${shareUrl}/questions`, {
      question: said.question,
      senderName: '',
      senderEmail: '',
    }),
    201,
  );
  await expectStatus(as.post(`/api/shared/${shareUrl}/messages`, { content: said.chat, role: 'user' }), 200);
}

export interface Seeded {
  admin: Person;
  alice: Person;
  bob: Person;
  /** Alice's own thesis (researched, shared, with sources and a chat). */
  mine: OwnedThesis;
  /** Bob's thesis, where Alice left traces. */
  bobs: OwnedThesis;
  /** The second browser Alice signed in with. */
  aliceElsewhere: TestClient;
  /** Bob's saved link to Alice's thesis. */
  bobsSavedLinkId: string;
}

/**
 * One of everything, for Alice (deleted later) and around her: her project, a researched and shared
 * thesis with an uploaded and a pasted source, a chat, a research plan, an edit; Bob's saved link,
 * comment, question and readers' chat on it; Alice's saved link, comment, questions (signed in and by
 * email), readers' chat on Bob's thesis; an idea, a password reset, an email change
 * asked for, a failed sign-in; her edit and
 * source on Bob's thesis and an idea handled while she was admin; role changes; an API token; a second
 * browser.
 */
export async function seedEverything(gateway: TestRuntime): Promise<Seeded> {
  const admin = await signUp(gateway, 'admin@x.io');
  const alice = await signUp(gateway, 'alice@x.io');
  const bob = await signUp(gateway, 'bob@x.io', CHROME_WINDOWS);

  const mine = await projectWithThesis(alice.client, 'Cold chain');
  const bobs = await projectWithThesis(bob.client, 'Harbour');
  // Bob's project is shared with Alice (issue 29).
  await gateway.services.members.add(bobs.projectId, alice.id, 'viewer');

  await upload(gateway, alice.client, mine.thesisId, MARKDOWN_SOURCE, 'fleet-audit.md');
  const pasted = await alice.client.post(`/api/theses/${mine.thesisId}/sources`, {
    title: 'Customer interviews',
    text: 'Pharmaceutical buyers at Vextraline audit every temperature excursion on refrigerated routes.',
  });
  expect(pasted.status).toBe(201);
  await sourcesReady(alice.client, mine.thesisId, 2);
  const plan = await alice.client.get<{ phases: Array<{ id: string }> }>(
    `/api/theses/${mine.thesisId}/research-plan`,
  );
  await expectStatus(
    alice.client.put(`/api/theses/${mine.thesisId}/research-plan`, {
      phases: [
        {
          id: plan.body.phases[0]!.id,
          questions: ['Is live temperature data worth it?'],
          searchQueries: [],
        },
      ],
      excludedSourceIds: [],
    }),
    200,
  );
  await research(alice.client, mine.thesisId);
  const edited = await alice.client.request('PATCH', `/api/theses/${mine.thesisId}`, {
    title: 'Cold chain, edited',
  });
  expect(edited.status).toBe(200);
  await expectStatus(
    alice.client.post(`/api/theses/${mine.thesisId}/messages`, {
      content: 'What did the audit find?',
      role: 'user',
    }),
    200,
  );

  // Bob around Alice's shared thesis.
  const bobsSavedLinkId = await saveLink(bob.client, mine, 'Cold chain');
  await leaveTraces(bob.client, mine.shareUrl, {
    comment: 'Well argued, Alice.',
    question: 'Which depot?',
    chat: 'How many excursions?',
  });

  // Webhooks: Alice's own endpoint; Bob's hears of the questions Alice sends him.
  const hook = (client: TestClient, events: string[]) =>
    client.post('/api/webhooks', { url: 'https://hooks.example.com/in', events });
  await expectStatus(hook(alice.client, ['research.completed']), 201);
  await expectStatus(hook(bob.client, ['question.received']), 201);

  // Alice elsewhere: on Bob's thesis, and as a visitor.
  await saveLink(alice.client, bobs, 'Harbour');
  await leaveTraces(alice.client, bobs.shareUrl, {
    comment: 'Nice harbour, Bob.',
    question: 'Which harbour?',
    chat: 'How many barges?',
  });
  const visitor = gateway.client();
  await expectStatus(
    visitor.post(`/api/shared/${bobs.shareUrl}/questions`, {
      question: 'Asked without signing in.',
      senderName: 'Alice A.',
      senderEmail: 'ALICE@x.io',
    }),
    201,
  );
  await expectStatus(
    visitor.post('/api/ideas', { name: 'Alice', email: 'alice@x.io', idea: 'Cold chains.' }),
    201,
  );
  await expectStatus(visitor.post('/api/forgot-password', { email: 'alice@x.io' }), 200);
  await expectStatus(
    alice.client.post('/api/user/email', { newEmail: 'alice.new@x.io', currentPassword: PASSWORD }),
    202,
  );
  expect((await visitor.post('/api/login', { email: 'alice@x.io', password: 'wrong-password' })).status).toBe(
    401,
  );

  // Alice as admin for a while: an edit and a source on Bob's thesis, an idea handled. Role changes
  // end her sessions: she signs in again each time.
  await expectStatus(admin.client.put(`/api/users/${alice.id}/role`, { role: 'admin' }), 200);
  const aliceAdmin = await signIn(gateway, alice, FIREFOX_MAC);
  await expectStatus(
    aliceAdmin.request('PATCH', `/api/theses/${bobs.thesisId}`, {
      content: 'Barges, counted by Alice.',
    }),
    200,
  );
  await expectStatus(
    aliceAdmin.post(`/api/theses/${bobs.thesisId}/sources`, {
      title: 'Harbour ledger',
      text: 'The harbour ledger records 212 barges.',
    }),
    201,
  );
  const ideas = await aliceAdmin.get<Array<{ id: string }>>('/api/ideas');
  await expectStatus(aliceAdmin.request('PATCH', `/api/ideas/${ideas.body[0]!.id}`, { handled: true }), 200);
  await expectStatus(admin.client.put(`/api/users/${alice.id}/role`, { role: 'user' }), 200);
  alice.client = await signIn(gateway, alice, FIREFOX_MAC);
  await expectStatus(
    alice.client.post('/api/tokens', { name: 'Alice’s script', scope: 'read', expiresInDays: 30 }),
    201,
  );
  // A comment on a section of her thesis, answered by herself (issue 29).
  const content = (await alice.client.get<{ content: string }>(`/api/theses/${mine.thesisId}`)).body.content;
  const section = /^## (.+)$/m.exec(content)?.[1]?.trim();
  expect(section).toBeTruthy();
  const comment = await alice.client.post<{ id: string }>(`/api/theses/${mine.thesisId}/comments`, {
    section,
    content: 'Check the depot figures.',
  });
  expect(comment.status).toBe(201);
  await expectStatus(
    alice.client.post(`/api/theses/${mine.thesisId}/comments`, {
      section,
      content: 'Checked.',
      parentId: comment.body.id,
    }),
    201,
  );
  const aliceElsewhere = await signIn(gateway, alice, SAFARI_IPHONE);
  await sourcesReady(bob.client, bobs.thesisId, 1);

  return { admin, alice, bob, mine, bobs, aliceElsewhere, bobsSavedLinkId };
}

export interface Finding {
  collection: string;
  /** What matched: 'id' or 'email'. */
  what: 'id' | 'email';
  document: string;
}

/** Every document of every collection holding the id or the email (any case), as JSON text. */
export async function findEverywhere(id: string, email: string): Promise<Finding[]> {
  const db = mongoose.connection.db!;
  const findings: Finding[] = [];
  const needleEmail = email.toLowerCase();
  for (const { name } of await db.listCollections().toArray()) {
    for await (const doc of db.collection(name).find({})) {
      const text = JSON.stringify(doc).toLowerCase();
      if (text.includes(id.toLowerCase())) findings.push({ collection: name, what: 'id', document: text });
      if (text.includes(needleEmail)) findings.push({ collection: name, what: 'email', document: text });
    }
  }
  return findings;
}

export async function collectionNames(): Promise<string[]> {
  const db = mongoose.connection.db!;
  return (await db.listCollections().toArray()).map((c) => c.name).sort();
}
