import { THESIS_CHANGED_ELSEWHERE_MESSAGE } from '@thesis-studio/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { useTestDatabase } from '../../testing/database.js';
import { outcome } from '../../testing/service-errors.js';
import { testServices } from '../../testing/services.js';
import type { ProjectsService } from '../projects/index.js';
import type { ThesesService, ThesisView } from '../theses/index.js';
import { HISTORY_LIMIT, HistoryService, RESEARCH_AUTHOR } from './index.js';
import { RevisionModel } from './history.model.js';

let projects: ProjectsService;
let theses: ThesesService;
let history: HistoryService;
let owner: Actor;
let admin: Actor;
let stranger: Actor;
let thesis: ThesisView;

const ARTICLE = '## Market Context\n\nCarriers route by hand.\n\n## Risks\n\nData quality.';

useTestDatabase();
beforeEach(async () => {
  const services = testServices();
  ({ projects, theses } = services);
  history = new HistoryService(theses, services.logger);
  // As the composition subscribes it.
  services.events.on('thesis.edited', (edit) => history.keep(edit));
  services.events.on('theses.deleting', (ids) => history.deleteOfTheses(ids));
  admin = await services.users.register({ email: 'admin@x.io', username: 'admin', password: 'password8' });
  owner = await services.users.register({ email: 'owner@x.io', username: 'olivia', password: 'password8' });
  stranger = await services.users.register({ email: 's@x.io', username: 'stranger', password: 'password8' });
  const project = await projects.create(owner, { name: 'Routing' });
  thesis = await theses.create(owner, project.id, { title: 'Build or buy', intellectualChallenge: 'Why?' });
  thesis = await theses.update(owner, thesis.id, { content: ARTICLE });
});

const NOT_FOUND = 'NOT_FOUND: Thesis not found.';

describe('keeping revisions', () => {
  it('every owner edit keeps the state it replaced, newest first, with who and what changed', async () => {
    await theses.update(owner, thesis.id, { title: 'Build, don’t buy' });
    await theses.update(admin, thesis.id, { content: ARTICLE.replace('by hand', 'by spreadsheet') });
    const list = await history.list(owner, thesis.id);
    expect(
      list.map(({ version, title, authorName, change }) => ({ version, title, authorName, change })),
    ).toEqual([
      {
        version: 3,
        title: 'Build, don’t buy',
        authorName: 'admin',
        change: 'Edited the section “Market Context”',
      },
      { version: 2, title: 'Build or buy', authorName: 'olivia', change: 'Title changed' },
      { version: 1, title: 'Build or buy', authorName: 'olivia', change: 'Wrote the content' },
    ]);
    expect(list[0]).toMatchObject({ thesisId: thesis.id, id: expect.any(String) });
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const kept = await RevisionModel.findOne({ version: 2 }).lean();
    expect(kept).toMatchObject({ content: ARTICLE, intellectualChallenge: 'Why?' });
  });

  it('a save that changes nothing keeps nothing; a refused edit keeps nothing', async () => {
    await theses.update(owner, thesis.id, { title: 'Build or buy' });
    expect(await outcome(theses.update(owner, thesis.id, { title: 'Other' }, 1))).toBe(
      `CONFLICT: ${THESIS_CHANGED_ELSEWHERE_MESSAGE}`,
    );
    expect((await history.list(owner, thesis.id)).map((r) => r.version)).toEqual([1]);
  });

  it('a research run keeps the text it replaces once, on its first save', async () => {
    await theses.saveResearch(thesis.id, { status: 'researching' });
    await theses.saveResearch(thesis.id, { content: '## Framing\n\nFirst section.' });
    await theses.saveResearch(thesis.id, { content: '## Framing\n\nFirst section.\n\n## Evidence\n\nMore.' });
    await theses.saveResearch(thesis.id, { status: 'complete', content: '## Final', summary: '• x' });
    const list = await history.list(owner, thesis.id);
    expect(list.map((r) => [r.authorName, r.change])).toEqual([
      [RESEARCH_AUTHOR, 'Research replaced the content'],
      ['olivia', 'Wrote the content'],
    ]);
    expect((await RevisionModel.findById(list[0]!.id).lean())?.content).toBe(ARTICLE);
    // An owner edit in between: the next run's first save keeps it again.
    await theses.update(owner, thesis.id, { content: 'Mine.' });
    await theses.saveResearch(thesis.id, { content: 'Run two.' });
    const again = await history.list(owner, thesis.id);
    expect(again.slice(0, 2).map((r) => [r.authorName, r.change])).toEqual([
      [RESEARCH_AUTHOR, 'Research replaced the content'],
      ['olivia', 'Edited 2 sections'],
    ]);
    expect((await RevisionModel.findById(again[0]!.id).lean())?.content).toBe('Mine.');
  });

  it('a thesis researched again: the second run’s first save keeps the first run’s article', async () => {
    await theses.saveResearch(thesis.id, { content: '## One\n\nFirst run, part.' }, 'run@1');
    await theses.saveResearch(thesis.id, { status: 'complete', content: '## One\n\nFirst run.' }, 'run@1');
    await theses.saveResearch(thesis.id, { content: '## Two\n\nSecond run, part.' }, 'run@2');
    await theses.saveResearch(thesis.id, { status: 'complete', content: '## Two\n\nSecond run.' }, 'run@2');
    const list = await history.list(owner, thesis.id);
    expect(list.map((r) => r.authorName)).toEqual([RESEARCH_AUTHOR, RESEARCH_AUTHOR, 'olivia']);
    expect((await RevisionModel.findById(list[0]!.id).lean())?.content).toBe('## One\n\nFirst run.');
    expect((await RevisionModel.findById(list[1]!.id).lean())?.content).toBe(ARTICLE);
  });

  it(`keeps the last ${HISTORY_LIMIT} per thesis`, async () => {
    for (let i = 1; i <= HISTORY_LIMIT + 5; i++)
      await theses.update(owner, thesis.id, { title: `Title ${i}` });
    const list = await history.list(owner, thesis.id);
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(await RevisionModel.countDocuments({})).toBe(HISTORY_LIMIT);
    expect(list[0]).toMatchObject({ title: `Title ${HISTORY_LIMIT + 4}` });
    expect(list.at(-1)).toMatchObject({ title: 'Title 5' });
  });

  it('deleting the thesis, or its project, deletes its history', async () => {
    await theses.update(owner, thesis.id, { title: 'Two' });
    const other = await theses.create(owner, thesis.projectId, { title: 'Other' });
    await theses.update(owner, other.id, { title: 'Other two' });
    await theses.remove(owner, thesis.id);
    expect((await RevisionModel.find({}).lean()).map((r) => r.thesisId.toString())).toEqual([other.id]);
    await projects.remove(admin, thesis.projectId);
    expect(await RevisionModel.countDocuments({})).toBe(0);
  });
});

