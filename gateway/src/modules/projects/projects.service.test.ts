import mongoose from 'mongoose';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { useTestDatabase } from '../../testing/database.js';
import { expectUpdateRefusals, fieldErrors, outcome } from '../../testing/service-errors.js';
import { registerAdminOwnerStranger, testServices, type TestServices } from '../../testing/services.js';
import { ProjectModel } from './projects.model.js';
import { ProjectsService } from './projects.service.js';

let s: TestServices;
let admin: Actor;
let owner: Actor;
let stranger: Actor;

useTestDatabase();
beforeEach(async () => {
  s = testServices();
  ({ admin, owner, stranger } = await registerAdminOwnerStranger(s.users));
});

const create = (name: string, actor: Actor = owner, description = '') =>
  s.projects.create(actor, { name, description });

describe('slugs', () => {
  it('are lowercase ASCII from the name, accents transliterated', async () => {
    expect((await create('Déjà Vu à Zürich')).slug).toBe('deja-vu-a-zuerich');
    expect((await create('Œuvre & Ærø: Straße')).slug).toBe('oeuvre-and-aero-strasse');
    expect((await create('  Growth   Strategy 2026!  ')).slug).toBe('growth-strategy-2026');
    expect((await create('Привет мир')).slug).toBe('privet-mir');
  });

  it('get -2, -3 … on collision, across owners', async () => {
    expect((await create('Market Entry')).slug).toBe('market-entry');
    expect((await create('market entry', stranger)).slug).toBe('market-entry-2');
    expect((await create('Márket Entry', admin)).slug).toBe('market-entry-3');
  });

  it('stay unique when created at the same moment (unique index, retried)', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => create('Same Name')));
    expect(made.map((project) => project.slug).sort()).toEqual(
      ['same-name', 'same-name-2', 'same-name-3', 'same-name-4', 'same-name-5', 'same-name-6'].sort(),
    );
  });

  it('fall back to "project" for emoji-only names, then number those', async () => {
    expect((await create('🚀🔥')).slug).toBe('project');
    expect((await create('🌍')).slug).toBe('project-2');
  });

  it('never read as an id, and are cut at a word boundary', async () => {
    expect((await create('deadbeefdeadbeefdeadbeef')).slug).toBe('deadbeefdeadbeefdeadbeef-project');
    const long = await create(`${'strategy '.repeat(12)}end`);
    expect(long.slug.length).toBeLessThanOrEqual(80);
    expect(long.slug).toMatch(/^strategy(-strategy)+$/);
  });

  it('do not change when the project is renamed, so links keep working', async () => {
    const project = await create('Original Name');
    const renamed = await s.projects.update(admin, project.id, { name: 'A Completely New Name' });
    expect(renamed).toMatchObject({ name: 'A Completely New Name', slug: 'original-name' });
    expect((await s.projects.get(owner, 'original-name')).name).toBe('A Completely New Name');
    // The freed-up name makes a new slug of its own, not the renamed project's.
    expect((await create('A Completely New Name')).slug).toBe('a-completely-new-name');
  });
});

