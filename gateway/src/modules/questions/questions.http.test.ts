// Questions to a thesis's owner over HTTP: spec §5 rules and wording (REST fieldErrors and GraphQL
// extensions), a signed-in sender named by the account, the owner's mail (Reply-To the sender), the
// inbox (isRead as a string over REST, Boolean over GraphQL), mark as read, the project cards' unread
// counts, the limit and the cascade.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import type { TestClient } from '../../testing/http-client.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { QuestionModel } from './questions.model.js';
import { decodeQuotedPrintable } from '../../testing/outbox.js';

interface RestQuestion {
  id: string;
  projectId: string;
  thesisId: string | null;
  thesisTitle: string;
  question: string;
  senderName: string;
  senderEmail: string;
  isRead: string;
  createdAt: string;
}

const gateway = useTestRuntime({ TRUST_PROXY: 'true' });
let owner: TestClient;
let ownerUser: Actor;
let reader: TestClient;
let project: { id: string };
let thesis: { id: string; shareUrl: string };
let ip = 0;

/** A fresh anonymous browser (its own address, so the per-IP limit counts it alone). */
const anonymous = () => gateway.client({ 'x-forwarded-for': `198.51.100.${(ip += 1)}` });

const unique = () => Math.random().toString(36).slice(2);

async function mailsTo(address: string, containing: string): Promise<string[]> {
  const outbox = path.join(gateway.env.DATA_DIR, 'outbox');
  for (let i = 0; i < 100; i++) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    const mails = await Promise.all(files.map((f) => readFile(path.join(outbox, f), 'utf8')));
    const found = mails.filter((m) => m.includes(`To: ${address}`) && m.includes(containing));
    if (found.length > 0) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return [];
}

/** A mail's Subject header, unfolded and decoded (nodemailer Q-encodes subjects with quotes). */
function subjectOf(mail: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_m, text: string) =>
      text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
}

async function sharedThesis(title: string) {
  const made = await gateway.services.theses.create(ownerUser, project.id, { title });
  return { id: made.id, shareUrl: made.shareUrl };
}

beforeAll(async () => {
  await gateway.signUp('admin@x.io');
  const signed = await gateway.signUp('owner@x.io', { username: 'Olive' });
  owner = signed.client;
  ownerUser = (await gateway.services.users.findById(signed.id))!;
  reader = (await gateway.signUp('reader@x.io', { username: 'Rita' })).client;
  project = await gateway.services.projects.create(ownerUser, { name: 'Depots' });
  thesis = await sharedThesis('Route planning');
});