describe('listing', () => {
  it('owner and admins, by id or slug; to anyone else the thesis does not exist', async () => {
    expect(await history.list(owner, thesis.slug)).toHaveLength(1);
    expect(await history.list(admin, thesis.id)).toHaveLength(1);
    expect(await outcome(history.list(stranger, thesis.id))).toBe(NOT_FOUND);
    expect(await outcome(history.list(null, thesis.id))).toBe(
      'UNAUTHENTICATED: You need to sign in to do that.',
    );
    expect(await outcome(history.list(owner, '0123456789abcdef01234567'))).toBe(NOT_FOUND);
  });
});

describe('restoring', () => {
  it('puts title, content and central question back as a new version, keeping the replaced state', async () => {
    const [original] = await history.list(owner, thesis.id);
    await theses.update(owner, thesis.id, {
      title: 'New title',
      content: 'Rewritten.',
      intellectualChallenge: 'How?',
    });
    const restored = await history.restore(owner, thesis.id, original!.id, 3);
    expect(restored).toMatchObject({
      title: 'Build or buy',
      content: '',
      intellectualChallenge: 'Why?',
      version: 4,
      slug: thesis.slug,
    });
    const [newest] = await history.list(owner, thesis.id);
    expect(newest).toMatchObject({
      version: 3,
      title: 'New title',
      change: 'Restored version 1',
      authorName: 'olivia',
    });
    // Restoring the restore brings the rewrite back.
    expect(await history.restore(admin, thesis.id, newest!.id)).toMatchObject({
      title: 'New title',
      content: 'Rewritten.',
      version: 5,
    });
  });

  it('refuses a stale version, a revision of another thesis, and strangers', async () => {
    const [revision] = await history.list(owner, thesis.id);
    expect(await outcome(history.restore(owner, thesis.id, revision!.id, 1))).toBe(
      `CONFLICT: ${THESIS_CHANGED_ELSEWHERE_MESSAGE}`,
    );
    const other = await theses.create(owner, thesis.projectId, { title: 'Other' });
    expect(await outcome(history.restore(owner, other.id, revision!.id))).toBe(
      'NOT_FOUND: Version not found.',
    );
    expect(await outcome(history.restore(owner, thesis.id, 'nope'))).toBe('NOT_FOUND: Version not found.');
    expect(await outcome(history.restore(stranger, thesis.id, revision!.id))).toBe(NOT_FOUND);
    expect((await theses.get(owner, thesis.id)).version).toBe(2);
  });
});

describe('export', () => {
  it('names the file after the slug, with the format’s content type', async () => {
    const md = await history.export(owner, thesis.id, 'md');
    expect(md).toMatchObject({ filename: 'build-or-buy.md', contentType: 'text/markdown; charset=utf-8' });
    expect(md.body.toString()).toContain('# Build or buy');
    expect(md.body.toString()).toContain('## Market Context');
    const docx = await history.export(admin, thesis.slug, 'docx');
    expect(docx.filename).toBe('build-or-buy.docx');
    expect(docx.body.subarray(0, 2).toString()).toBe('PK');
    const pdf = await history.export(owner, thesis.id, 'pdf');
    expect(pdf).toMatchObject({ filename: 'build-or-buy.pdf', contentType: 'application/pdf' });
  });

  it('refuses an unknown format and strangers', async () => {
    expect(await outcome(history.export(owner, thesis.id, 'html'))).toBe(
      'BAD_USER_INPUT: Format must be md, docx or pdf.',
    );
    expect(await outcome(history.export(owner, thesis.id, undefined))).toBe(
      'BAD_USER_INPUT: Format must be md, docx or pdf.',
    );
    expect(await outcome(history.export(stranger, thesis.id, 'md'))).toBe(NOT_FOUND);
  });
});
