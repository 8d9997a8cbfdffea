// Deleting accounts over HTTP (issue 21 §2) and the audit trail (§5): the password typed again; the
// last admin refused with a clear message (REST and GraphQL), and allowed once another admin exists;
// an admin's deletion of someone else runs the same cascade; role changes, deletions and sign-ins from
// a new browser are recorded append-only with who, what, whom, when and the address, filtered and
// paged for admins, each person's own for them.
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE } from '../users/index.js';
import { useTestRuntime } from '../../testing/runtime.js';
import { AuditEntryModel } from './account.model.js';
import {
  CHROME_WINDOWS,
  FIREFOX_MAC,
  PASSWORD,
  SAFARI_IPHONE,
  findEverywhere,
  projectWithThesis,
  signIn,
  signUp,
  type Person,
} from './account.testing.js';

const gateway = useTestRuntime();

interface Party {
  id: string;
  name: string | null;
  email: string | null;
  deleted: boolean;
}
interface Entry {
  id: string;
  action: string;
  actor: Party | null;
  subject: Party;
  fromRole: string | null;
  toRole: string | null;
  browser: string | null;
  os: string | null;
  ip: string | null;
  createdAt: string;
}
interface Page {
  entries: Entry[];
  total: number;
  nextCursor: string | null;
}

let admin: Person;
let carol: Person;
let dave: Person;

beforeAll(async () => {
  admin = await signUp(gateway, 'admin@x.io');
  carol = await signUp(gateway, 'carol@x.io');
  dave = await signUp(gateway, 'dave@x.io', CHROME_WINDOWS);
});

