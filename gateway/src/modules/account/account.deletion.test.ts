// Deleting an account (issue 21 §1, §2): one of everything is seeded through the real modules; every
// collection of the database must have a rule; self-service deletion then leaves the person's id
// and email nowhere but in audit entries (the id only), their share links answer 'Shared thesis not
// found', others' saved links say unavailable, their sessions are over and their email registers
// again. What others wrote about their own things stays.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import {
  PASSWORD,
  collectionNames,
  findEverywhere,
  seedEverything,
  type Finding,
  type Seeded,
} from './account.testing.js';
import { PERSONAL_DATA } from './personal-data.js';

const gateway = useTestRuntime();
let seeded: Seeded;

beforeAll(async () => {
  seeded = await seedEverything(gateway);
}, 120_000);

const outboxText = async () => {
  const dir = path.join(gateway.env.DATA_DIR, 'outbox');
  const names = await readdir(dir).catch(() => [] as string[]);
  return (await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8'))))
    .join('\n')
    .toLowerCase();
};

const summarise = (findings: Finding[]) =>
  [...new Set(findings.map((f) => `${f.collection}:${f.what}`))].sort();

describe('the table of collections (personal-data.ts)', () => {
  it('names every collection of the database, and gives each one holding a person a deletion rule', async () => {
    const names = await collectionNames();
    const undeclared = names.filter((name) => !(name in PERSONAL_DATA));
    expect(undeclared, 'add these collections to PERSONAL_DATA with a rule or "noPersonalData"').toEqual([]);

    const { alice } = seeded;
    const holding = new Set((await findEverywhere(alice.id, alice.email)).map((f) => f.collection));
    // The seed reached every corner: what a person can leave behind is there before the deletion.
    for (const name of [
      'users',
      'sessions',
      'password_resets',
      'email_changes',
      'rate_limiter',
      'projects',
      'thesis_revisions',
      'sources',
      'reader_messages',
      'comments',
      'questions',
      'saved_links',
      'memberships',
      'ideas',
      'audit_log',
      'known_browsers',
      'api_tokens',
      'webhooks',
      'webhook_deliveries',
    ]) {
      expect(holding, name).toContain(name);
    }
    const withoutRule = [...holding].filter((name) => 'noPersonalData' in (PERSONAL_DATA[name] ?? {}));
    expect(withoutRule, 'these hold a person yet claim no personal data').toEqual([]);
  });

  it('names, for every collection of the database, deletion steps that exist', async () => {
    const steps = new Set(gateway.services.account.deletions.stepNames());
    for (const name of await collectionNames()) {
      const rule = PERSONAL_DATA[name];
      if (rule && 'steps' in rule)
        for (const step of rule.steps) expect(steps, `${name}: ${step}`).toContain(step);
    }
    // The account goes first (signed out at once), the person's projects next, this domain's own last.
    const order = gateway.services.account.deletions.stepNames();
    expect(order[0]).toBe('users.account');
    expect(order.indexOf('projects.owned')).toBeLessThan(order.indexOf('comments.authored'));
    expect(order.at(-1)).toBe('account.audit');
  });
});

describe('deleting my account', () => {
  let before: { collections: string[]; aliceFiles: number };

  beforeAll(async () => {
    const { alice } = seeded;
    const db = mongoose.connection.db!;
    before = {
      collections: await collectionNames(),
      aliceFiles: await db
        .collection('source_files.files')
        .countDocuments({ 'metadata.thesisId': seeded.mine.thesisId }),
    };
    expect(before.aliceFiles).toBeGreaterThan(0);
    expect(await outboxText()).toContain(alice.email);

    const wrong = await alice.client.request('DELETE', '/api/user', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fieldErrors: { password: ['The password is not correct.'] } });
    const missing = await alice.client.request('DELETE', '/api/user', {});
    expect(missing.status).toBe(400);

    const deleted = await alice.client.request<{ message: string }>('DELETE', '/api/user', {
      password: PASSWORD,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Your account and everything in it have been deleted.');
    expect(deleted.headers.getSetCookie().join()).toMatch(/ts_session=;/);
  }, 60_000);

  it('leaves the id and email nowhere, but the id in audit entries (never a name or email there)', async () => {
    const { alice } = seeded;
    const findings = await findEverywhere(alice.id, alice.email);
    expect(summarise(findings)).toEqual(['audit_log:id']);
    for (const finding of findings) {
      expect(finding.document).not.toContain('"alice"');
      expect(finding.document).toContain('"deleted":true');
    }
    expect(await outboxText()).not.toContain(alice.email);
    expect(await mongoose.connection.db!.collection('account_deletions').countDocuments()).toBe(0);
  });

  it('deletes the files of her sources, and the theses, chats and runs hanging off her thesis', async () => {
    const db = mongoose.connection.db!;
    const thesisId = new mongoose.Types.ObjectId(seeded.mine.thesisId);
    for (const [name, filter] of [
      ['theses', { _id: thesisId }],
      ['source_files.files', { 'metadata.thesisId': seeded.mine.thesisId }],
      ['source_passages', { thesisId }],
      ['research_runs', { thesisId }],
      ['research_plans', { thesisId }],
      ['citations', { thesisId }],
      ['chat_messages', { thesisId }],
      ['reader_messages', { thesisId }],
      ['comments', { thesisId }],
      ['questions', { thesisId }],
      ['thesis_revisions', { thesisId }],
    ] as const) {
      expect(await db.collection(name).countDocuments(filter), name).toBe(0);
    }
  });

  it('signs her out everywhere: neither browser is signed in, and signing in fails', async () => {
    const { alice, aliceElsewhere } = seeded;
    expect((await alice.client.get('/api/user')).body).toBeFalsy();
    expect((await aliceElsewhere.get('/api/user')).body).toBeFalsy();
    expect((await aliceElsewhere.get('/api/projects')).status).toBe(401);
    const signIn = await gateway.client().post('/api/login', { email: alice.email, password: PASSWORD });
    expect(signIn.status).toBe(401);
  });

  it('answers her share link with Shared thesis not found; Bob’s saved link to it says unavailable', async () => {
    const shared = await gateway.client().get<{ message: string }>(`/api/shared/${seeded.mine.shareUrl}`);
    expect(shared.status).toBe(404);
    expect(shared.body.message).toBe('Shared thesis not found');
    const links = await seeded.bob.client.get<Array<{ id: string; available: boolean }>>('/api/saved-links');
    expect(links.body.find((link) => link.id === seeded.bobsSavedLinkId)).toMatchObject({ available: false });
  });

  it('keeps what others wrote about their own things: Bob’s thesis, its history and source, without her name', async () => {
    const { bob, bobs } = seeded;
    const history = await bob.client.get<Array<{ authorName: string }>>(
      `/api/theses/${bobs.thesisId}/history`,
    );
    expect(history.status).toBe(200);
    expect(history.body.map((revision) => revision.authorName)).toContain('Deleted user');
    const sources = await bob.client.get<Array<{ title: string; addedBy: unknown }>>(
      `/api/theses/${bobs.thesisId}/sources`,
    );
    expect(sources.body).toEqual([expect.objectContaining({ title: 'Harbour ledger', addedBy: null })]);
    // Her comment, question and readers' chat on Bob's thesis are gone; Bob's own things stay.
    const comments = await gateway.client().get<unknown[]>(`/api/shared/${bobs.shareUrl}/comments`);
    expect(comments.body).toEqual([]);
    const questions = await bob.client.get<unknown[]>(`/api/projects/${bobs.projectId}/questions`);
    expect(questions.body).toEqual([]);
    expect((await bob.client.get(`/api/theses/${bobs.thesisId}`)).status).toBe(200);
  });

  it('lets her email register again, as a new account with nothing in it', async () => {
    const again = await gateway.client().post<{ id: string }>('/api/register', {
      email: seeded.alice.email,
      username: 'alice2',
      password: PASSWORD,
    });
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(seeded.alice.id);
  });

  it('records the deletion in the audit trail under her id only', async () => {
    const page = await seeded.admin.client.get<{
      entries: Array<{ action: string; subject: { id: string } }>;
    }>(`/api/admin/audit?action=account_deleted&subject=${seeded.alice.id}`);
    expect(page.status).toBe(200);
    expect(page.body.entries).toEqual([
      expect.objectContaining({
        action: 'account_deleted',
        actor: { id: seeded.alice.id, name: null, email: null, deleted: true },
        subject: { id: seeded.alice.id, name: null, email: null, deleted: true },
      }),
    ]);
  });
});
