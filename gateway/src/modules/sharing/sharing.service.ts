// Sharing (spec §2 Shared page, §7, §9): the public view of a thesis behind its share link — only what
// a reader may see, cached with its serialised body, ETag and og image until the thesis changes — and
// the owner's controls (revoke, renew, hide a section).
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { z } from 'zod';
import type { Actor } from '../../shared/access/actor.js';
import type { ThesisEdited } from '../../shared/events.js';
import { badUserInput, notFound } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import type { Rendered } from '../../shell-document.js';
import type { PubSub } from '../../shared/pubsub/index.js';
import { parseInput } from '../../shared/validate.js';
import type { ProjectsService } from '../projects/index.js';
import { newShareUrl, type SharedText, type ThesesService, type ThesisView } from '../theses/index.js';
import { EMPTY_SUMMARY, type SharedCitations } from '../citations/index.js';
import type { OgCard } from './og-image.js';
import { MAX_HIDDEN_SECTIONS, setSectionHiddenInput, type sharedThesisAnswer } from './sharing.schemas.js';
import { describe, visibleThesis, type VisibleThesis } from './visibility.js';

export const SHARED_THESIS_NOT_FOUND = 'Shared thesis not found';
export const PRODUCT_NAME = 'Thesis Studio';

/** The GraphQL `SharedThesis` and the body of GET /api/shared/{shareUrl} (sharedThesisAnswer). */
export type SharedThesisView = z.output<typeof sharedThesisAnswer>;

/** A serialised answer: the bytes, their strong ETag, and compressed variants made on first demand. */
export class Payload {
  readonly etag: string;
  private gzipped: Buffer | undefined;
  private brotli: Buffer | undefined;

  constructor(readonly identity: Buffer) {
    this.etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  }

  get gzip(): Buffer {
    return (this.gzipped ??= gzipSync(this.identity, { level: 6 }));
  }

  get br(): Buffer {
    return (this.brotli ??= brotliCompressSync(this.identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
      },
    }));
  }
}

/** One shared thesis as readers get it, built once per version of the thesis. */
export interface SharedEntry {
  thesisId: string;
  version: number;
  view: SharedThesisView;
  text: SharedText;
  /** ≤ 160 characters of visible text. */
  description: string;
  json: Payload;
  /** When the entry was last compared with the database. */
  checkedAt: number;
  og?: Promise<Payload>;
  /** Rendered HTML pages, by what they were rendered from (the shell document's and renderer's versions, the day). */
  pages: Map<string, Rendered>;
}

type Theses = Pick<ThesesService, 'findShared' | 'saveSharing' | 'dropLegacyShareIndex' | 'getFor'>;

/** What sharing needs of a domain composed after it (given where modules are composed). */
export interface SharingPorts {
  /**
   * The citations domain: what a shared view shows of the article's citations; without it a shared
   * view has none.
   */
  citations?: (thesisId: string, visibleContent: string) => Promise<SharedCitations>;
}
type Projects = Pick<ProjectsService, 'nameOf'>;

export interface SharingOptions {
  topics: readonly string[];
  /** Draws og images (a worker thread in the gateway); closed when the service stops. */
  og: { render(card: OgCard): Promise<Buffer>; close?(): Promise<void> };
  /**
   * Computes the shared view (`visibleThesis`); by default on this thread. Parsing takes about 0.1 s
   * of CPU per 30 KB of Markdown, once per version of a thesis: give it a worker thread to keep that
   * off the event loop.
   */
  visible?: (...args: Parameters<typeof visibleThesis>) => Promise<VisibleThesis>;
  /** Runs when the service stops (e.g. stops the worker behind `visible`). */
  onStop?: () => Promise<void>;
  /** The site's host, printed on og images. */
  site: string;
  /**
   * A cached entry is compared with the database at most this often; writes through this gateway (and,
   * over pub/sub, through every other) drop it at once. What this catches: a renamed project.
   */
  revalidateMs?: number;
  /** At most this many shared theses are kept (least recently read go first). */
  maxEntries?: number;
}

const INVALIDATE_TOPIC = 'sharing.invalidate';

