// Citations of a thesis's article (issue 17 item 4, issue 22 items 3–4): stored when research saves
// (each re-verified against the stored passage), judged by the model when it can judge (supported,
// partly, not supported, with a one-line reason), counted into a summary (numbers from the records,
// never from a model), re-checked when the owner edits the sections holding their markers, and shown
// to readers of a share link as far as the visible text cites them.
import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import type { z } from 'zod';
import type { Actor } from '../../shared/access/actor.js';
import { AiError, type AiCaller, type AiProvider, type ClaimJudgement } from '../../shared/ai/index.js';
import { quoteFound } from '../../shared/grounding/verify.js';
import type { EvidencePassage, GroundedCitation, UnsupportedClaim } from '../../shared/grounding/types.js';
import type { RateLimiter } from '../../shared/rate-limit/rate-limit.js';
import { parseInput } from '../../shared/validate.js';
import { badUserInput } from '../../shared/errors/service-error.js';
import type { Logger } from '../../shared/logger.js';
import type { ThesesService, ThesisEdit } from '../theses/index.js';
import { topicMatcher } from '../../shared/topics.js';
import {
  CitationModel,
  CitationSetModel,
  type CitationRecord,
  type CitationSupport,
} from './citations.model.js';
import {
  changedSections,
  isSourcesSection,
  markerNumbers,
  markersOf,
  sectionsOf,
} from './citations.markers.js';
import type { SourcesPort } from './ports.js';
import {
  checkSectionInput,
  type citationAnswer,
  type citationSummaryAnswer,
  type sectionCheckAnswer,
  type sharedCitationAnswer,
  type unsupportedClaimAnswer,
} from './citations.schemas.js';

/** A citation as clients see it (REST GET /api/theses/{id}/citations, GraphQL `Citation`): citationAnswer. */
export type CitationView = z.output<typeof citationAnswer>;

/** GraphQL `CitationSummary`: counted from the records (citationSummaryAnswer). */
export type CitationSummary = z.output<typeof citationSummaryAnswer>;

/** GraphQL `UnsupportedClaim`: a marker the last run removed, with its sentence and why. */
export type UnsupportedClaimView = z.output<typeof unsupportedClaimAnswer>;

/** GraphQL `SectionClaimCheck`: what "Check claims again" did for one section. */
export type SectionCheckView = z.output<typeof sectionCheckAnswer>;

/** What a reader of a share link gets of a citation: never files, ids or whole documents. */
type SharedCitation = z.output<typeof sharedCitationAnswer>;

export interface SharedCitations {
  /** The visible content, its Sources list limited to the markers still visible. */
  content: string;
  citations: SharedCitation[];
  citationSummary: CitationSummary;
}

export const EMPTY_SUMMARY: CitationSummary = {
  total: 0,
  supported: 0,
  partly: 0,
  notSupported: 0,
  unchecked: 0,
  removed: 0,
};

const QUOTE_NOT_IN_PASSAGE = 'The quoted words are not in the cited passage.';
export const PASSAGE_GONE = 'The cited passage is no longer among the thesis’s sources.';

type Theses = Pick<ThesesService, 'get' | 'getFor' | 'languageOf'>;

export interface CitationsDeps {
  theses: Theses;
  ai: AiProvider;
  /** services.sources (the stored passages); without it the copies in the records are used. */
  sources: Pick<SourcesPort, 'passagesByIds'> | undefined;
  /** Drops a thesis's cached shared view when its citations change. */
  invalidateShared: (thesisId: string) => void;
  /** Topics a shared view leaves out (SHARED_HIDDEN_TOPICS). */
  hiddenTopics: readonly string[];
  logger: Logger;
  /** Model judgements at a time (per call of judge). */
  judgeConcurrency?: number;
  /** "Check claims again", per user (CLAIM_CHECK_LIMIT); without it, not limited. */
  checkLimit?: RateLimiter;
}

