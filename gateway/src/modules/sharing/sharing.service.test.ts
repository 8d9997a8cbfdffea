import mongoose from 'mongoose';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../shared/access/actor.js';
import { InProcessPubSub } from '../../shared/pubsub/index.js';
import { useTestDatabase } from '../../testing/database.js';
import { fieldErrors, outcome } from '../../testing/service-errors.js';
import {
  registerAdminOwnerStranger,
  subscribeSharing,
  testServices,
  type TestServices,
} from '../../testing/services.js';
import { EMPTY_SUMMARY } from '../citations/index.js';
import type { ProjectView } from '../projects/index.js';
import type { ThesisView } from '../theses/index.js';
import type { OgCard } from './og-image.js';
import { SharingService } from './sharing.service.js';

const logger = pino({ level: 'silent' });
let s: TestServices;
let sharing: SharingService;
let pubsub: InProcessPubSub;
let drawn: OgCard[];
let admin: Actor;
let owner: Actor;
let stranger: Actor;
let project: ProjectView;

const ARTICLE =
  '## Market\n\nCarriers lose margin.\n\n## Pay review\n\nQuietly underpaid drivers.\n\nThe salary bands leak.\n';

/** This test's sharing service, in the place of the helper's (theses.sharedText answers through it). */
function own(created: SharingService): SharingService {
  s.sharing = created;
  subscribeSharing(s.events, created);
  return created;
}

function service(revalidateMs = 60_000): SharingService {
  return own(
    new SharingService(s.theses, s.projects, {}, pubsub, logger, {
      topics: ['salary'],
      og: {
        render: async (card) => {
          drawn.push(card);
          return Buffer.from(`png of ${card.title}`);
        },
      },
      site: 'thesis.example',
      revalidateMs,
    }),
  );
}

useTestDatabase();
beforeEach(async () => {
  s = testServices();
  pubsub = new InProcessPubSub();
  drawn = [];
  sharing = service();
  ({ admin, owner, stranger } = await registerAdminOwnerStranger(s.users));
  project = await s.projects.create(owner, { name: 'Logistics' });
});

async function thesisWith(content = ARTICLE, summary = ''): Promise<ThesisView> {
  const thesis = await s.theses.create(owner, project.id, { title: 'Route planning', idea: 'secret idea' });
  await s.theses.update(owner, thesis.id, { content });
  if (summary) await s.theses.saveResearch(thesis.id, { summary });
  return s.theses.get(owner, thesis.id);
}

const SHARED_NOT_FOUND = 'NOT_FOUND: Shared thesis not found';
const NOT_FOUND = 'NOT_FOUND: Thesis not found.';
const SIGN_IN = 'UNAUTHENTICATED: You need to sign in to do that.';

