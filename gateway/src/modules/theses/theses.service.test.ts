import { THESIS_CHANGED_ELSEWHERE_MESSAGE } from '@thesis-studio/domain';
import mongoose from 'mongoose';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { EventBus } from '../../shared/events.js';
import { useTestDatabase } from '../../testing/database.js';
import { expectUpdateRefusals, fieldErrors, outcome } from '../../testing/service-errors.js';
import { registerAdminOwnerStranger, testServices, type TestServices } from '../../testing/services.js';
import type { ProjectView } from '../projects/index.js';
import { ThesisModel } from './theses.model.js';
import { createThesesService, newShareUrl } from './theses.service.js';

const logger = pino({ level: 'silent' });
let s: TestServices;
let admin: Actor;
let owner: Actor;
let stranger: Actor;
let project: ProjectView;

useTestDatabase();
beforeEach(async () => {
  s = testServices();
  ({ admin, owner, stranger } = await registerAdminOwnerStranger(s.users));
  project = await s.projects.create(owner, { name: 'Market Entry' });
});

const NOT_FOUND = 'NOT_FOUND: Thesis not found.';
const SIGN_IN = 'UNAUTHENTICATED: You need to sign in to do that.';

const create = (title: string, actor: Actor = owner, projectKey: string = project.id) =>
  s.theses.create(actor, projectKey, {
    title,
    idea: 'An idea',
    context: 'Context',
    intellectualChallenge: 'Why?',
  });

describe('create', () => {
  it('makes a draft, version 1, with a slug and an unguessable share link', async () => {
    const thesis = await create('Pricing Power in Niche Markets');
    expect(thesis).toMatchObject({
      projectId: project.id,
      slug: 'pricing-power-in-niche-markets',
      title: 'Pricing Power in Niche Markets',
      idea: 'An idea',
      context: 'Context',
      intellectualChallenge: 'Why?',
      summary: '',
      content: '',
      status: 'draft',
      version: 1,
    });
    expect(thesis.shareUrl).toMatch(/^[A-Za-z0-9_-]{11}\/[A-Za-z0-9_-]{11}$/);
    expect(thesis.createdAt).toBe(thesis.updatedAt);
  });

  it('share links carry 128 random bits and are unique (also by index)', async () => {
    const links = new Set(Array.from({ length: 2000 }, newShareUrl));
    expect(links.size).toBe(2000);
    const a = await create('A');
    await expect(
      ThesisModel.create({ projectId: project.id, slug: 'clash', title: 'Clash', shareUrl: a.shareUrl }),
    ).rejects.toMatchObject({ code: 11000 });
  });

  it('takes the project by id or slug; optional fields default to empty', async () => {
    const thesis = await s.theses.create(owner, project.slug, { title: 'Bare' });
    expect(thesis).toMatchObject({ projectId: project.id, idea: '', context: '', intellectualChallenge: '' });
  });

  it('slugs: accents, collisions across projects, emoji-only titles', async () => {
    const other = await s.projects.create(stranger, { name: 'Other' });
    expect((await create('Ça coûte cher')).slug).toBe('ca-coute-cher');
    expect((await create('Ca Coute Cher', stranger, other.id)).slug).toBe('ca-coute-cher-2');
    expect((await create('🤔💡')).slug).toBe('thesis');
    expect((await create('✨')).slug).toBe('thesis-2');
  });

  it('in someone else’s project: the project does not exist; admins may', async () => {
    expect(await outcome(create('Sneaky', stranger))).toBe('NOT_FOUND: Project not found.');
    expect(await outcome(create('Nowhere', owner, '0123456789abcdef01234567'))).toBe(
      'NOT_FOUND: Project not found.',
    );
    expect(await outcome(s.theses.create(null, project.id, { title: 'Anon' }))).toBe(SIGN_IN);
    expect((await create('By admin', admin)).projectId).toBe(project.id);
  });

  it('refuses a blank or too long title, too long texts and fields a client may not set', async () => {
    expect(await fieldErrors(s.theses.create(owner, project.id, { title: '  ' }))).toEqual({
      title: ['Title is required.'],
    });
    expect(await fieldErrors(s.theses.create(owner, project.id, { title: 't'.repeat(201) }))).toEqual({
      title: ['Title must be at most 200 characters.'],
    });
    expect(
      await fieldErrors(s.theses.create(owner, project.id, { title: 'ok', idea: 'i'.repeat(10_001) })),
    ).toEqual({ idea: ['Idea must be at most 10000 characters.'] });
    expect(
      await fieldErrors(s.theses.create(owner, project.id, { title: 'ok', context: 'c'.repeat(20_001) })),
    ).toEqual({ context: ['Context must be at most 20000 characters.'] });
    expect(
      await fieldErrors(s.theses.create(owner, project.id, { title: 'ok', status: 'complete' })),
    ).toEqual({
      _: ['Unknown field: status.'],
    });
    expect(await ThesisModel.countDocuments()).toBe(0);
  });

  it('takes back a thesis whose project was deleted while it was being created', async () => {
    let lookups = 0;
    const racing = createThesesService(
      {
        touch: (id) => s.projects.touch(id),
        findRef: (key) => s.projects.findRef(key),
        findRefFor: async (actor, key) => {
          const ref = await s.projects.findRefFor(actor, key);
          // The project is deleted (its cascade already run) between the check and the insert.
          if (++lookups === 1) await s.projects.remove(admin, project.id);
          return ref;
        },
      },
      new EventBus(),
      logger,
    );
    expect(await outcome(racing.create(owner, project.id, { title: 'Late' }))).toBe(
      'NOT_FOUND: Project not found.',
    );
    expect(await ThesisModel.countDocuments()).toBe(0);
  });
});