describe('reads', () => {
  it('take an id or a slug', async () => {
    const project = await create('Read Me', owner, 'About reading');
    for (const key of [project.id, project.slug, project.id.toUpperCase(), 'READ-ME']) {
      expect(await s.projects.get(owner, key)).toEqual(project);
    }
  });

  it('answer someone else’s project exactly like a missing one', async () => {
    const project = await create('Private');
    const missing = await outcome(s.projects.get(stranger, '0123456789abcdef01234567'));
    expect(missing).toBe('NOT_FOUND: Project not found.');
    expect(await outcome(s.projects.get(stranger, project.id))).toBe(missing);
    expect(await outcome(s.projects.get(stranger, project.slug))).toBe(missing);
    expect(await outcome(s.projects.getWithTheses(stranger, project.slug))).toBe(missing);
  });

  it('answer malformed ids and slugs as not found', async () => {
    for (const key of [
      '',
      'no such',
      'a/b',
      '../etc',
      'x'.repeat(500),
      '{"$ne":null}',
      42,
      null,
      { $ne: 1 },
    ]) {
      expect(await outcome(s.projects.get(admin, key))).toBe('NOT_FOUND: Project not found.');
    }
  });

  it('need a signed-in user, before anything else', async () => {
    const project = await create('Mine');
    expect(await outcome(s.projects.get(null, project.id))).toBe(
      'UNAUTHENTICATED: You need to sign in to do that.',
    );
    expect(await outcome(s.projects.get(null, 'missing'))).toBe(
      'UNAUTHENTICATED: You need to sign in to do that.',
    );
    expect(await outcome(s.projects.list(null))).toBe('UNAUTHENTICATED: You need to sign in to do that.');
  });

  it('list every project with its owner’s email for admins, and only their own for users', async () => {
    const mine = await create('Mine');
    const theirs = await create('Theirs', stranger);
    const admins = await create('Admin’s', admin);
    const all = await s.projects.list(admin);
    expect(all.map((p) => [p.name, p.userEmail])).toEqual([
      ['Admin’s', 'admin@x.io'],
      ['Theirs', 'stranger@x.io'],
      ['Mine', 'owner@x.io'],
    ]);
    expect((await s.projects.list(owner)).map((p) => p.id)).toEqual([mine.id]);
    expect((await s.projects.list(stranger)).map((p) => p.id)).toEqual([theirs.id]);
    expect(admins.ownerId).toBe(admin.id);
  });

  it('say userEmail null once the owner’s account is gone (an account deletion under way)', async () => {
    const project = await create('Orphaned owner', stranger);
    await s.users.deleteAccountRecord(stranger.id);
    expect((await s.projects.get(admin, project.id)).userEmail).toBeNull();
  });

  it('list the most recently updated first: activity in a thesis counts', async () => {
    const older = await create('Older');
    await create('Newer');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await s.theses.create(owner, older.id, { title: 'Fresh thesis' });
    expect((await s.projects.list(owner)).map((p) => p.name)).toEqual(['Older', 'Newer']);
  });
});

describe('create', () => {
  it('lets any signed-in user create (a request they own) and admins see it', async () => {
    const project = await s.projects.create(owner, { name: '  Request  ', description: 'Help with pricing' });
    expect(project).toMatchObject({
      name: 'Request',
      description: 'Help with pricing',
      ownerId: owner.id,
      userEmail: 'owner@x.io',
      thesesCount: 0,
      unreadQuestionsCount: 0,
    });
    expect(project.id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(project.createdAt)).not.toBeNaN();
    expect((await s.projects.list(admin)).map((p) => p.id)).toContain(project.id);
    expect(await outcome(s.projects.create(null, { name: 'x' }))).toBe(
      'UNAUTHENTICATED: You need to sign in to do that.',
    );
  });

  it('allows an empty or missing description', async () => {
    expect((await s.projects.create(owner, { name: 'A', description: '' })).description).toBe('');
    expect((await s.projects.create(owner, { name: 'B' })).description).toBe('');
  });

  it('refuses a blank or too long name, a too long description and unknown fields, per field', async () => {
    expect(await fieldErrors(s.projects.create(owner, { name: '   ' }))).toEqual({
      name: ['Project name is required.'],
    });
    expect(Object.keys((await fieldErrors(s.projects.create(owner, {}))) ?? {})).toEqual(['name']);
    expect(await fieldErrors(s.projects.create(owner, { name: 'x'.repeat(121) }))).toEqual({
      name: ['Project name must be at most 120 characters.'],
    });
    expect(await s.projects.create(owner, { name: 'x'.repeat(120) })).toBeTruthy();
    expect(
      await fieldErrors(s.projects.create(owner, { name: 'ok', description: 'd'.repeat(2001) })),
    ).toEqual({
      description: ['Description must be at most 2000 characters.'],
    });
    expect(await fieldErrors(s.projects.create(owner, { name: 'ok', userId: admin.id }))).toEqual({
      _: ['Unknown field: userId.'],
    });
    expect(await fieldErrors(s.projects.create(owner, { name: 'line\nbreak' }))).toEqual({
      name: ['Project name must be a single line without control characters.'],
    });
    expect(await fieldErrors(s.projects.create(owner, { name: 7 }))).toEqual({
      name: ['Project name must be text.'],
    });
  });
});