describe('asking the owner (spec §5)', () => {
  const ask = (client: TestClient, body: unknown, shareUrl = thesis.shareUrl) =>
    client.post<{ message: string; fieldErrors?: Record<string, string[]> }>(
      `/api/shared/${shareUrl}/questions`,
      body,
    );

  it.each([
    [
      'no question',
      { senderName: 'Ada', senderEmail: 'ada@x.io' },
      'Please enter your question',
      { question: ['Question required'] },
    ],
    [
      'a blank question',
      { question: '  \n ', senderName: 'Ada', senderEmail: 'ada@x.io' },
      'Please enter your question',
      { question: ['Question required'] },
    ],
    [
      'no name',
      { question: 'Why?', senderEmail: 'ada@x.io' },
      'Please provide your name',
      { senderName: ['Name required'] },
    ],
    [
      'no email',
      { question: 'Why?', senderName: 'Ada', senderEmail: ' ' },
      'Please provide your email address so the project owner can respond to you',
      { senderEmail: ['Email required'] },
    ],
    [
      'an invalid email',
      { question: 'Why?', senderName: 'Ada', senderEmail: 'ada@nowhere' },
      'Please enter a valid email address',
      { senderEmail: ['Invalid email'] },
    ],
    [
      'nothing at all',
      {},
      'Please enter your question',
      { question: ['Question required'], senderName: ['Name required'], senderEmail: ['Email required'] },
    ],
  ])('anonymous with %s: 400 with the spec’s wording', async (_name, body, message, fieldErrors) => {
    const res = await ask(anonymous(), body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, fieldErrors });
  });

  it('refuses what no form sends: wrong types, control characters, oversize (400)', async () => {
    expect((await ask(anonymous(), { question: 5, senderName: 'A', senderEmail: 'a@x.io' })).status).toBe(
      400,
    );
    expect(
      (await ask(anonymous(), { question: 'Q', senderName: 'A\u0000B', senderEmail: 'a@x.io' })).status,
    ).toBe(400);
    expect(
      (await ask(anonymous(), { question: 'Q'.repeat(5001), senderName: 'A', senderEmail: 'a@x.io' })).status,
    ).toBe(400);
  });

  it('mails the owner in their account’s language (issue 31)', async () => {
    const email = `grace-${unique()}@example.org`;
    await gateway.services.users.setLanguage(ownerUser, { language: 'DE' });
    try {
      const body = { question: 'Warum selbst bauen?', senderName: 'Grace', senderEmail: email };
      expect((await anonymous().post(`/api/shared/${thesis.shareUrl}/questions`, body)).status).toBe(201);
      const [mail] = await mailsTo('owner@x.io', email);
      const bytes = subjectOf(mail!)
        .split('')
        .map((c) => c.charCodeAt(0));
      expect(Buffer.from(bytes).toString('utf8')).toBe('Frage zu „Route planning“ von Grace');
      // The body is quoted-printable: a long address may be broken by a soft line break.
      const text = decodeQuotedPrintable(mail!);
      expect(text).toContain(`Antworten an: ${email}`);
      expect(text).not.toContain('Reply to:');
    } finally {
      await gateway.services.users.setLanguage(ownerUser, { language: 'UK' });
    }
  });

  it('an unknown or revoked link answers 404 Shared thesis not found', async () => {
    const body = { question: 'Why?', senderName: 'Ada', senderEmail: 'ada@x.io' };
    expect((await ask(anonymous(), body, 'no/such')).body).toEqual({ message: 'Shared thesis not found' });
    const revoked = await sharedThesis('Revoked');
    await gateway.services.sharing.revoke(ownerUser, revoked.id);
    expect((await ask(anonymous(), body, revoked.shareUrl)).status).toBe(404);
  });

  it('stores an anonymous question as unread and mails the owner, naming the thesis, Reply-To the sender', async () => {
    const email = `ada-${unique()}@example.org`;
    const res = await anonymous().post<{ ok: boolean; id: string }>(
      `/api/shared/${thesis.shareUrl}/questions`,
      {
        question: '  Why build rather than buy?  ',
        senderName: 'Ada Lovelace',
        senderEmail: email,
      },
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const [mail] = await mailsTo('owner@x.io', email);
    expect(mail).toBeDefined();
    expect(mail).toMatch(new RegExp(`^Reply-To: ${email}`, 'm'));
    expect(subjectOf(mail!)).toBe('Question about "Route planning" from Ada Lovelace');
    expect(mail).toContain('Why build rather than buy?');
    expect(mail).toContain(`Reply to: ${email}`);
    const listed = await owner.get<RestQuestion[]>(`/api/projects/${project.id}/questions`);
    expect(listed.body.find((q) => q.id === res.body.id)).toEqual({
      id: res.body.id,
      projectId: project.id,
      thesisId: thesis.id,
      thesisTitle: 'Route planning',
      question: 'Why build rather than buy?',
      senderName: 'Ada Lovelace',
      senderEmail: email,
      isRead: 'false',
      createdAt: expect.any(String),
    });
  });

  it('a signed-in sender is named by the account, whatever the body says', async () => {
    const res = await reader.post<{ id: string }>(`/api/shared/${thesis.shareUrl}/questions`, {
      question: 'Can I help?',
      senderName: 'Somebody Else',
      senderEmail: 'forged@example.org',
    });
    expect(res.status).toBe(201);
    const listed = await owner.get<RestQuestion[]>(`/api/projects/${project.id}/questions`);
    expect(listed.body.find((q) => q.id === res.body.id)).toMatchObject({
      senderName: 'Rita',
      senderEmail: 'reader@x.io',
    });
    // Only the question is required of a signed-in sender.
    expect((await reader.post(`/api/shared/${thesis.shareUrl}/questions`, { question: 'And?' })).status).toBe(
      201,
    );
    const [mail] = await mailsTo('owner@x.io', 'Can I help?');
    expect(mail).toMatch(/^Reply-To: reader@x\.io/m);
  });

  it('GraphQL askOwner: true, and the same rules as extensions', async () => {
    const mutation = 'mutation($s: String!, $i: AskOwnerInput!) { askOwner(shareUrl: $s, input: $i) }';
    const ok = await anonymous().graphql(mutation, {
      s: thesis.shareUrl,
      i: { question: 'Over GraphQL?', senderName: 'Gil', senderEmail: `gil-${unique()}@x.io` },
    });
    expect(ok.body).toEqual({ data: { askOwner: true } });
    const bad = await anonymous().graphql(mutation, {
      s: thesis.shareUrl,
      i: { question: 'Q', senderName: 'Gil', senderEmail: 'not-an-email' },
    });
    expect(bad.body.errors?.[0]).toMatchObject({
      message: 'Please enter a valid email address',
      extensions: { code: 'BAD_USER_INPUT', fieldErrors: { senderEmail: ['Invalid email'] } },
    });
  });

  it('limits questions per sender address (429 with a message)', async () => {
    const email = `busy-${unique()}@x.io`;
    const body = { question: 'Again?', senderName: 'Busy', senderEmail: email };
    for (let i = 0; i < 5; i += 1) expect((await ask(anonymous(), body)).status).toBe(201);
    const refused = await ask(anonymous(), { ...body, senderEmail: email.toUpperCase() });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many questions sent. Please try again later.');
  });
});

