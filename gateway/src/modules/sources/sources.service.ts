// A thesis's source library (issue 17 parts 1 and 7): its owner (and admins) add documents or pasted
// text, list, search and remove them; research and both chats retrieve their passages. Adding stores
// the original in GridFS and answers at once with status `processing`; the text is then extracted in a
// worker (extract/), checked against the thesis's word limit, split into passages and indexed
// (retrieval/), and the source becomes `ready` — or `failed` with a reason a person can act on.
//
// Extraction runs in whichever gateway process added the source, under a lease; a source whose holder
// stopped mid-way (its lease ran out) is taken over by another process's sweep.
import { createHash, randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import type { z } from 'zod';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Actor } from '../../shared/access/actor.js';
import type { AiCaller } from '../../shared/ai/provider.js';
import { badUserInput, notFound, ServiceError } from '../../shared/errors/service-error.js';
import type { EvidencePassage } from '../../shared/grounding/types.js';
import type { Logger } from '../../shared/logger.js';
import { parseInput } from '../../shared/validate.js';
import type { ThesesService } from '../theses/index.js';
import type { UsersService } from '../users/index.js';
import { countWords } from './extract/index.js';
import type { ExtractJob, ExtractResult } from './extract/index.js';
import { NO_TEXT } from './extract/index.js';
import type { ExtractedPart, PassageRecord, SearchHit, SearchOptions } from './retrieval/types.js';
import type { SourceFiles } from './sources.files.js';
import { detectFormat, MIME_OF, webPageFormat, type SourceFormat } from './sources.kinds.js';
import { SourceModel, type SourceKind, type SourceRecord } from './sources.model.js';
import {
  addTextSourceInput,
  cleanFileName,
  objectIdText,
  searchInput,
  SOURCE_LIMITS,
  sourceTitle,
  type passageHitAnswer,
  type sourceAnswer,
} from './sources.schemas.js';

const SOURCE_NOT_FOUND = 'Source not found.';

/** A source as clients see it (GraphQL `Source`, the REST answer): sourceAnswer. */
export type SourceView = z.output<typeof sourceAnswer>;

/** A passage that matched a search (GraphQL `SourcePassageHit`): passageHitAnswer. */
export type PassageHit = z.output<typeof passageHitAnswer>;

export type AddSourceInput =
  | { file: { name: string; mimeType: string; bytes: Buffer }; title?: string }
  | { title: string; text: string };

/** A fetched web page to add as a source (the web domain's gathering hands these over). */
export interface WebPage {
  url: string;
  site: string;
  title: string;
  bytes: Buffer;
  /** The media type, with the charset the text is in (e.g. 'text/html; charset=windows-1252'). */
  contentType: string;
  fetchedAt: Date;
}

/** What the service uses of the retrieval index (retrieval/source-index.ts). */
export interface SourceIndexPort {
  indexSource(
    thesisId: string,
    sourceId: string,
    parts: ExtractedPart[],
    caller?: AiCaller,
  ): Promise<{ passages: number; words: number }>;
  removeSource(thesisId: string, sourceId: string): Promise<void>;
  search(thesisId: string, query: string, options: SearchOptions): Promise<SearchHit[]>;
  passages(ids: string[]): Promise<PassageRecord[]>;
  removeThesis(thesisIds: string[]): Promise<void>;
}

/** What the service uses of the extraction workers (extract/extractor.ts). */
export interface ExtractorPort {
  readonly concurrency: number;
  extract(job: ExtractJob): Promise<ExtractResult>;
  close(): Promise<void>;
}

export interface SourcesSettings {
  maxFileBytes: number;
  maxPerThesis: number;
  maxWordsPerThesis: number;
  maxPages: number;
  /** How long a process holds a source it extracts before another may take it over. */
  leaseMs: number;
}

type Theses = Pick<ThesesService, 'get' | 'getFor'>;
type Users = Pick<UsersService, 'findById'>;