describe('update', () => {
  it('is admin only: the owner may not, to anyone else the project does not exist', async () => {
    const project = await create('Guarded', owner, 'Old');
    expect(await outcome(s.projects.update(owner, project.id, { name: 'Mine now' }))).toBe(
      'FORBIDDEN: You are not allowed to do that.',
    );
    expect(await outcome(s.projects.update(owner, project.id, { description: 'New' }))).toBe(
      'FORBIDDEN: You are not allowed to do that.',
    );
    expect(await outcome(s.projects.update(stranger, project.id, { name: 'x' }))).toBe(
      'NOT_FOUND: Project not found.',
    );
    expect(await outcome(s.projects.update(null, project.id, { name: 'x' }))).toBe(
      'UNAUTHENTICATED: You need to sign in to do that.',
    );
    expect((await s.projects.get(owner, project.id)).name).toBe('Guarded');
  });

  it('renames and edits the description (also to empty), moving updatedAt', async () => {
    const project = await create('Before', owner, 'Old description');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const renamed = await s.projects.update(admin, project.slug, { name: 'After' });
    expect(renamed).toMatchObject({ name: 'After', description: 'Old description', slug: 'before' });
    expect(renamed.updatedAt > project.updatedAt).toBe(true);
    const cleared = await s.projects.update(admin, project.id, { description: '' });
    expect(cleared).toMatchObject({ name: 'After', description: '' });
  });

  it('refuses a blank name, nothing to update and unknown fields', async () => {
    const project = await create('Valid');
    expect(await fieldErrors(s.projects.update(admin, project.id, { name: ' \t ' }))).toEqual({
      name: ['Project name is required.'],
    });
    await expectUpdateRefusals((input) => s.projects.update(admin, project.id, input), {
      nothing: 'Nothing to update: send a name or a description.',
      readOnly: { slug: 'new-slug' },
      withUnknown: { name: 'x', colour: 'red' },
      unknownField: 'colour',
    });
    expect((await s.projects.get(admin, project.id)).name).toBe('Valid');
  });
});

describe('counts', () => {
  it('are computed from the data, never stored', async () => {
    const project = await create('Counted');
    const other = await create('Other');
    const a = await s.theses.create(owner, project.id, { title: 'A' });
    await s.theses.create(owner, project.id, { title: 'B' });
    await s.theses.create(owner, other.id, { title: 'C' });
    const questions = mongoose.connection.collection('questions');
    await questions.insertMany([
      { projectId: new mongoose.Types.ObjectId(project.id), isRead: false },
      { projectId: new mongoose.Types.ObjectId(project.id), isRead: false },
      { projectId: new mongoose.Types.ObjectId(project.id), isRead: true },
      { projectId: new mongoose.Types.ObjectId(other.id), isRead: false },
    ]);
    expect(await s.projects.get(owner, project.id)).toMatchObject({
      thesesCount: 2,
      unreadQuestionsCount: 2,
    });
    expect(
      (await s.projects.list(admin)).map((p) => [p.name, p.thesesCount, p.unreadQuestionsCount]),
    ).toEqual([
      ['Other', 1, 1],
      ['Counted', 2, 2],
    ]);
    await s.theses.remove(owner, a.id);
    await questions.updateMany({}, { $set: { isRead: true } });
    expect(await s.projects.get(owner, project.id)).toMatchObject({
      thesesCount: 1,
      unreadQuestionsCount: 0,
    });
    const stored = await ProjectModel.collection.findOne({ _id: new mongoose.Types.ObjectId(project.id) });
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ['_id', 'createdAt', 'description', 'name', 'ownerId', 'slug', 'updatedAt'].sort(),
    );
  });

  it('take a counter that a later domain provides', async () => {
    const project = await create('Provided');
    const provided = new ProjectsService(s.users, s.events, pino({ level: 'silent' }), {
      countTheses: (ids) => s.theses.countByProject(ids),
      listTheses: (id) => s.theses.listOfProject(id),
      countUnreadQuestions: async (ids) => new Map(ids.map((id) => [id.toString(), 12])),
    });
    expect((await provided.get(owner, project.id)).unreadQuestionsCount).toBe(12);
  });

  it('the project page lists its theses, newest first', async () => {
    const project = await create('With theses');
    await s.theses.create(owner, project.id, { title: 'First' });
    await s.theses.create(owner, project.id, { title: 'Second' });
    const page = await s.projects.getWithTheses(owner, project.slug);
    expect(page.theses.map((t) => t.title)).toEqual(['Second', 'First']);
    expect(page.thesesCount).toBe(2);
  });
});