describe('the owner’s inbox', () => {
  it('GraphQL: projectQuestions and Project.questions, newest first, isRead Boolean', async () => {
    const res = await owner.graphql<{
      projectQuestions: Array<{ question: string; isRead: boolean }>;
      project: { questions: Array<{ id: string }> };
    }>(
      'query($id: ID!, $key: String!) { projectQuestions(projectId: $id) { id question isRead createdAt } project(idOrSlug: $key) { questions { id } } }',
      { id: project.id, key: project.id },
    );
    const questions = res.body.data!.projectQuestions;
    expect(questions.length).toBeGreaterThan(3);
    expect(questions.every((q) => q.isRead === false)).toBe(true);
    expect(res.body.data!.project.questions.map((q) => q.id)).toEqual(
      questions.map((q) => (q as unknown as { id: string }).id),
    );
    const times = questions.map((q) => (q as unknown as { createdAt: string }).createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('unread questions are the project card’s badge; marking one read lowers it (REST isRead "true")', async () => {
    const unread = (await QuestionModel.countDocuments({ projectId: project.id, isRead: false })) as number;
    const card = await owner.get<{ unreadQuestionsCount: number }>(`/api/projects/${project.id}`);
    expect(card.body.unreadQuestionsCount).toBe(unread);
    const [first] = (await owner.get<RestQuestion[]>(`/api/projects/${project.id}/questions`)).body;
    const marked = await owner.put<RestQuestion>(`/api/questions/${first!.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: first!.id, isRead: 'true' });
    const listed = await owner.graphql<{ projects: Array<{ id: string; unreadQuestionsCount: number }> }>(
      '{ projects { id unreadQuestionsCount } }',
    );
    expect(listed.body.data!.projects.find((p) => p.id === project.id)?.unreadQuestionsCount).toBe(
      unread - 1,
    );
    const again = await owner.graphql<{ markQuestionRead: { isRead: boolean } }>(
      'mutation($id: ID!) { markQuestionRead(id: $id) { isRead } }',
      { id: first!.id },
    );
    expect(again.body.data?.markQuestionRead.isRead).toBe(true);
    expect((await owner.put('/api/questions/0123456789abcdef01234567/read')).status).toBe(404);
  });

  it('questions go with their thesis, and with their project', async () => {
    const gone = await sharedThesis('Short-lived');
    await anonymous().post(`/api/shared/${gone.shareUrl}/questions`, {
      question: 'Still there?',
      senderName: 'Ada',
      senderEmail: `ada-${unique()}@x.io`,
    });
    expect(await QuestionModel.countDocuments({ thesisId: gone.id })).toBe(1);
    await gateway.services.theses.remove(ownerUser, gone.id);
    expect(await QuestionModel.countDocuments({ thesisId: gone.id })).toBe(0);
    expect(await QuestionModel.countDocuments({ projectId: project.id })).toBeGreaterThan(0);
    const admin = (await gateway.services.users.findByEmail('admin@x.io'))!;
    await gateway.services.projects.remove(admin, project.id);
    expect(await QuestionModel.countDocuments({ projectId: project.id })).toBe(0);
  });
});
