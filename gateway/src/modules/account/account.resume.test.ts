// A deletion cut short finishes later (issue 21 §1): a step fails part-way (as a crash would leave
// it), the gateway stops, and the next start takes the recorded job up from the first step not done
// and finishes it; a job whose holder went silent is taken over by another process once its lease
// lapses, while a live lease is left alone; and a job its process stops gives its lease back and is
// taken up at once by the next.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { pino } from 'pino';
import type { Db } from 'mongodb';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startRuntime, type Runtime } from '../../runtime.js';
import { TestClient } from '../../testing/http-client.js';
import { testEnv } from '../../testing/runtime.js';
import { JobQueue } from '../../shared/jobs.js';
import { AccountDeletionModel } from './account.model.js';
import { FIREFOX_MAC, PASSWORD, findEverywhere, projectWithThesis, until } from './account.testing.js';
import { AccountDeletions } from './deletion.js';

const logger = pino({ level: 'silent' });
let runtime: Runtime | undefined;
afterAll(async () => {
  await runtime?.stop();
});

async function register(url: string, email: string) {
  const client = new TestClient(url, { 'user-agent': FIREFOX_MAC });
  const res = await client.post<{ id: string }>('/api/register', {
    email,
    username: email.split('@')[0],
    password: PASSWORD,
  });
  expect(res.status).toBe(201);
  return { client, id: res.body.id, email };
}

describe('a deletion cut short', () => {
  it('is finished by the next start, from the first step not done', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'account-resume-'));
    const env = await testEnv({ DATA_DIR: dataDir });
    const database = { kind: 'embedded' as const, dbPath: path.join(dataDir, 'db') };
    runtime = await startRuntime(env, { logger, database });

    await register(runtime.url, 'admin@x.io');
    const bob = await register(runtime.url, 'bob@x.io');
    const alice = await register(runtime.url, 'alice@x.io');
    const mine = await projectWithThesis(alice.client, 'Cold chain');
    const bobs = await projectWithThesis(bob.client, 'Harbour');
    expect(
      (await alice.client.post(`/api/shared/${bobs.shareUrl}/comments`, { content: 'Nice, Bob.' })).status,
    ).toBe(201);
    expect(
      (
        await alice.client.post('/api/saved-links', {
          thesisId: bobs.thesisId,
          title: 'Harbour',
          shareUrl: bobs.shareUrl,
          projectName: 'Harbour',
        })
      ).status,
    ).toBe(201);

    // The process fails at the comments step: everything before it is done and recorded.
    runtime.services.account.deletions.beforeStep = (step) => {
      if (step === 'comments.authored') throw new Error('the process died here');
    };
    const answer = await alice.client.request<{ message: string }>('DELETE', '/api/user', {
      password: PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toMatch(/being deleted/);
    const job = await AccountDeletionModel.findOne({ userId: alice.id }).lean();
    expect(job?.stepsDone).toEqual(expect.arrayContaining(['users.account', 'projects.owned']));
    expect(job?.stepsDone).not.toContain('comments.authored');
    expect(job?.lastError).toMatch(/comments\.authored: the process died here/);
    // Signed out and gone already; her comment and saved link are still there.
    expect((await alice.client.get('/api/user')).body).toBeFalsy();
    expect((await new TestClient(runtime.url).get(`/api/shared/${mine.shareUrl}`)).status).toBe(404);
    expect(await mongoose.connection.db!.collection('comments').countDocuments()).toBe(1);

    await runtime.stop();
    runtime = await startRuntime(env, { logger, database });
    await until(async () => (await AccountDeletionModel.countDocuments()) === 0, 'the deletion to finish');
    const left = await findEverywhere(alice.id, alice.email);
    expect([...new Set(left.map((f) => `${f.collection}:${f.what}`))]).toEqual(['audit_log:id']);
    expect(await mongoose.connection.db!.collection('comments').countDocuments()).toBe(0);
    // Bob's things stay (the restarted gateway listens on another port: he signs in again).
    const bobAgain = new TestClient(runtime.url);
    expect((await bobAgain.post('/api/login', { email: bob.email, password: PASSWORD })).status).toBe(200);
    expect((await bobAgain.get(`/api/theses/${bobs.thesisId}`)).status).toBe(200);
  });
});