/** "Check claims again" asks the model about every citation of a section: as often as a draft. */
/** What a citation keeps of the grounding's: its marker, the passage it cites and the quoted words. */
export const citedPassage = (citation: GroundedCitation) => ({
  n: citation.n,
  sourceId: citation.passage.sourceId,
  passageId: citation.passage.passageId,
  sourceTitle: citation.passage.sourceTitle,
  sourceKind: citation.passage.sourceKind,
  url: citation.passage.url,
  site: citation.passage.site,
  location: citation.passage.location,
  quote: citation.quote,
});

/**
 * A stored citation's check before any judgement: unchecked when its quote is in the passage, otherwise
 * not supported, saying whether the words are missing or the passage itself is gone.
 */
const quoteCheck = (found: boolean, passageKept: boolean, now: Date) =>
  found
    ? { quoteFound: true, support: 'unchecked' as const, reason: null, checkedAt: now, model: null }
    : {
        quoteFound: false,
        support: 'not_supported' as const,
        reason: passageKept ? QUOTE_NOT_IN_PASSAGE : PASSAGE_GONE,
        checkedAt: now,
        model: null,
      };

/** What finds the citations of `set`, the article's current set of a thesis. */
const inSet = (set: { thesisId: Types.ObjectId; generation: string }) => ({
  thesisId: set.thesisId,
  scope: 'article' as const,
  generation: set.generation,
});

export const CLAIM_CHECK_LIMIT = {
  points: 30,
  durationSeconds: 600,
  message: 'You are using the AI too quickly. Please wait a moment and try again.',
};

const sameHeading = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** A citation as a record or a chat message stores it: the fields clients read, some of them optional. */
export interface StoredCitation {
  id: string;
  n: number;
  sourceId: string;
  passageId: string;
  sourceTitle: string;
  sourceKind: CitationView['sourceKind'];
  url?: string | null;
  site?: string | null;
  location?: string | null;
  quote: string;
  passage: string;
  sentence?: string | null;
  check: {
    quoteFound: boolean;
    support: CitationSupport;
    reason?: string | null;
    checkedAt?: string | null;
    model?: string | null;
  };
}

/** A stored citation as clients read it (older chat messages have none). */
export const citationView = (stored: StoredCitation): CitationView => ({
  id: stored.id,
  n: stored.n,
  sourceId: stored.sourceId,
  passageId: stored.passageId,
  sourceTitle: stored.sourceTitle,
  sourceKind: stored.sourceKind,
  url: stored.url ?? null,
  site: stored.site ?? null,
  location: stored.location ?? '',
  quote: stored.quote,
  passage: stored.passage,
  sentence: stored.sentence ?? '',
  check: {
    quoteFound: stored.check.quoteFound,
    support: stored.check.support,
    reason: stored.check.reason ?? null,
    checkedAt: stored.check.checkedAt ?? null,
    model: stored.check.model ?? null,
  },
});

const toView = (record: CitationRecord): CitationView =>
  citationView({
    ...record,
    id: record._id.toString(),
    passage: record.passageText,
    check: {
      ...record.check,
      checkedAt: record.check.checkedAt ? new Date(record.check.checkedAt).toISOString() : null,
    },
  });