export class SharingService {
  private readonly entries: LRUCache<string, SharedEntry>;
  /** thesis id → its cached share link, to drop the entry when the thesis changes. */
  private readonly byThesis = new Map<string, string>();
  private readonly loading = new Map<string, Promise<SharedEntry | null>>();
  /** Bumped by every invalidation: a load that began before one does not cache what it read. */
  private epoch = 0;
  private readonly revalidateMs: number;
  private subscription: AsyncIterableIterator<{ thesisId: string }> | undefined;

  constructor(
    private readonly theses: Theses,
    private readonly projects: Projects,
    private readonly ports: SharingPorts,
    private readonly pubsub: PubSub,
    private readonly logger: Logger,
    private readonly options: SharingOptions,
  ) {
    this.revalidateMs = options.revalidateMs ?? 2_000;
    this.entries = new LRUCache<string, SharedEntry>({
      max: options.maxEntries ?? 500,
      dispose: (entry, shareUrl) => {
        if (this.byThesis.get(entry.thesisId) === shareUrl) this.byThesis.delete(entry.thesisId);
      },
    });
  }

  /** On 'thesis.edited': the shared view of that thesis is computed anew. */
  async thesisEdited(edit: Pick<ThesisEdited, 'before'>): Promise<void> {
    this.invalidate(edit.before._id.toString());
  }

  /** On 'theses.deleting': their shared views go. */
  async thesesDeleting(thesisIds: readonly string[]): Promise<void> {
    for (const id of thesisIds) this.invalidate(id);
  }

  /** Drops the legacy share-link index and listens for other gateways' invalidations. */
  async start(): Promise<void> {
    if (await this.theses.dropLegacyShareIndex())
      this.logger.info('dropped the legacy unique shareUrl index');
    const subscription = this.pubsub.subscribe<{ thesisId: string }>(INVALIDATE_TOPIC);
    this.subscription = subscription;
    void (async () => {
      for await (const { thesisId } of subscription) this.dropLocal(thesisId);
    })().catch((error: unknown) => this.logger.error({ err: error }, 'sharing invalidations stopped'));
  }

  async stop(): Promise<void> {
    await this.subscription?.return?.();
    await this.options.og.close?.();
    await this.options.onStop?.();
  }

  /** The cached entry of a live share link, or null (unknown or revoked). */
  async entry(shareUrl: string): Promise<SharedEntry | null> {
    if (typeof shareUrl !== 'string' || shareUrl === '' || shareUrl.length > 200) return null;
    const cached = this.entries.get(shareUrl);
    if (cached && Date.now() - cached.checkedAt < this.revalidateMs) return cached;
    let loading = this.loading.get(shareUrl);
    if (!loading) {
      loading = this.load(shareUrl, cached).finally(() => this.loading.delete(shareUrl));
      this.loading.set(shareUrl, loading);
    }
    return loading;
  }

  /** The cached entry of a share link while it is fresh (no database read), else undefined. */
  cached(shareUrl: string): SharedEntry | undefined {
    const entry = this.entries.get(shareUrl);
    return entry && Date.now() - entry.checkedAt < this.revalidateMs ? entry : undefined;
  }

  /** GET /api/shared/{shareUrl} and `sharedThesis`: the reader's view, or NOT_FOUND. */
  async get(shareUrl: string): Promise<SharedThesisView> {
    const entry = await this.entry(shareUrl);
    if (!entry) throw notFound(SHARED_THESIS_NOT_FOUND);
    return entry.view;
  }

  /** What a reader may see as text (speech, the readers' chat); null for an unknown or revoked link. */
  async sharedText(shareUrl: string): Promise<SharedText | null> {
    return (await this.entry(shareUrl))?.text ?? null;
  }

  /** The og image of a live share link (drawn once per version of the thesis), or null. */
  async ogImage(shareUrl: string): Promise<Payload | null> {
    const entry = await this.entry(shareUrl);
    if (!entry) return null;
    entry.og ??= this.options.og
      .render({
        title: entry.view.title,
        projectName: entry.view.projectName,
        productName: PRODUCT_NAME,
        site: this.options.site,
      })
      .then((png) => new Payload(png));
    // A failed drawing is not kept: the next request tries again.
    entry.og.catch(() => {
      if (this.entries.peek(shareUrl) === entry) entry.og = undefined;
    });
    return entry.og;
  }

  /** Revokes the thesis's share link: the link answers 'Shared thesis not found' from now on. */
  async revoke(actor: Actor | null, thesisId: unknown): Promise<ThesisView> {
    return this.save(actor, thesisId, { shareUrl: null });
  }