describe('the last admin', () => {
  it('cannot delete themselves, and is told why (REST, GraphQL, myData)', async () => {
    const refused = await admin.client.request<{ message: string }>('DELETE', '/api/user', {
      password: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(LAST_ADMIN_MESSAGE);
    const gql = await admin.client.graphql(
      'mutation($p: String!) { deleteMyAccount(password: $p) { message } }',
      {
        p: PASSWORD,
      },
    );
    expect(gql.body.errors?.[0]).toMatchObject({
      message: LAST_ADMIN_MESSAGE,
      extensions: { code: 'FORBIDDEN' },
    });
    const data = await admin.client.graphql<{
      myData: { canDelete: boolean; deletionBlockedReason: string };
    }>('{ myData { canDelete deletionBlockedReason } }');
    expect(data.body.data?.myData).toEqual({ canDelete: false, deletionBlockedReason: LAST_ADMIN_MESSAGE });
    // Still an admin, still signed in.
    expect((await admin.client.get<{ role: string }>('/api/user')).body.role).toBe('admin');
  });

  it('cannot be deleted through the admin screen by themselves either', async () => {
    const own = await admin.client.delete<{ message: string }>(`/api/admin/users/${admin.id}`);
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/Delete my account/);
  });
});

describe('myData', () => {
  it('counts what deleting the account would remove', async () => {
    const mine = await projectWithThesis(carol.client, 'Carol’s');
    await carol.client.post(`/api/theses/${mine.thesisId}/sources`, {
      title: 'Notes',
      text: 'Some notes of hers.',
    });
    const data = await carol.client.graphql<{ myData: Record<string, unknown> }>(
      '{ myData { projects theses sources savedLinks comments questionsSent questionsReceived readerChats sessions canDelete deletionBlockedReason } }',
    );
    expect(data.body.errors).toBeUndefined();
    expect(data.body.data?.myData).toEqual({
      projects: 1,
      theses: 1,
      sources: 1,
      savedLinks: 0,
      comments: 0,
      questionsSent: 0,
      questionsReceived: 0,
      readerChats: 0,
      sessions: 1,
      canDelete: true,
      deletionBlockedReason: null,
    });
  });
});

describe('an admin deletes someone else', () => {
  it('runs the same cascade, answers the deleted user, and records who did it', async () => {
    const erin = await signUp(gateway, 'erin@x.io');
    const hers = await projectWithThesis(erin.client, 'Erin’s');
    const deleted = await admin.client.delete<{ id: string; email: string }>(`/api/admin/users/${erin.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ id: erin.id, email: erin.email });
    expect((await erin.client.get('/api/user')).body).toBeFalsy();
    expect((await gateway.client().get(`/api/shared/${hers.shareUrl}`)).status).toBe(404);
    const left = await findEverywhere(erin.id, erin.email);
    expect([...new Set(left.map((f) => `${f.collection}:${f.what}`))]).toEqual(['audit_log:id']);
    const audit = await admin.client.get<Page>(`/api/admin/audit?action=account_deleted&subject=${erin.id}`);
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, name: 'admin', email: admin.email, deleted: false },
        subject: { id: erin.id, name: null, email: null, deleted: true },
        ip: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
    expect((await admin.client.delete(`/api/admin/users/${erin.id}`)).status).toBe(404);
    expect((await carol.client.delete(`/api/admin/users/${dave.id}`)).status).toBe(403);
  });

  it('over GraphQL: deleteUser', async () => {
    const frank = await signUp(gateway, 'frank@x.io');
    const res = await admin.client.graphql<{ deleteUser: { id: string } }>(
      'mutation($id: ID!) { deleteUser(userId: $id) { id } }',
      { id: frank.id },
    );
    expect(res.body.data?.deleteUser.id).toBe(frank.id);
    expect(
      await findEverywhere(frank.id, frank.email).then((f) => f.filter((x) => x.what === 'email')),
    ).toEqual([]);
  });
});

describe('the audit trail', () => {
  it('records a role change: who, what, whom, when and the address', async () => {
    expect((await admin.client.put(`/api/users/${dave.id}/role`, { role: 'admin' })).status).toBe(200);
    const page = await admin.client.get<Page>(`/api/admin/audit?action=role_changed&subject=${dave.email}`);
    expect(page.body.total).toBe(1);
    expect(page.body.entries[0]).toMatchObject({
      action: 'role_changed',
      actor: { id: admin.id, name: 'admin', email: admin.email, deleted: false },
      subject: { id: dave.id, name: 'dave', email: dave.email, deleted: false },
      fromRole: 'user',
      toRole: 'admin',
      ip: expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(Date.now() - Date.parse(page.body.entries[0]!.createdAt)).toBeLessThan(60_000);
    // The role change ended Dave's sessions: he signs in again.
    dave.client = await signIn(gateway, dave, CHROME_WINDOWS);
  });

  it('records a sign-in from a browser and OS not seen before for the account (not a registration)', async () => {
    const newBrowser = async () =>
      (await admin.client.get<Page>(`/api/admin/audit?action=new_browser_sign_in&subject=${carol.id}`)).body
        .entries;
    expect(await newBrowser()).toEqual([]);
    await signIn(gateway, carol, FIREFOX_MAC);
    expect(await newBrowser()).toEqual([]);
    await signIn(gateway, carol, SAFARI_IPHONE);
    await signIn(gateway, carol, SAFARI_IPHONE);
    expect(await newBrowser()).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: carol.id }),
        subject: expect.objectContaining({ id: carol.id }),
        browser: 'Safari 17.5',
        os: 'iOS 17.5',
        ip: expect.stringMatching(/127\.0\.0\.1/),
      }),
    ]);
  });

  it('filters by action, actor, subject and dates, and pages with a cursor', async () => {
    const all = (await admin.client.get<Page>('/api/admin/audit')).body;
    expect(all.total).toBeGreaterThanOrEqual(4);
    const byActor = (await admin.client.get<Page>(`/api/admin/audit?actor=${admin.email}`)).body;
    expect(byActor.entries.every((e) => e.actor?.id === admin.id)).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await admin.client.get<Page>(`/api/admin/audit?from=${today}&to=${today}`)).body.total).toBe(
      all.total,
    );
    expect((await admin.client.get<Page>('/api/admin/audit?to=2000-01-01')).body.total).toBe(0);
    // Page by page, newest first, every entry once.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : '?limit=2';
      const page: Page = (await admin.client.get<Page>(`/api/admin/audit${query}`)).body;
      expect(page.entries.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(all.total);
      seen.push(...page.entries.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.entries.map((e) => e.id));
    const times = all.entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('refuses bad filters with a message', async () => {
    for (const query of ['action=nope', 'limit=0', 'limit=101', 'cursor=zzz', 'from=yesterday', 'actor=']) {
      const res = await admin.client.get<{ message: string }>(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBeTruthy();
    }
  });

  it('is for admins; each person reads their own entries, with the address only of what they did', async () => {
    expect((await carol.client.get('/api/admin/audit')).status).toBe(403);
    expect((await gateway.client().get('/api/admin/audit')).status).toBe(401);
    const own = (await dave.client.get<Page>('/api/user/audit')).body;
    expect(own.entries.length).toBeGreaterThan(0);
    for (const entry of own.entries) {
      expect([entry.actor?.id, entry.subject.id]).toContain(dave.id);
      if (entry.actor?.id !== dave.id) expect(entry.ip).toBeNull();
    }
    expect(own.entries.find((e) => e.action === 'role_changed')).toMatchObject({
      actor: { name: 'admin' },
      ip: null,
    });
    const gql = await dave.client.graphql<{ myAuditEntries: Page }>(
      '{ myAuditEntries(page: { limit: 10 }) { total entries { action subject { id } } } }',
    );
    expect(gql.body.data?.myAuditEntries.total).toBe(own.total);
    const admins = await admin.client.graphql<{ auditLog: Page }>(
      'query($f: AuditFilter) { auditLog(filter: $f, page: { limit: 5 }) { total nextCursor entries { action } } }',
      { f: { action: 'role_changed' } },
    );
    expect(admins.body.data?.auditLog.entries.every((e) => e.action === 'role_changed')).toBe(true);
    const forbidden = await carol.client.graphql('{ auditLog { total } }');
    expect(forbidden.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('is append-only: entries are neither changed nor deleted', async () => {
    await expect(AuditEntryModel.deleteMany({})).rejects.toThrow(/append-only/);
    await expect(AuditEntryModel.updateOne({}, { $set: { action: 'role_changed' } })).rejects.toThrow(
      /append-only/,
    );
    await expect(AuditEntryModel.findOneAndDelete({})).rejects.toThrow(/append-only/);
    expect(await mongoose.connection.db!.collection('audit_log').countDocuments()).toBeGreaterThan(0);
  });
});

describe('deleting my account once another admin exists', () => {
  it('is allowed; the other admin stays', async () => {
    // Dave is an admin now (above): the first admin may go.
    const wrong = await admin.client.request('DELETE', '/api/user', { password: 'not-it' });
    expect(wrong.status).toBe(400);
    const gone = await admin.client.graphql<{ deleteMyAccount: { message: string } }>(
      'mutation($p: String!) { deleteMyAccount(password: $p) { message } }',
      { p: PASSWORD },
    );
    expect(gone.body.errors).toBeUndefined();
    expect(gone.body.data?.deleteMyAccount.message).toBe(
      'Your account and everything in it have been deleted.',
    );
    expect((await admin.client.get('/api/user')).body).toBeFalsy();
    expect((await dave.client.get<{ role: string }>('/api/user')).body.role).toBe('admin');
    // Entries naming the deleted admin keep the id only.
    const page = (await dave.client.get<Page>(`/api/admin/audit?actor=${admin.id}`)).body;
    expect(page.entries.length).toBeGreaterThan(0);
    for (const entry of page.entries)
      expect(entry.actor).toEqual({ id: admin.id, name: null, email: null, deleted: true });
  });

  it('is limited: password guesses through a session stop after 5 in 15 minutes', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await carol.client.request('DELETE', '/api/user', { password: `guess-${i}` })).status).toBe(
        400,
      );
    }
    const limited = await carol.client.request('DELETE', '/api/user', { password: PASSWORD });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await carol.client.get<{ email: string }>('/api/user')).body.email).toBe(carol.email);
  });
});