describe('delete', () => {
  it('is admin only: the owner may not, to anyone else the project does not exist', async () => {
    const project = await create('Keep');
    expect(await outcome(s.projects.remove(owner, project.id))).toBe(
      'FORBIDDEN: You are not allowed to do that.',
    );
    expect(await outcome(s.projects.remove(stranger, project.id))).toBe('NOT_FOUND: Project not found.');
    expect(await outcome(s.projects.remove(null, project.id))).toBe(
      'UNAUTHENTICATED: You need to sign in to do that.',
    );
    expect((await s.projects.get(owner, project.id)).name).toBe('Keep');
  });

  it('deletes the project’s theses and everything hanging off them, dependents first', async () => {
    const project = await create('Doomed');
    const other = await create('Survivor');
    const t1 = await s.theses.create(owner, project.id, { title: 'One' });
    const t2 = await s.theses.create(owner, project.id, { title: 'Two' });
    const kept = await s.theses.create(owner, other.id, { title: 'Kept' });
    const seen: string[] = [];
    // What a later domain (research phases, chats, questions…) registers.
    s.events.on('theses.deleting', async (ids) => {
      const parentStillThere = await ProjectModel.exists({ _id: project.id });
      seen.push(`theses ${[...ids].sort().join(',')} (project ${parentStillThere ? 'present' : 'gone'})`);
    });
    s.events.on('project.deleting', async (id) => {
      seen.push(`project ${id}`);
    });
    expect(await s.projects.remove(admin, project.slug)).toEqual({ id: project.id });
    expect(seen[0]).toBe(`project ${project.id}`);
    expect(seen[1]).toBe(`theses ${[t1.id, t2.id].sort().join(',')} (project present)`);
    expect(seen).toHaveLength(3); // the second pass after the project is gone finds no theses left
    expect(await outcome(s.projects.get(admin, project.id))).toBe('NOT_FOUND: Project not found.');
    expect(await outcome(s.theses.get(admin, t1.id))).toBe('NOT_FOUND: Thesis not found.');
    expect(
      await mongoose.connection
        .collection('theses')
        .countDocuments({ projectId: new mongoose.Types.ObjectId(project.id) }),
    ).toBe(0);
    expect((await s.theses.get(owner, kept.id)).title).toBe('Kept');
    expect(await outcome(s.projects.remove(admin, project.id))).toBe('NOT_FOUND: Project not found.');
  });

  it('leaves the project in place when a dependent fails, and a second delete finishes the job', async () => {
    const project = await create('Flaky');
    await s.theses.create(owner, project.id, { title: 'T' });
    let failOnce = true;
    s.events.on('theses.deleting', async () => {
      if (failOnce) {
        failOnce = false;
        throw new Error('chat store unavailable');
      }
    });
    await expect(s.projects.remove(admin, project.id)).rejects.toThrow('chat store unavailable');
    expect(await s.projects.get(owner, project.id)).toMatchObject({ name: 'Flaky', thesesCount: 1 });
    await s.projects.remove(admin, project.id);
    expect(await outcome(s.projects.get(admin, project.id))).toBe('NOT_FOUND: Project not found.');
    expect(await mongoose.connection.collection('theses').countDocuments()).toBe(0);
  });
});