describe('the lease of a deletion job', () => {
  // Each "process" has a queue of its own, on a collection of its own: the runtime's queue (whose
  // account-deletion job runs the real steps) never sees their jobs.
  const queues: JobQueue[] = [];
  const queue = () => {
    const jobs = new JobQueue({
      db: mongoose.connection.db as unknown as Db,
      logger,
      collection: 'deletion_lease_jobs',
    });
    queues.push(jobs);
    return jobs;
  };
  afterEach(async () => {
    for (const jobs of queues.splice(0)) await jobs.stop();
  });

  it(
    'keeps a second process off a live job and lets it take over a silent one',
    { timeout: 60_000 },
    async () => {
      runtime ??= await startRuntime(await testEnv(), {
        logger,
        database: { kind: 'embedded', dbPath: undefined },
      });
      const ran: string[] = [];
      let release: (() => void) | undefined;
      const hold = new Promise<void>((resolve) => (release = resolve));
      const steps = [
        { name: 'first', run: async () => void ran.push('first') },
        { name: 'second', run: async () => void ran.push('second') },
      ];
      // Process A stops (hangs) before its second step, holding a short lease. Their queues are not
      // started: process B takes the job up here, as its job would.
      const a = new AccountDeletions(() => steps, logger, queue(), 300);
      a.beforeStep = async (step) => {
        if (step === 'second') await hold;
      };
      const b = new AccountDeletions(() => steps, logger, queue(), 300);
      const userId = '0123456789abcdef01234567';
      const running = a.run({ userId, email: 'x@x.io', kind: 'self', actorId: null });
      await until(async () => ran.length === 1, 'the first step');
      // A's lease (renewed after the first step) is live: B leaves the job alone.
      expect(await b.takeUp(userId)).toBe('busy');
      expect(ran).toEqual(['first']);
      // A goes silent past its lease: B takes the job over from the first step not done.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await b.takeUp(userId)).toBe('done');
      expect(ran).toEqual(['first', 'second']);
      expect(await AccountDeletionModel.countDocuments({ userId })).toBe(0);
      // The deletion's job went with it.
      expect(await mongoose.connection.db!.collection('deletion_lease_jobs').countDocuments({})).toBe(0);
      // A wakes up: it lost the job, and runs and writes nothing more.
      release?.();
      expect(await running).toBe('busy');
      expect(ran).toEqual(['first', 'second']);
    },
  );

  it('is given back when its process stops between steps, and the next one finishes it', async () => {
    const ran: string[] = [];
    const steps = ['one', 'two', 'three'].map((name) => ({ name, run: async () => void ran.push(name) }));
    const userId = '0123456789abcdef01234568';
    // The request's own run fails at its first step: the deletion is left to its job.
    const jobs = queue();
    const stopping = new AccountDeletions(() => steps, logger, jobs, 60_000);
    let stopped: Promise<void> | undefined;
    let failed = false;
    stopping.beforeStep = (step) => {
      if (step === 'one' && !failed) {
        failed = true;
        throw new Error('a failing step');
      }
      // The job runs it; the process stops while step two runs.
      if (step === 'two') stopped = jobs.stop();
    };
    expect(await stopping.run({ userId, email: 'y@x.io', kind: 'admin', actorId: null })).toBe('pending');
    expect(ran).toEqual([]);
    await jobs.start();
    await stopping.start();
    await until(async () => stopped !== undefined, 'the stop');
    await stopped;
    expect(ran).toEqual(['one', 'two']);
    const job = await AccountDeletionModel.findOne({ userId }).lean();
    expect(job).toMatchObject({ stepsDone: ['one', 'two'], leaseOwner: null, leaseUntil: null });
    // The next process takes it up at once (no lease to wait for: its job is due now).
    const next = queue();
    const finishing = new AccountDeletions(() => steps, logger, next, 60_000);
    await next.start();
    await until(async () => (await finishing.pending()).length === 0, 'the deletion');
    expect(ran).toEqual(['one', 'two', 'three']);
  });
});