describe('the shared view', () => {
  it('holds only id, title, content, summary, language, project name, link, dates and citations, with hidden parts left out', async () => {
    const thesis = await thesisWith(ARTICLE, '• Carriers lose margin\n• salary talk');
    const view = await sharing.get(thesis.shareUrl);
    expect(Object.keys(view).sort()).toEqual(
      [
        'citationSummary',
        'citations',
        'content',
        'createdAt',
        'id',
        'language',
        'projectName',
        'shareUrl',
        'summary',
        'title',
        'updatedAt',
      ].sort(),
    );
    // No citations domain here: none.
    expect(view.citations).toEqual([]);
    expect(view.citationSummary).toEqual(EMPTY_SUMMARY);
    expect(view).toMatchObject({
      id: thesis.id,
      title: 'Route planning',
      projectName: 'Logistics',
      shareUrl: thesis.shareUrl,
      summary: '• Carriers lose margin',
      createdAt: thesis.createdAt,
    });
    expect(view.content).toContain('Quietly underpaid drivers.');
    expect(view.content).not.toContain('salary');
  });

  it('answers Shared thesis not found for an unknown, empty or absurd link', async () => {
    await thesisWith();
    for (const link of ['nope/nope', '', 'x'.repeat(500), { $gt: '' } as unknown as string]) {
      expect(await outcome(sharing.get(link))).toBe(SHARED_NOT_FOUND);
    }
  });

  it('is what theses.sharedText answers (speech and the readers’ chat use it)', async () => {
    const thesis = await thesisWith(ARTICLE, '• salary • kept');
    expect(await s.theses.sharedText(thesis.shareUrl)).toEqual({
      title: 'Route planning',
      summary: '',
      content: '## Market\n\nCarriers lose margin.\n\n## Pay review\n\nQuietly underpaid drivers.\n',
    });
    expect(await s.theses.sharedText('nope/nope')).toBeNull();
  });

  it('shows an edit, a hidden section and a deletion at once, without waiting for revalidation', async () => {
    const thesis = await thesisWith();
    expect((await sharing.get(thesis.shareUrl)).content).toContain('Carriers lose margin.');
    await s.theses.update(owner, thesis.id, { content: '## Market\n\nCarriers gain margin.\n' });
    expect((await sharing.get(thesis.shareUrl)).content).toBe('## Market\n\nCarriers gain margin.\n');
    await sharing.setSectionHidden(owner, thesis.id, 'Market', true);
    expect((await sharing.get(thesis.shareUrl)).content).toBe('');
    await s.theses.remove(owner, thesis.id);
    expect(await outcome(sharing.get(thesis.shareUrl))).toBe(SHARED_NOT_FOUND);
  });

  it('drops its cache when another gateway process says the thesis changed (pub/sub)', async () => {
    const thesis = await thesisWith();
    const other = service();
    await sharing.start();
    await other.start();
    expect((await sharing.get(thesis.shareUrl)).title).toBe('Route planning');
    await other.revoke(owner, thesis.id);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await outcome(sharing.get(thesis.shareUrl))).toBe(SHARED_NOT_FOUND);
    await sharing.stop();
    await other.stop();
  });

  it('picks up a renamed project once the entry is revalidated', async () => {
    sharing = service(30);
    const thesis = await thesisWith();
    expect((await sharing.get(thesis.shareUrl)).projectName).toBe('Logistics');
    await s.projects.update(admin, project.id, { name: 'Freight' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect((await sharing.get(thesis.shareUrl)).projectName).toBe('Freight');
  });

  it('serves the same entry (body, ETag) while the thesis is unchanged, and a new one after a change', async () => {
    sharing = service(0);
    const thesis = await thesisWith();
    const first = await sharing.entry(thesis.shareUrl);
    const again = await sharing.entry(thesis.shareUrl);
    expect(again).toBe(first);
    expect(first?.json.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    await s.theses.update(owner, thesis.id, { title: 'Route planning, revised' });
    const changed = await sharing.entry(thesis.shareUrl);
    expect(changed?.json.etag).not.toBe(first?.json.etag);
    expect(JSON.parse(changed!.json.identity.toString())).toMatchObject({ title: 'Route planning, revised' });
  });

  it('draws the og image once per version of the thesis, from title, project and product name only', async () => {
    const thesis = await thesisWith();
    const [a, b] = await Promise.all([sharing.ogImage(thesis.shareUrl), sharing.ogImage(thesis.shareUrl)]);
    expect(a).toBe(b);
    expect(drawn).toEqual([
      {
        title: 'Route planning',
        projectName: 'Logistics',
        productName: 'Thesis Studio',
        site: 'thesis.example',
      },
    ]);
    await s.theses.update(owner, thesis.id, { title: 'Renamed' });
    expect((await sharing.ogImage(thesis.shareUrl))?.identity.toString()).toBe('png of Renamed');
    expect(drawn).toHaveLength(2);
    expect(await sharing.ogImage('nope/nope')).toBeNull();
  });
});

describe('where the view is computed', () => {
  it('uses the injected visible function (the gateway can hand it to a worker thread)', async () => {
    const calls: unknown[][] = [];
    sharing = own(
      new SharingService(s.theses, s.projects, {}, pubsub, logger, {
        topics: ['salary'],
        og: { render: async () => Buffer.alloc(0) },
        site: 'thesis.example',
        visible: async (...args) => {
          calls.push(args);
          return { content: 'from the worker', summary: '', paragraphs: ['from the worker'] };
        },
      }),
    );
    const thesis = await thesisWith();
    expect((await sharing.get(thesis.shareUrl)).content).toBe('from the worker');
    expect(calls).toEqual([[ARTICLE, '', [], ['salary']]]);
  });
});

describe('revoke and renew', () => {
  it('revoking leaves shareUrl empty and the link not found; renewing gives a new link and kills the old', async () => {
    const thesis = await thesisWith();
    await sharing.get(thesis.shareUrl);
    const revoked = await sharing.revoke(owner, thesis.id);
    expect(revoked).toMatchObject({ id: thesis.id, shareUrl: '', version: thesis.version + 1 });
    expect(await outcome(sharing.get(thesis.shareUrl))).toBe(SHARED_NOT_FOUND);
    expect(await s.theses.sharedText(thesis.shareUrl)).toBeNull();
    expect((await sharing.revoke(owner, thesis.id)).shareUrl).toBe('');

    const renewed = await sharing.renew(owner, thesis.slug);
    expect(renewed.shareUrl).toMatch(/^[A-Za-z0-9_-]{11}\/[A-Za-z0-9_-]{11}$/);
    expect((await sharing.get(renewed.shareUrl)).id).toBe(thesis.id);
    const again = await sharing.renew(owner, thesis.id);
    expect(await outcome(sharing.get(renewed.shareUrl))).toBe(SHARED_NOT_FOUND);
    expect((await sharing.get(again.shareUrl)).id).toBe(thesis.id);
  });

  it('lets any number of theses be revoked (the unique index skips theses without a link)', async () => {
    const all = await Promise.all(
      ['A', 'B', 'C'].map((title) => s.theses.create(owner, project.id, { title })),
    );
    for (const thesis of all) expect((await sharing.revoke(owner, thesis.id)).shareUrl).toBe('');
    expect((await s.theses.get(owner, all[0]!.id)).shareUrl).toBe('');
  });

  it('is for the owner and admins; to anyone else the thesis does not exist', async () => {
    const thesis = await thesisWith();
    expect(await outcome(sharing.revoke(null, thesis.id))).toBe(SIGN_IN);
    expect(await outcome(sharing.renew(stranger, thesis.id))).toBe(NOT_FOUND);
    expect(await outcome(sharing.revoke(stranger, thesis.id))).toBe(NOT_FOUND);
    expect((await sharing.get(thesis.shareUrl)).id).toBe(thesis.id);
    expect((await sharing.revoke(admin, thesis.id)).shareUrl).toBe('');
    expect(await outcome(sharing.renew(owner, '0123456789abcdef01234567'))).toBe(NOT_FOUND);
  });
});

describe('setSectionHidden', () => {
  it('hides and shows a section by its heading text, trimmed, once each', async () => {
    const thesis = await thesisWith();
    const hidden = await sharing.setSectionHidden(owner, thesis.id, '  Pay review ', true);
    expect(hidden.hiddenSections).toEqual(['Pay review']);
    expect((await sharing.setSectionHidden(owner, thesis.id, 'Pay review', true)).hiddenSections).toEqual([
      'Pay review',
    ]);
    expect((await sharing.get(thesis.shareUrl)).content).toBe('## Market\n\nCarriers lose margin.\n');
    expect((await s.theses.get(owner, thesis.id)).hiddenSections).toEqual(['Pay review']);
    const shown = await sharing.setSectionHidden(owner, thesis.id, 'Pay review', false);
    expect(shown.hiddenSections).toEqual([]);
    expect((await sharing.get(thesis.shareUrl)).content).toContain('Quietly underpaid drivers.');
  });

  it('refuses a missing or multi-line section and a non-boolean flag, writing nothing', async () => {
    const thesis = await thesisWith();
    expect(await fieldErrors(sharing.setSectionHidden(owner, thesis.id, ' ', true))).toHaveProperty(
      'section',
    );
    expect(await fieldErrors(sharing.setSectionHidden(owner, thesis.id, 'a\nb', true))).toHaveProperty(
      'section',
    );
    expect(await fieldErrors(sharing.setSectionHidden(owner, thesis.id, 'A', 'yes'))).toHaveProperty(
      'hidden',
    );
    expect((await s.theses.get(owner, thesis.id)).version).toBe(thesis.version);
  });

  it('is for the owner and admins only', async () => {
    const thesis = await thesisWith();
    expect(await outcome(sharing.setSectionHidden(null, thesis.id, 'Market', true))).toBe(SIGN_IN);
    expect(await outcome(sharing.setSectionHidden(stranger, thesis.id, 'Market', true))).toBe(NOT_FOUND);
    expect((await sharing.setSectionHidden(admin, thesis.id, 'Market', true)).hiddenSections).toEqual([
      'Market',
    ]);
  });
});

describe('start', () => {
  it('drops the unique share-link index of earlier versions, so revoked theses do not collide', async () => {
    // The theses collection as an earlier version left it (the theses domain owns it; reached by name here
    // because the test stages a database state no service makes).
    const thesesCollection = mongoose.connection.collection('theses');
    await thesesCollection.dropIndex('shareUrl_live');
    await thesesCollection.createIndex({ shareUrl: 1 }, { unique: true, name: 'shareUrl_1' });
    await sharing.start();
    const names = (await thesesCollection.indexes()).map((index) => index.name);
    expect(names).not.toContain('shareUrl_1');
    expect(names).toContain('shareUrl_live');
    await sharing.stop();
  });
});