function summarise(citations: ReadonlyArray<Pick<CitationView, 'check'>>, removed: number): CitationSummary {
  const count = (support: CitationSupport) => citations.filter((c) => c.check.support === support).length;
  return {
    total: citations.length,
    supported: count('supported'),
    partly: count('partly'),
    notSupported: count('not_supported'),
    unchecked: count('unchecked'),
    removed,
  };
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<boolean>) {
  let next = 0;
  let stop = false;
  const lane = async () => {
    while (!stop && next < items.length) {
      const item = items[next++]!;
      if (!(await work(item))) stop = true;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

export class CitationsService {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly concurrency: number;

  constructor(private readonly deps: CitationsDeps) {
    this.concurrency = deps.judgeConcurrency ?? 4;
  }

  /** GET /api/theses/{id}/citations: the article's citations by marker number, and their summary. */
  async list(
    actor: Actor | null,
    idOrSlug: unknown,
  ): Promise<{ summary: CitationSummary; citations: CitationView[]; unsupported: UnsupportedClaimView[] }> {
    const thesis = await this.deps.theses.get(actor, idOrSlug);
    const [cited, current] = await Promise.all([this.ofThesis(thesis.id), this.currentSet(thesis.id)]);
    // A claim whose section the owner has since removed or renamed is no longer shown.
    const sections = sectionsOf(thesis.content ?? '').map((section) => section.heading);
    const unsupported = (current?.unsupported ?? [])
      .filter((claim) => sections.some((heading) => sameHeading(heading, claim.section)))
      .map((claim) => ({
        section: claim.section,
        sentence: claim.sentence,
        reason: claim.reason,
        quote: claim.quote ?? null,
        sourceTitle: claim.sourceTitle ?? null,
        location: claim.location ?? null,
      }));
    return { ...cited, unsupported };
  }

  /** The article's citations (markers in the text) and their summary; no access check. */
  async ofThesis(thesisId: string): Promise<{ summary: CitationSummary; citations: CitationView[] }> {
    const current = await this.currentSet(thesisId);
    if (!current) return { summary: EMPTY_SUMMARY, citations: [] };
    const records = await CitationModel.find({
      ...inSet(current),
    })
      .sort({ n: 1, _id: 1 })
      .lean<CitationRecord[]>();
    const citations = records.filter((record) => record.inArticle).map(toView);
    const gone = records.length - citations.length;
    return { summary: summarise(citations, current.removed + gone), citations };
  }

  /**
   * Replaces the article's citations (research saving): each quote re-verified against the passage as
   * stored; the check's support 'unchecked' until `judge` runs. `removed`: markers the run's check took
   * out. Returns how many were stored.
   */
  async replaceArticle(
    thesisId: string,
    citations: readonly GroundedCitation[],
    options: { removed: number; unsupported?: ReadonlyArray<UnsupportedClaim & { section: string }> },
  ): Promise<number> {
    if (!Types.ObjectId.isValid(thesisId)) return 0;
    const stored = await this.storedPassages(citations.map((citation) => citation.passage.passageId));
    const generation = randomUUID();
    const now = new Date();
    const objectId = new Types.ObjectId(thesisId);
    if (citations.length > 0)
      await CitationModel.insertMany(
        citations.map((citation) => {
          const passage = stored ? stored.get(citation.passage.passageId) : citation.passage;
          const found = passage !== undefined && quoteFound(citation.quote, passage.text);
          return {
            thesisId: objectId,
            scope: 'article',
            messageId: null,
            generation,
            ...citedPassage(citation),
            passageText: passage?.text ?? citation.passage.text,
            sentence: citation.sentence,
            check: quoteCheck(found, passage !== undefined, now),
            inArticle: true,
          };
        }),
        { ordered: false },
      );
    await CitationSetModel.updateOne(
      { thesisId: objectId, scope: 'article' },
      {
        $set: {
          generation,
          removed: options.removed,
          unsupported: (options.unsupported ?? []).map((claim) => ({
            section: claim.section,
            sentence: claim.sentence,
            reason: claim.reason,
            quote: claim.quote,
            sourceTitle: claim.sourceTitle,
            location: claim.location,
          })),
        },
      },
      { upsert: true },
    );
    await CitationModel.deleteMany({ thesisId: objectId, scope: 'article', generation: { $ne: generation } });
    this.deps.invalidateShared(thesisId);
    return citations.length;
  }

  /**
   * The claim check with a model (issue 22 item 3b): every article citation whose quote was found and
   * whose support is unchecked (or only those of `ids`) is judged, a few at a time. Nothing happens
   * when the provider cannot judge (offline). A failed judgement leaves its citation unchecked.
   */
  async judge(
    thesisId: string,
    options: { signal?: AbortSignal; ids?: string[]; caller?: AiCaller } = {},
  ): Promise<number> {
    const current = await this.currentSet(thesisId);
    if (!current) return 0;
    const records = await CitationModel.find({
      ...inSet(current),
      inArticle: true,
      'check.quoteFound': true,
      ...(options.ids
        ? { _id: { $in: options.ids.map((id) => new Types.ObjectId(id)) } }
        : { 'check.support': 'unchecked' }),
    })
      .sort({ n: 1 })
      .lean<CitationRecord[]>();
    let judged = 0;
    // The reasons are written in the thesis's language (issue 31).
    const language = records.length > 0 ? await this.deps.theses.languageOf(thesisId) : undefined;
    await eachLimited(records, this.concurrency, async (record) => {
      if (options.signal?.aborted) return false;
      let judgement: ClaimJudgement | null;
      try {
        judgement = await this.deps.ai.judgeClaim(
          {
            sentence: record.sentence ?? '',
            quote: record.quote,
            passage: record.passageText,
            ...(language ? { language } : {}),
          },
          { signal: options.signal, ...(options.caller ? { caller: options.caller } : {}) },
        );
      } catch (error) {
        if (options.signal?.aborted) return false;
        this.deps.logger.warn(
          {
            err: error instanceof AiError ? error.message : error,
            thesisId,
            citationId: record._id.toString(),
          },
          'a citation could not be judged; it stays unchecked',
        );
        // A provider that is down or too slow is not asked again for the rest of them.
        return !(error instanceof AiError && (error.code === 'UNAVAILABLE' || error.code === 'TIMEOUT'));
      }
      // The provider cannot judge (offline): nothing more to ask it.
      if (judgement === null) return false;
      await CitationModel.updateOne(
        { _id: record._id, generation: current.generation },
        {
          $set: {
            'check.support': judgement.support,
            'check.reason': judgement.reason.replace(/\s+/g, ' ').trim().slice(0, 500) || null,
            'check.checkedAt': new Date(),
            'check.model': this.deps.ai.model,
          },
        },
      );
      judged++;
      return true;
    });
    if (judged > 0) this.deps.invalidateShared(thesisId);
    return judged;
  }

  /**
   * The theses listener: an edit of the content by a person (not a research run) re-checks the
   * citations whose markers sit in the sections it changed, and marks those whose markers went. The
   * work runs after the edit is saved, one edit of a thesis after another (see `idle`).
   */
  async onEdit(edit: ThesisEdit): Promise<void> {
    if (edit.actor === null || edit.changes.content === undefined) return;
    const thesisId = edit.before._id.toString();
    const before = edit.before.content ?? '';
    const after = edit.changes.content;
    const queued = (this.queues.get(thesisId) ?? Promise.resolve())
      // The person who edited waits to see the checks: interactive calls of theirs.
      .then(() =>
        this.recheck(thesisId, before, after, {
          userId: edit.actor!.id,
          runId: `edit:${thesisId}`,
          priority: 'interactive',
        }),
      )
      .catch((error: unknown) =>
        this.deps.logger.error({ err: error, thesisId }, 'citations could not be re-checked after an edit'),
      );
    this.queues.set(thesisId, queued);
    void queued.finally(() => {
      if (this.queues.get(thesisId) === queued) this.queues.delete(thesisId);
    });
  }

  /** Resolves once the re-checks queued for a thesis so far are done. */
  async idle(thesisId: string): Promise<void> {
    for (let queued = this.queues.get(thesisId); queued; queued = this.queues.get(thesisId)) {
      await queued;
      if (this.queues.get(thesisId) === queued) break;
    }
  }

  /** How many citation records a thesis has, whatever their scope (0 once it is deleted). */
  async countOf(thesisId: string): Promise<number> {
    if (!Types.ObjectId.isValid(thesisId)) return 0;
    return CitationModel.countDocuments({ thesisId: new Types.ObjectId(thesisId) });
  }

  /** The cascade hook: a deleted thesis's citations go with it. */
  async deleteOfTheses(thesisIds: readonly string[]): Promise<void> {
    const ids = thesisIds.filter((id) => Types.ObjectId.isValid(id)).map((id) => new Types.ObjectId(id));
    if (ids.length === 0) return;
    await CitationModel.deleteMany({ thesisId: { $in: ids } });
    await CitationSetModel.deleteMany({ thesisId: { $in: ids } });
  }

  /**
   * For the shared view: the citations whose markers are in the visible content (nothing a reader
   * could not see: fields naming a hidden topic are left out), their summary, and the content with its
   * Sources list limited to the visible markers.
   */
  async shared(thesisId: string, visibleContent: string): Promise<SharedCitations> {
    const { citations, summary } = await this.ofThesis(thesisId);
    if (citations.length === 0) return { content: visibleContent, citations: [], citationSummary: summary };
    const visible = markerNumbers(visibleContent);
    const mentions = topicMatcher(this.deps.hiddenTopics);
    const names = (text: string | null) => text !== null && mentions !== null && mentions.test(text);
    const shown = citations.filter(
      (citation) =>
        visible.has(citation.n) &&
        ![citation.sourceTitle, citation.location, citation.url, citation.site].some(names),
    );
    const shownNumbers = new Set(shown.map((citation) => citation.n));
    return {
      content: limitSourcesList(visibleContent, shownNumbers),
      citations: shown.map((citation) => ({
        n: citation.n,
        sourceTitle: citation.sourceTitle,
        sourceKind: citation.sourceKind,
        location: citation.location,
        quote: names(citation.quote) ? null : citation.quote,
        passage: names(citation.passage) ? null : citation.passage,
        url: citation.url,
        site: citation.site,
      })),
      citationSummary: { ...summarise(shown, 0), removed: summary.removed },
    };
  }

  private async currentSet(thesisId: string) {
    if (!Types.ObjectId.isValid(thesisId)) return null;
    return CitationSetModel.findOne({ thesisId: new Types.ObjectId(thesisId), scope: 'article' }).lean<{
      thesisId: Types.ObjectId;
      generation: string;
      removed: number;
      unsupported?: Array<
        Omit<UnsupportedClaimView, 'quote' | 'sourceTitle' | 'location'> & {
          quote?: string | null;
          sourceTitle?: string | null;
          location?: string | null;
        }
      >;
    }>();
  }

  /** The passages as stored now (null: no sources domain to ask, so the records' copies stand). */
  private async storedPassages(ids: string[]): Promise<Map<string, EvidencePassage> | null> {
    if (!this.deps.sources || ids.length === 0) return this.deps.sources ? new Map() : null;
    return this.deps.sources.passagesByIds([...new Set(ids)]);
  }

  /**
   * "Check claims again" for one section of the article (issue 32): the claim check an edit runs (each
   * quote against the stored passage, then the model's judgement) for the citations whose markers are
   * in that section, whatever their last judgement. Its project's owner and admins; rate-limited as the
   * other AI actions are.
   */
  async checkSection(actor: Actor | null, idOrSlug: unknown, input: unknown): Promise<SectionCheckView> {
    const thesis = await this.deps.theses.getFor(actor, idOrSlug, 'edit');
    const { section } = parseInput(checkSectionInput, input);
    const content = thesis.content ?? '';
    const heading = sectionsOf(content).find(
      (candidate) => !isSourcesSection(candidate) && sameHeading(candidate.heading, section),
    )?.heading;
    if (heading === undefined) {
      const message = `The article has no section titled “${section.slice(0, 120)}”.`;
      throw badUserInput(message, { section: [message] });
    }
    // theses.get has refused anyone not signed in.
    const userId = actor!.id;
    if (this.deps.checkLimit) await this.deps.checkLimit.consume(userId);
    const caller: AiCaller = { userId, runId: `claims:${thesis.id}`, priority: 'interactive' };
    const checked = await this.checkClaims(
      thesis.id,
      content,
      (_record, marker) => marker.section === heading,
      caller,
    );
    const { summary } = await this.ofThesis(thesis.id);
    this.deps.logger.info(
      { actorId: actor?.id, thesisId: thesis.id, checked },
      'section claims checked again',
    );
    return { section: heading, checked, summary };
  }

  private async recheck(thesisId: string, before: string, after: string, caller: AiCaller): Promise<void> {
    const changed = changedSections(before, after);
    await this.checkClaims(
      thesisId,
      after,
      (record, marker) => !record.inArticle || changed.has(marker.section),
      caller,
    );
  }

  /**
   * The claim check of the citations `isDue` picks (by their marker in `content`): each quote against
   * the passage as stored, then judged where it was found; citations whose marker went are marked so.
   * Returns how many were checked.
   */
  private async checkClaims(
    thesisId: string,
    content: string,
    isDue: (record: CitationRecord, marker: ReturnType<typeof markersOf>[number]) => boolean,
    caller: AiCaller,
  ): Promise<number> {
    const current = await this.currentSet(thesisId);
    if (!current) return 0;
    const records = await CitationModel.find({
      ...inSet(current),
    }).lean<CitationRecord[]>();
    if (records.length === 0) return 0;
    const markers = new Map<number, ReturnType<typeof markersOf>[number]>();
    for (const marker of markersOf(content)) if (!markers.has(marker.n)) markers.set(marker.n, marker);
    const due = records.filter((record) => {
      const marker = markers.get(record.n);
      return marker !== undefined && isDue(record, marker);
    });
    const stored = await this.storedPassages(due.map((record) => record.passageId));
    const now = new Date();
    const toJudge: string[] = [];
    let changes = 0;
    for (const record of records) {
      const marker = markers.get(record.n);
      if (!marker) {
        if (record.inArticle) {
          await CitationModel.updateOne({ _id: record._id }, { $set: { inArticle: false } });
          changes++;
        }
        continue;
      }
      if (!due.includes(record)) continue;
      const passage = stored ? stored.get(record.passageId) : { text: record.passageText };
      const found = passage !== undefined && quoteFound(record.quote, passage.text);
      await CitationModel.updateOne(
        { _id: record._id },
        {
          $set: {
            inArticle: true,
            sentence: marker.sentence,
            ...(passage ? { passageText: passage.text } : {}),
            check: quoteCheck(found, passage !== undefined, now),
          },
        },
      );
      changes++;
      if (found) toJudge.push(record._id.toString());
    }
    if (changes > 0) this.deps.invalidateShared(thesisId);
    if (toJudge.length > 0) await this.judge(thesisId, { ids: toJudge, caller });
    this.deps.logger.info(
      { thesisId, rechecked: due.length, judged: toJudge.length, changes },
      'citations re-checked',
    );
    return due.length;
  }
}

const LIST_ITEM_MARKERS = /\s*—\s*((?:\[\d{1,3}\](?:,\s*)?)+)\s*$/;

/**
 * The Sources list of shared content: items citing no visible marker go, and the markers of the
 * others are limited to the visible ones.
 */
export function limitSourcesList(content: string, visible: ReadonlySet<number>): string {
  const sources = sectionsOf(content).filter(isSourcesSection);
  if (sources.length === 0) return content;
  let out = '';
  let last = 0;
  for (const section of sources) {
    const lines = section.text.split('\n').flatMap((line) => {
      const match = /^\s*[-*+]\s/.test(line) ? LIST_ITEM_MARKERS.exec(line) : null;
      if (!match) return [line];
      const numbers = [...match[1]!.matchAll(/\[(\d{1,3})\]/g)].map((m) => Number(m[1]));
      const kept = numbers.filter((n) => visible.has(n));
      if (kept.length === 0) return [];
      return [`${line.slice(0, match.index)} — ${kept.map((n) => `[${n}]`).join(', ')}`];
    });
    const hasItems = lines.some((line) => /^\s*[-*+]\s/.test(line));
    out += content.slice(last, section.start) + (hasItems ? lines.join('\n') : '');
    last = section.end;
  }
  out += content.slice(last);
  return out.replace(/\s+$/, content.endsWith('\n') ? '\n' : '');
}