  /** Replaces the share link with a new one (the old one stops working). */
  async renew(actor: Actor | null, thesisId: unknown): Promise<ThesisView> {
    return this.save(actor, thesisId, { shareUrl: newShareUrl() });
  }

  /** Hides a section (its `##` heading text) from the shared view, or shows it again. */
  async setSectionHidden(
    actor: Actor | null,
    thesisId: unknown,
    section: unknown,
    hidden: unknown,
  ): Promise<ThesisView> {
    const thesis = await this.theses.getFor(actor, thesisId, 'share');
    const input = parseInput(setSectionHiddenInput, { section, hidden });
    const key = input.section.replace(/\s+/g, ' ');
    const others = thesis.hiddenSections.filter((existing) => existing !== key);
    const hiddenSections = input.hidden ? [...others, key] : others;
    if (hiddenSections.length > MAX_HIDDEN_SECTIONS) {
      const message = `At most ${MAX_HIDDEN_SECTIONS} sections can be hidden.`;
      throw badUserInput(message, { section: [message] });
    }
    return this.save(actor, thesis.id, { hiddenSections });
  }

  /** Drops what is cached for a thesis, here and (over pub/sub) in every other gateway process. */
  invalidate(thesisId: string): void {
    this.dropLocal(thesisId);
    this.pubsub.publish(INVALIDATE_TOPIC, { thesisId }).catch((error: unknown) => {
      this.logger.warn({ err: error, thesisId }, 'could not tell other gateways of a shared thesis change');
    });
  }

  private dropLocal(thesisId: string): void {
    this.epoch++;
    const shareUrl = this.byThesis.get(thesisId);
    if (shareUrl !== undefined) this.entries.delete(shareUrl);
    this.byThesis.delete(thesisId);
  }

  private async save(
    actor: Actor | null,
    thesisId: unknown,
    changes: Parameters<ThesesService['saveSharing']>[2],
  ): Promise<ThesisView> {
    const { after } = await this.theses.saveSharing(actor, thesisId, changes);
    this.invalidate(after.id);
    this.logger.info(
      { actorId: actor?.id, thesisId: after.id, change: Object.keys(changes).join(',') },
      'thesis sharing changed',
    );
    return after;
  }

  private async load(shareUrl: string, cached: SharedEntry | undefined): Promise<SharedEntry | null> {
    const epoch = this.epoch;
    const thesis = await this.theses.findShared(shareUrl);
    const projectName = thesis ? ((await this.projects.nameOf(thesis.projectId)) ?? null) : null;
    if (!thesis || projectName === null) {
      if (cached) this.dropLocal(cached.thesisId);
      return null;
    }
    // Unchanged since it was built: keep the entry (and its og image and pages).
    const entry =
      cached && cached.version === thesis.version && cached.view.projectName === projectName
        ? Object.assign(cached, { checkedAt: Date.now() })
        : await this.build(thesis, projectName);
    if (epoch === this.epoch) {
      this.entries.set(shareUrl, entry);
      this.byThesis.set(thesis.id, shareUrl);
    }
    return entry;
  }

  private async build(thesis: ThesisView, projectName: string): Promise<SharedEntry> {
    const args = [thesis.content, thesis.summary, thesis.hiddenSections, this.options.topics] as const;
    const visible = this.options.visible ? await this.options.visible(...args) : visibleThesis(...args);
    const cited: SharedCitations = this.ports.citations
      ? await this.ports.citations(thesis.id, visible.content)
      : { content: visible.content, citations: [], citationSummary: EMPTY_SUMMARY };
    const view: SharedThesisView = {
      id: thesis.id,
      title: thesis.title,
      content: cited.content,
      summary: visible.summary,
      language: thesis.language,
      projectName,
      shareUrl: thesis.shareUrl,
      createdAt: thesis.createdAt,
      updatedAt: thesis.updatedAt,
      citations: cited.citations,
      citationSummary: cited.citationSummary,
    };
    return {
      thesisId: thesis.id,
      version: thesis.version,
      view,
      text: { title: thesis.title, summary: visible.summary, content: cited.content },
      description: describe(thesis.title, visible, PRODUCT_NAME),
      json: new Payload(Buffer.from(JSON.stringify(view))),
      checkedAt: Date.now(),
      pages: new Map(),
    };
  }
}