const DUPLICATE_KEY = 11000;
const mb = (bytes: number): string => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const formatNumber = (value: number): string => value.toLocaleString('en-GB');

export const fileTooLarge = (maxBytes: number): string =>
  `This file is larger than ${mb(maxBytes)}, the most a source may be. Split it, or add the part you need.`;
const tooManySources = (max: number): string =>
  `This thesis already has ${formatNumber(max)} sources, the most allowed: remove one before adding another.`;
const wordsFull = (used: number, max: number): string =>
  `The sources of this thesis already hold ${formatNumber(used)} words, and ${formatNumber(max)} is the most allowed: remove a source before adding another.`;
const tooManyWords = (words: number, used: number, max: number): string =>
  `This source has ${formatNumber(words)} words, but the thesis's sources may hold ${formatNumber(max)} words in all and ${formatNumber(used)} are used: remove a source or add a shorter one.`;
const SOURCE_GONE = 'The uploaded file is missing from storage: remove this source and add it again.';
const INDEX_FAILED = 'This source could not be indexed for search: remove it and add it again.';

/** A source's title from its file name: no extension, separators as spaces. */
const titleFromFileName = (fileName: string): string =>
  fileName
    .replace(/\.[a-z0-9]{1,10}$/i, '')
    .replace(/[_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, SOURCE_LIMITS.title) || 'Untitled source';

const locationLabel = (record: PassageRecord): string => record.location.label;

export class SourcesService {
  private readonly owner = randomUUID();
  /** Extractions of this process, by source id. */
  private readonly running = new Map<string, { thesisId: string; done: Promise<void> }>();
  private readonly slots: LimitFunction;
  /** The word-limit check of each thesis, one at a time (see `accept`). */
  private readonly wordLocks = new Map<string, Promise<unknown>>();
  private readonly settledListeners = new Set<(thesisId: string) => void>();
  private sweeper: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly theses: Theses,
    private readonly users: Users,
    private readonly index: SourceIndexPort,
    private readonly extractor: ExtractorPort,
    private readonly files: SourceFiles,
    private readonly settings: SourcesSettings,
    private readonly logger: Logger,
  ) {
    this.slots = pLimit(extractor.concurrency);
  }

  /** Fails like `list` when the actor may not add sources to the thesis (before an upload is read). */
  async checkAccess(actor: Actor | null, thesisIdOrSlug: unknown): Promise<void> {
    await this.theses.getFor(actor, thesisIdOrSlug, 'edit');
  }

  /** GET /api/theses/{id}/sources, Thesis.sources: newest first. */
  async list(actor: Actor | null, thesisIdOrSlug: unknown): Promise<SourceView[]> {
    const thesis = await this.theses.get(actor, thesisIdOrSlug);
    const records = await SourceModel.find({ thesisId: new Types.ObjectId(thesis.id) })
      .sort({ createdAt: -1, _id: -1 })
      .lean<SourceRecord[]>();
    return this.views(records);
  }

  /**
   * POST /api/theses/{id}/sources, addTextSource: a file or pasted text. Answers the new source
   * (`processing`; extraction goes on in the background) with created: true, or the same content
   * already in the thesis with created: false.
   */
  async add(
    actor: Actor | null,
    thesisIdOrSlug: unknown,
    input: AddSourceInput,
  ): Promise<{ source: SourceView; created: boolean }> {
    const thesis = await this.theses.getFor(actor, thesisIdOrSlug, 'edit');
    if ('file' in input) {
      const { file } = input;
      if (file.bytes.length > this.settings.maxFileBytes)
        throw new ServiceError('PAYLOAD_TOO_LARGE', fileTooLarge(this.settings.maxFileBytes));
      if (file.bytes.length === 0) throw badUserInput('The file is empty.', { file: ['The file is empty.'] });
      const fileName = cleanFileName(file.name) || 'upload';
      const detection = detectFormat(fileName, file.mimeType, file.bytes);
      if (!detection.ok) throw badUserInput(detection.message, { file: [detection.message] });
      const title =
        input.title !== undefined && input.title.trim() !== ''
          ? parseInput(sourceTitle, input.title)
          : titleFromFileName(fileName);
      return this.insert({
        thesisId: thesis.id,
        addedBy: actor!.id,
        kind: detection.format,
        title,
        fileName,
        mimeType: MIME_OF[detection.format],
        bytes: file.bytes,
        titleFromFile: input.title === undefined || input.title.trim() === '',
      });
    }
    const { title, text } = parseInput(addTextSourceInput, input);
    const words = countWords(text);
    if (words === 0)
      throw badUserInput('The text holds no words to read.', { text: ['The text holds no words.'] });
    const used = await this.wordsUsed(thesis.id);
    if (used + words > this.settings.maxWordsPerThesis) {
      const message = tooManyWords(words, used, this.settings.maxWordsPerThesis);
      throw badUserInput(message, { text: [message] });
    }
    return this.insert({
      thesisId: thesis.id,
      addedBy: actor!.id,
      kind: 'text',
      title,
      fileName: null,
      mimeType: 'text/plain; charset=utf-8',
      bytes: Buffer.from(text, 'utf8'),
      titleFromFile: false,
    });
  }

  /** DELETE /api/theses/{id}/sources/{sourceId}, removeSource: the source, its files and its passages. */
  async remove(actor: Actor | null, thesisIdOrSlug: unknown, sourceId: unknown): Promise<{ id: string }> {
    const thesis = await this.theses.getFor(actor, thesisIdOrSlug, 'edit');
    if (!objectIdText.safeParse(sourceId).success) throw notFound(SOURCE_NOT_FOUND);
    const removed = await SourceModel.findOneAndDelete({
      _id: sourceId as string,
      thesisId: new Types.ObjectId(thesis.id),
    }).lean<SourceRecord>();
    if (!removed) throw notFound(SOURCE_NOT_FOUND);
    // The record goes first: an extraction still running then finds it gone and cleans up after itself.
    await this.dropDependents(thesis.id, removed);
    this.logger.info({ actorId: actor?.id, thesisId: thesis.id, sourceId }, 'source removed');
    this.notifySettled(thesis.id);
    return { id: String(sourceId) };
  }

  /** GET /api/theses/{id}/sources/search?q=&limit=, sourceSearch: ranked passages of ready sources. */
  async search(
    actor: Actor | null,
    thesisIdOrSlug: unknown,
    q: unknown,
    limit?: unknown,
  ): Promise<PassageHit[]> {
    const thesis = await this.theses.get(actor, thesisIdOrSlug);
    const input = parseInput(searchInput, { q, ...(limit !== undefined && limit !== null ? { limit } : {}) });
    const hits = await this.index.search(thesis.id, input.q, {
      limit: input.limit ?? SOURCE_LIMITS.searchDefault,
    });
    const { passages, sources } = await this.resolveHits(hits.map((hit) => hit.passageId));
    const found: PassageHit[] = [];
    for (const hit of hits) {
      const passage = passages.get(hit.passageId);
      const source = passage ? sources.get(passage.sourceId) : undefined;
      if (!passage || !source) continue;
      found.push({
        passageId: hit.passageId,
        sourceId: passage.sourceId,
        sourceTitle: source.title,
        sourceKind: source.kind,
        location: locationLabel(passage),
        page: passage.location.page,
        heading: passage.location.heading,
        text: passage.text,
        score: hit.score,
      });
    }
    return found;
  }

  /** For research and chats (no actor): the thesis's best passages for `query`, n = rank 1..k. */
  async retrieve(
    thesisId: string,
    query: string,
    options: { limit?: number; excludeSourceIds?: string[]; signal?: AbortSignal; caller?: AiCaller } = {},
  ): Promise<EvidencePassage[]> {
    if (!Types.ObjectId.isValid(thesisId) || query.trim() === '') return [];
    const hits = await this.index.search(thesisId, query.slice(0, 2_000), {
      limit: options.limit ?? 8,
      ...(options.excludeSourceIds?.length ? { excludeSourceIds: options.excludeSourceIds } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.caller ? { caller: options.caller } : {}),
    });
    const { passages, sources } = await this.resolveHits(hits.map((hit) => hit.passageId));
    const evidence: EvidencePassage[] = [];
    for (const hit of hits) {
      const passage = passages.get(hit.passageId);
      const source = passage ? sources.get(passage.sourceId) : undefined;
      if (!passage || !source || passage.thesisId !== thesisId) continue;
      evidence.push(this.evidence(evidence.length + 1, passage, source));
    }
    return evidence;
  }

  /** The stored passages with these ids (ready sources only), n = position in `ids`. */
  async passagesByIds(ids: string[]): Promise<Map<string, EvidencePassage>> {
    const valid = [...new Set(ids.filter((id) => Types.ObjectId.isValid(id)))];
    const { passages, sources } = await this.resolveHits(valid);
    const found = new Map<string, EvidencePassage>();
    ids.forEach((id, index) => {
      const passage = passages.get(id);
      const source = passage ? sources.get(passage.sourceId) : undefined;
      if (passage && source && !found.has(id)) found.set(id, this.evidence(index + 1, passage, source));
    });
    return found;
  }

  /** The thesis's ready sources, newest first (no actor: research and web gathering). */
  async readyOf(thesisId: string): Promise<SourceView[]> {
    if (!Types.ObjectId.isValid(thesisId)) return [];
    const records = await SourceModel.find({ thesisId: new Types.ObjectId(thesisId), status: 'ready' })
      .sort({ createdAt: -1, _id: -1 })
      .lean<SourceRecord[]>();
    return this.views(records);
  }

  /**
   * A web page research fetched becomes a source of kind 'web' (same extraction and passages); one per
   * address in a thesis. Resolves once it is ready or failed.
   */
  async addWebPage(thesisId: string, page: WebPage): Promise<SourceView> {
    if (!Types.ObjectId.isValid(thesisId)) throw notFound('Thesis not found.');
    const format = webPageFormat(page.contentType, page.bytes);
    if (!format) {
      throw badUserInput(
        `This page is ${page.contentType.split(';')[0] || 'of an unknown type'}, which sources cannot read (HTML, PDF and plain text pages are read).`,
      );
    }
    if (page.bytes.length > this.settings.maxFileBytes)
      throw new ServiceError('PAYLOAD_TOO_LARGE', fileTooLarge(this.settings.maxFileBytes));
    const url = page.url.slice(0, 2_000);
    const existing = await SourceModel.findOne({
      thesisId: new Types.ObjectId(thesisId),
      url,
    }).lean<SourceRecord>();
    if (existing && existing.status !== 'failed') return this.settledView(existing._id.toString());
    if (existing) await this.drop(existing);
    const title = page.title.replace(/\s+/g, ' ').trim().slice(0, SOURCE_LIMITS.title) || page.site || url;
    const { source } = await this.insert({
      thesisId,
      addedBy: null,
      kind: 'web',
      title,
      fileName: null,
      mimeType: page.contentType.slice(0, 200) || MIME_OF[format],
      bytes: page.bytes,
      titleFromFile: false,
      web: { url, site: page.site.slice(0, 253), fetchedAt: page.fetchedAt },
    });
    return this.settledView(source.id);
  }

  /**
   * Resolves once no source of the thesis is processing (and no extraction of this process for it is
   * still finishing, e.g. of a source removed meanwhile), or after `timeoutMs` (what is ready is used).
   */
  async waitUntilSettled(thesisId: string, timeoutMs = 120_000): Promise<void> {
    if (!Types.ObjectId.isValid(thesisId)) return;
    const deadline = Date.now() + timeoutMs;
    const filter = { thesisId: new Types.ObjectId(thesisId), status: 'processing' as const };
    const runningHere = () => [...this.running.values()].some((run) => run.thesisId === thesisId);
    while (runningHere() || (await SourceModel.countDocuments(filter)) > 0) {
      const left = deadline - Date.now();
      if (left <= 0) return;
      await this.settledOrAfter(thesisId, Math.min(left, 500));
    }
  }

  /**
   * The account-deletion step of this domain: sources the person added to other people's theses (an
   * admin's) stay with those theses but no longer name them.
   */
  async forgetAdder(userId: string): Promise<void> {
    if (!Types.ObjectId.isValid(userId)) return;
    await SourceModel.updateMany({ addedBy: new Types.ObjectId(userId) }, { $set: { addedBy: null } });
  }

  /** The deletion cascade: deleted theses take their sources, files and passages with them. */
  async deleteOfTheses(thesisIds: readonly string[]): Promise<void> {
    const ids = thesisIds.filter((id) => Types.ObjectId.isValid(id));
    if (ids.length === 0) return;
    await this.files.removeWhere({ thesisIds: ids });
    await this.index.removeThesis([...ids]);
    await SourceModel.deleteMany({ thesisId: { $in: ids.map((id) => new Types.ObjectId(id)) } });
  }

  /** Starts the sweep that takes over sources whose extraction stopped with its process. */
  async start(sweepEveryMs = 60_000): Promise<void> {
    this.stopped = false;
    await this.files.ensureIndexes();
    await this.sweep();
    // Not a job (shared/jobs.ts): a lease on short-lived processing state, extracted in this process's workers.
    this.sweeper = setInterval(() => {
      this.sweep().catch((error: unknown) => this.logger.warn({ err: error }, 'source sweep failed'));
    }, sweepEveryMs);
    this.sweeper.unref();
  }

  /** Stops the sweep and the extraction workers; extractions cut short are taken over later. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweeper);
    await this.extractor.close();
    await Promise.allSettled([...this.running.values()].map((run) => run.done));
  }

  /** Sources processing whose holder's lease ran out: extracted here. */
  async sweep(): Promise<number> {
    const stale = await SourceModel.find(
      { status: 'processing', $or: [{ leaseUntil: null }, { leaseUntil: { $lt: new Date() } }] },
      { _id: 1, thesisId: 1 },
    )
      .limit(100)
      .lean<Array<Pick<SourceRecord, '_id' | 'thesisId'>>>();
    for (const record of stale) this.schedule(record._id.toString(), record.thesisId.toString());
    return stale.length;
  }

  private async insert(data: {
    thesisId: string;
    addedBy: string | null;
    kind: SourceKind;
    title: string;
    fileName: string | null;
    mimeType: string;
    bytes: Buffer;
    titleFromFile: boolean;
    web?: { url: string; site: string; fetchedAt: Date };
  }): Promise<{ source: SourceView; created: boolean }> {
    const thesisObjectId = new Types.ObjectId(data.thesisId);
    const contentHash = createHash('sha256').update(data.bytes).digest('hex');
    const existing = await SourceModel.findOne({
      thesisId: thesisObjectId,
      contentHash,
    }).lean<SourceRecord>();
    if (existing && existing.status !== 'failed')
      return { source: await this.view(existing), created: false };
    if (existing) await this.drop(existing);
    const count = await SourceModel.countDocuments({ thesisId: thesisObjectId });
    if (count >= this.settings.maxPerThesis) throw badUserInput(tooManySources(this.settings.maxPerThesis));
    const used = await this.wordsUsed(data.thesisId);
    if (used >= this.settings.maxWordsPerThesis)
      throw badUserInput(wordsFull(used, this.settings.maxWordsPerThesis));

    const sourceId = new Types.ObjectId();
    const fileId = await this.files.put(data.bytes, data.fileName ?? `${data.kind}-source`, data.mimeType, {
      thesisId: data.thesisId,
      sourceId: sourceId.toString(),
      role: 'original',
    });
    let record: SourceRecord;
    try {
      const created = await SourceModel.create({
        _id: sourceId,
        thesisId: thesisObjectId,
        addedBy: data.addedBy ? new Types.ObjectId(data.addedBy) : null,
        kind: data.kind,
        title: data.title,
        fileName: data.fileName,
        mimeType: data.mimeType,
        size: data.bytes.length,
        status: 'processing',
        fileId,
        contentHash,
        url: data.web?.url ?? null,
        site: data.web?.site ?? null,
        fetchedAt: data.web?.fetchedAt ?? null,
        leaseOwner: this.owner,
        leaseUntil: new Date(Date.now() + this.settings.leaseMs),
        titleFromFile: data.titleFromFile,
      });
      record = created.toObject<SourceRecord>();
    } catch (error) {
      await this.files.remove([fileId]);
      // The same content added twice at once: the other request's source is the one.
      if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
      const raced = await SourceModel.findOne({ thesisId: thesisObjectId, contentHash }).lean<SourceRecord>();
      if (!raced) throw error;
      return { source: await this.view(raced), created: false };
    }
    // Added at the same time as others past the limit: the newest give way.
    const newer = await SourceModel.find({ thesisId: thesisObjectId }, { _id: 1 })
      .sort({ _id: 1 })
      .skip(this.settings.maxPerThesis)
      .lean<Array<{ _id: Types.ObjectId }>>();
    if (newer.some((other) => other._id.equals(sourceId))) {
      await this.drop(record);
      throw badUserInput(tooManySources(this.settings.maxPerThesis));
    }
    this.logger.info(
      { thesisId: data.thesisId, sourceId: sourceId.toString(), kind: data.kind, size: data.bytes.length },
      'source added',
    );
    this.schedule(sourceId.toString(), data.thesisId);
    return { source: await this.view(record), created: true };
  }

  /** Runs the source's extraction in this process (at most `concurrency` at once). */
  private schedule(sourceId: string, thesisId: string): void {
    if (this.running.has(sourceId) || this.stopped) return;
    const done = this.slots(() => this.process(sourceId))
      .catch((error: unknown) => this.logger.error({ err: error, sourceId }, 'source processing failed'))
      .finally(() => {
        this.running.delete(sourceId);
        this.notifySettled(thesisId);
      });
    this.running.set(sourceId, { thesisId, done });
  }

  /** Takes the source for this process: its own lease, or one that ran out. */
  private async claim(sourceId: string): Promise<SourceRecord | null> {
    const now = new Date();
    return SourceModel.findOneAndUpdate(
      {
        _id: sourceId,
        status: 'processing',
        $or: [{ leaseOwner: this.owner }, { leaseUntil: null }, { leaseUntil: { $lt: now } }],
      },
      { $set: { leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + this.settings.leaseMs) } },
      { returnDocument: 'after' },
    ).lean<SourceRecord>();
  }

  private async process(sourceId: string): Promise<void> {
    if (this.stopped) return;
    const record = await this.claim(sourceId);
    if (!record) return;
    const thesisId = record.thesisId.toString();
    const bytes = record.fileId ? await this.files.get(record.fileId) : null;
    if (!bytes) return this.fail(record, SOURCE_GONE);
    const format: SourceFormat | null =
      record.kind === 'web' ? webPageFormat(record.mimeType, bytes) : (record.kind as SourceFormat);
    if (!format) return this.fail(record, EXTRACTION_UNREADABLE);
    let result: ExtractResult;
    try {
      result = await this.extractor.extract({
        format,
        bytes,
        contentType: record.mimeType,
        maxPages: this.settings.maxPages,
      });
    } catch (error) {
      // The workers are stopping or full: not the file's fault; the lease runs out and a sweep retries.
      this.logger.warn({ err: error, sourceId }, 'source extraction postponed');
      await SourceModel.updateOne(
        { _id: record._id, leaseOwner: this.owner },
        { $set: { leaseUntil: new Date() } },
      );
      return;
    }
    if (!result.ok) return this.fail(record, result.reason);
    const words = result.parts.reduce((sum, part) => sum + countWords(part.text), 0);
    if (words === 0) return this.fail(record, NO_TEXT);
    const refusal = await this.accept(record, words);
    if (refusal) return this.fail(record, refusal);

    let textFileId: Types.ObjectId | null = null;
    let passages: number;
    try {
      textFileId = await this.files.put(
        Buffer.from(JSON.stringify(result.parts), 'utf8'),
        `${sourceId}.json`,
        'application/json',
        { thesisId, sourceId, role: 'text' },
      );
      // Embeddings for indexing are background work of whoever added the source (a run's web page: the thesis).
      ({ passages } = await this.index.indexSource(thesisId, sourceId, result.parts, {
        userId: record.addedBy ? String(record.addedBy) : `thesis:${thesisId}`,
        runId: `sources:${thesisId}`,
        priority: 'background',
      }));
    } catch (error) {
      this.logger.warn({ err: error, sourceId }, 'source indexing failed');
      await this.index.removeSource(thesisId, sourceId).catch(() => undefined);
      await this.files.remove([textFileId]).catch(() => undefined);
      return this.fail(record, INDEX_FAILED);
    }
    const title =
      record.titleFromFile && result.title
        ? result.title.replace(/\s+/g, ' ').trim().slice(0, SOURCE_LIMITS.title)
        : null;
    const updated = await SourceModel.updateOne(
      { _id: record._id, status: 'processing' },
      {
        $set: {
          status: 'ready',
          pages: result.pages,
          sections: result.sections,
          words,
          passages,
          textFileId,
          leaseOwner: null,
          leaseUntil: null,
          ...(title ? { title } : {}),
        },
      },
    );
    if (updated.matchedCount === 0) {
      // Removed (or its thesis deleted) while it was read: what this run stored goes too.
      await this.index.removeSource(thesisId, sourceId);
      await this.files.remove([textFileId]);
      return;
    }
    this.logger.info({ thesisId, sourceId, pages: result.pages, words, passages }, 'source ready');
  }

  /**
   * The thesis's word limit, checked and claimed one source at a time per thesis: the words of its
   * ready sources and of those already accepted count. Null when it fits (its words are then
   * recorded), else the reason.
   */
  private async accept(record: SourceRecord, words: number): Promise<string | null> {
    const thesisId = record.thesisId.toString();
    const previous = this.wordLocks.get(thesisId) ?? Promise.resolve();
    const check = previous.then(async () => {
      const used = await this.wordsUsed(thesisId, record._id);
      if (used + words > this.settings.maxWordsPerThesis)
        return tooManyWords(words, used, this.settings.maxWordsPerThesis);
      await SourceModel.updateOne({ _id: record._id, status: 'processing' }, { $set: { words } });
      return null;
    });
    const settled = check.catch(() => undefined);
    this.wordLocks.set(thesisId, settled);
    void settled.then(() => {
      if (this.wordLocks.get(thesisId) === settled) this.wordLocks.delete(thesisId);
    });
    return check;
  }

  /** Words of the thesis's sources that are ready or accepted while processing (failed ones hold none). */
  private async wordsUsed(thesisId: string, except?: Types.ObjectId): Promise<number> {
    const [row] = await SourceModel.aggregate<{ words: number }>([
      {
        $match: {
          thesisId: new Types.ObjectId(thesisId),
          status: { $in: ['ready', 'processing'] },
          ...(except ? { _id: { $ne: except } } : {}),
        },
      },
      { $group: { _id: null, words: { $sum: '$words' } } },
    ]);
    return row?.words ?? 0;
  }

  private async fail(record: SourceRecord, reason: string): Promise<void> {
    await SourceModel.updateOne(
      { _id: record._id, status: 'processing' },
      {
        $set: {
          status: 'failed',
          failureReason: reason,
          words: 0,
          passages: 0,
          leaseOwner: null,
          leaseUntil: null,
        },
      },
    );
    this.logger.info(
      { thesisId: record.thesisId.toString(), sourceId: record._id.toString(), reason },
      'source failed',
    );
  }

  /** Deletes a source record and what hangs off it. */
  private async drop(record: SourceRecord): Promise<void> {
    await SourceModel.deleteOne({ _id: record._id });
    await this.dropDependents(record.thesisId.toString(), record);
  }

  private async dropDependents(thesisId: string, record: SourceRecord): Promise<void> {
    await this.index.removeSource(thesisId, record._id.toString());
    await this.files.remove([record.fileId, record.textFileId]);
    await this.files.removeWhere({ sourceId: record._id.toString() });
  }

  /** The source once it is no longer processing (this process's run, or polling another's). */
  private async settledView(sourceId: string): Promise<SourceView> {
    for (;;) {
      const run = this.running.get(sourceId);
      if (run) await run.done;
      const record = await SourceModel.findById(sourceId).lean<SourceRecord>();
      if (!record) throw notFound(SOURCE_NOT_FOUND);
      if (record.status !== 'processing') return this.view(record);
      if (!this.running.has(sourceId)) await this.settledOrAfter(record.thesisId.toString(), 500);
    }
  }

  private notifySettled(thesisId: string): void {
    for (const listener of [...this.settledListeners]) listener(thesisId);
  }

  /** Resolves when a source of the thesis settles in this process, or after `ms`. */
  private settledOrAfter(thesisId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const listener = (settled: string) => {
        if (settled === thesisId) finish();
      };
      const timer = setTimeout(() => finish(), ms);
      const finish = () => {
        clearTimeout(timer);
        this.settledListeners.delete(listener);
        resolve();
      };
      this.settledListeners.add(listener);
    });
  }

  private async resolveHits(passageIds: string[]): Promise<{
    passages: Map<string, PassageRecord>;
    sources: Map<string, SourceRecord>;
  }> {
    if (passageIds.length === 0) return { passages: new Map(), sources: new Map() };
    const records = await this.index.passages(passageIds);
    const passages = new Map(records.map((record) => [record.id, record]));
    const sourceIds = [...new Set(records.map((record) => record.sourceId))];
    const sources = await SourceModel.find({ _id: { $in: sourceIds }, status: 'ready' }).lean<
      SourceRecord[]
    >();
    return { passages, sources: new Map(sources.map((source) => [source._id.toString(), source])) };
  }

  private evidence(n: number, passage: PassageRecord, source: SourceRecord): EvidencePassage {
    return {
      n,
      passageId: passage.id,
      sourceId: passage.sourceId,
      sourceTitle: source.title,
      sourceKind: source.kind,
      url: source.url ?? null,
      site: source.site ?? null,
      location: locationLabel(passage),
      text: passage.text,
    };
  }

  private async views(records: SourceRecord[]): Promise<SourceView[]> {
    const names = new Map<string, Promise<string | null>>();
    return Promise.all(records.map((record) => this.view(record, names)));
  }

  private async view(
    record: SourceRecord,
    names = new Map<string, Promise<string | null>>(),
  ): Promise<SourceView> {
    let addedBy: SourceView['addedBy'] = null;
    if (record.addedBy) {
      const id = record.addedBy.toString();
      if (!names.has(id))
        names.set(
          id,
          this.users.findById(id).then((user) => user?.username ?? null),
        );
      const name = await names.get(id)!;
      addedBy = { id, name: name ?? 'Former user' };
    }
    return {
      id: record._id.toString(),
      thesisId: record.thesisId.toString(),
      title: record.title,
      kind: record.kind,
      fileName: record.fileName ?? null,
      mimeType: record.mimeType,
      size: record.size,
      pages: record.pages ?? null,
      sections: record.sections ?? null,
      words: record.status === 'ready' ? (record.words ?? 0) : 0,
      passages: record.passages ?? 0,
      status: record.status,
      failureReason: record.failureReason ?? null,
      url: record.url ?? null,
      site: record.site ?? null,
      fetchedAt: record.fetchedAt ? record.fetchedAt.toISOString() : null,
      addedBy,
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }
}

const EXTRACTION_UNREADABLE =
  'This page could not be read: sources read HTML, PDF and plain-text pages. Add the document itself instead.';