describe('reads', () => {
  it('take an id or a slug; someone else’s thesis is exactly like a missing one', async () => {
    const thesis = await create('Readable');
    expect(await s.theses.get(owner, thesis.id)).toEqual(thesis);
    expect(await s.theses.get(owner, 'readable')).toEqual(thesis);
    expect(await s.theses.get(admin, thesis.slug)).toEqual(thesis);
    expect(await outcome(s.theses.get(stranger, thesis.id))).toBe(NOT_FOUND);
    expect(await outcome(s.theses.get(stranger, thesis.slug))).toBe(NOT_FOUND);
    expect(await outcome(s.theses.get(owner, '0123456789abcdef01234567'))).toBe(NOT_FOUND);
    for (const key of ['', 'Bad Slug!', 'x'.repeat(300), { $gt: '' }, 12]) {
      expect(await outcome(s.theses.get(owner, key))).toBe(NOT_FOUND);
    }
    expect(await outcome(s.theses.get(null, thesis.id))).toBe(SIGN_IN);
  });

  it('do not show a thesis whose project is gone (a deletion cut short)', async () => {
    const thesis = await create('Stranded');
    await mongoose.connection
      .collection('projects')
      .deleteOne({ _id: new mongoose.Types.ObjectId(project.id) });
    expect(await outcome(s.theses.get(admin, thesis.id))).toBe(NOT_FOUND);
  });

  it('research is allowed to the owner and admins only', async () => {
    const thesis = await create('Researchable');
    expect((await s.theses.authorizeResearch(owner, thesis.slug)).id).toBe(thesis.id);
    expect((await s.theses.authorizeResearch(admin, thesis.id)).id).toBe(thesis.id);
    expect(await outcome(s.theses.authorizeResearch(stranger, thesis.id))).toBe(NOT_FOUND);
    expect(await outcome(s.theses.authorizeResearch(null, thesis.id))).toBe(SIGN_IN);
  });
});

describe('update', () => {
  it('edits title, content and the central question; the slug stays; each save adds 1 to version', async () => {
    const thesis = await create('Working Title');
    const titled = await s.theses.update(owner, thesis.id, { title: 'Final Title' });
    expect(titled).toMatchObject({ title: 'Final Title', slug: 'working-title', version: 2 });
    const written = await s.theses.update(owner, 'working-title', { content: '# Heading\r\n\r\nParagraph.' });
    expect(written).toMatchObject({ content: '# Heading\n\nParagraph.', version: 3 });
    const asked = await s.theses.update(admin, thesis.id, { intellectualChallenge: 'What if?' });
    expect(asked).toMatchObject({ intellectualChallenge: 'What if?', title: 'Final Title', version: 4 });
    expect(Date.parse(asked.updatedAt)).toBeGreaterThanOrEqual(Date.parse(thesis.updatedAt));
    expect(await s.theses.get(owner, thesis.id)).toEqual(asked);
  });

  it('with the version edited: applies to that version only, else CONFLICT and nothing is written', async () => {
    const thesis = await create('Versioned');
    const first = await s.theses.update(owner, thesis.id, { content: 'mine' }, 1);
    expect(first.version).toBe(2);
    expect(await outcome(s.theses.update(owner, thesis.id, { content: 'stale' }, 1))).toBe(
      `CONFLICT: ${THESIS_CHANGED_ELSEWHERE_MESSAGE}`,
    );
    expect(await s.theses.get(owner, thesis.id)).toMatchObject({ content: 'mine', version: 2 });
  });

  it('two edits of the same version at once: one wins, the other gets CONFLICT, the winner’s content stays', async () => {
    const thesis = await create('Contested');
    const results = await Promise.allSettled([
      s.theses.update(owner, thesis.id, { content: 'from the owner' }, 1),
      s.theses.update(admin, thesis.id, { content: 'from the admin' }, 1),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toMatchObject({
      code: 'CONFLICT',
      message: THESIS_CHANGED_ELSEWHERE_MESSAGE,
    });
    const winner = (won[0] as PromiseFulfilledResult<{ content: string }>).value.content;
    expect(await s.theses.get(owner, thesis.id)).toMatchObject({ content: winner, version: 2 });
  });

  it('without a version the last write wins', async () => {
    const thesis = await create('Unversioned');
    await s.theses.update(owner, thesis.id, { content: 'one' });
    await s.theses.update(admin, thesis.id, { content: 'two' }, null);
    expect(await s.theses.get(owner, thesis.id)).toMatchObject({ content: 'two', version: 3 });
  });

  it('refuses bad input and bad versions, writing nothing', async () => {
    const thesis = await create('Strict');
    expect(await fieldErrors(s.theses.update(owner, thesis.id, { title: '' }))).toEqual({
      title: ['Title is required.'],
    });
    expect(await fieldErrors(s.theses.update(owner, thesis.id, { content: 'c'.repeat(200_001) }))).toEqual({
      content: ['Content must be at most 200000 characters.'],
    });
    await expectUpdateRefusals((input) => s.theses.update(owner, thesis.id, input), {
      nothing: 'Nothing to update: send a title, content, intellectualChallenge or language.',
      readOnly: { summary: 'mine' },
      withUnknown: { title: 'x', owner: 'me' },
      unknownField: 'owner',
    });
    for (const version of [0, 1.5, '1', -1]) {
      expect(await fieldErrors(s.theses.update(owner, thesis.id, { title: 'x' }, version))).toEqual({
        version: ['Version must be a whole number: the version of the thesis you edited.'],
      });
    }
    expect(await s.theses.get(owner, thesis.id)).toMatchObject({ title: 'Strict', version: 1 });
  });

  it('someone else’s thesis does not exist for them; anonymous must sign in', async () => {
    const thesis = await create('Private');
    expect(await outcome(s.theses.update(stranger, thesis.id, { title: 'Mine' }))).toBe(NOT_FOUND);
    expect(await outcome(s.theses.update(null, thesis.id, { title: 'Mine' }))).toBe(SIGN_IN);
    expect((await s.theses.get(owner, thesis.id)).title).toBe('Private');
  });
});

describe('delete', () => {
  it('the owner or an admin deletes, dependents first; to anyone else it does not exist', async () => {
    const thesis = await create('Goner');
    const kept = await create('Kept');
    const seen: string[] = [];
    s.events.on('theses.deleting', async (ids) => {
      seen.push(`${ids.join(',')} ${(await ThesisModel.exists({ _id: thesis.id })) ? 'present' : 'gone'}`);
    });
    expect(await outcome(s.theses.remove(stranger, thesis.id))).toBe(NOT_FOUND);
    expect(await outcome(s.theses.remove(null, thesis.id))).toBe(SIGN_IN);
    expect(await s.theses.remove(owner, thesis.slug)).toEqual({ id: thesis.id });
    expect(seen).toEqual([`${thesis.id} present`]);
    expect(await outcome(s.theses.get(owner, thesis.id))).toBe(NOT_FOUND);
    expect(await outcome(s.theses.remove(owner, thesis.id))).toBe(NOT_FOUND);
    expect((await s.theses.get(owner, kept.id)).title).toBe('Kept');
    const other = await create('By admin');
    await s.theses.remove(admin, other.id);
    expect((await s.projects.get(owner, project.id)).thesesCount).toBe(1);
  });
});
