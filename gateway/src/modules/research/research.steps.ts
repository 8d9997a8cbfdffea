// The steps of one research run, each on its own and testable alone (research.steps.test.ts); the
// runner (research.runner.ts) claims a run, opens its state with openRun and calls them in order:
//
//   settleSources   wait (bounded) for sources still being processed, note the ready ones' dates
//   runPhases       every phase once the phases it depends on are complete, each phase:
//     gatherWeb       search the web for the phase's plan queries (pages become sources)
//     writeSection    per open section of the phase: retrievePassages → draftSection (the model) →
//                     groundDraft (only citations that hold) → checkpointSection (fenced write, content saved)
//   completeRun     the article composed, its citations stored and judged, the thesis and run completed
//   releaseRun      (lease lost, stopping, thesis deleted) the run goes back to the queue
//   failRun         (any other error) the run and the thesis marked failed, with a reason
//
// Every write to research_runs is fenced (fence()): it matches only while this process holds the run
// (same attempt, still running), so a process that lost its lease can no longer record anything.
import { thesisLanguageOf, type ThesisLanguage } from '@thesis-studio/domain';
import { stripMarkers } from '@thesis-studio/markdown';
import {
  AiError,
  SECTIONS,
  sectionTitlesIn,
  sourcesListIn,
  SECTION_ORDER,
  type AiCaller,
  type AiProvider,
  type SectionDraft,
  type SectionKind,
  type ThesisBrief,
} from '../../shared/ai/index.js';
import type {
  EvidencePassage,
  GroundedCitation,
  GroundedText,
  UnsupportedClaim,
} from '../../shared/grounding/types.js';
import {
  dropForeignUrls,
  groundText,
  quoteKey,
  renumber,
  sourcesSection,
} from '../../shared/grounding/verify.js';
import type { Logger } from '../../shared/logger.js';
import type { CitationsService, SourceRef, SourcesPort, WebPort } from '../citations/index.js';
import type { ThesesService } from '../theses/index.js';
import { defaultPlan, phaseOf, type PlanPhase, type RunPlan } from './research.plan.js';
import { RESEARCH_PHASES, type PhaseDefinition } from './research.phases.js';
import { ResearchRunModel, type ResearchRunRecord, type SectionCheckpoint } from './research.model.js';

type RunFilter = Parameters<typeof ResearchRunModel.updateOne>[0];

/** Passages retrieved per section. */
export const PASSAGES_PER_SECTION = 8;
/** How long a run waits for sources still being processed before it starts without them. */
const SOURCES_SETTLE_MS = 3 * 60_000;

/** What the steps use of the other domains, and where they report a run's changes. */
export interface StepDeps {
  ai: AiProvider;
  theses: Pick<ThesesService, 'saveResearch'>;
  /** The article's citations: stored and judged when the run completes. */
  citations: Pick<CitationsService, 'replaceArticle' | 'judge' | 'deleteOfTheses'>;
  /** services.sources; without it research is written from the brief alone (as before sources). */
  sources?: Pick<SourcesPort, 'retrieve' | 'readyOf' | 'waitUntilSettled'>;
  /** services.web; with a search provider each phase searches for its plan's queries. */
  web?: WebPort;
  /** WEB_SOURCES_PER_RUN: web pages a run may add, over all its phases and resumes. */
  webPagesPerRun?: number;
  /** How long to wait for sources still processing (default SOURCES_SETTLE_MS). */
  settleMs?: number;
  /** Called after every change of a run's state (progress events). */
  onChange(run: ResearchRunRecord, phaseId: string): Promise<void>;
  /** Called when this process took a run from the queue, or released one back to it. */
  onQueueChange?(run: ResearchRunRecord): Promise<void>;
}

/** Thrown when this process no longer holds the run (lease lost, run finished or deleted elsewhere). */
export class LostRun extends Error {}

/** One claimed run as its steps share it. */
export interface RunState {
  readonly deps: StepDeps;
  /** The run as claimed (its attempt fences every write). */
  readonly claimed: ResearchRunRecord;
  readonly thesisId: string;
  readonly log: Logger;
  /** Its model calls: background work of whoever started it, one fair share per run. */
  readonly caller: AiCaller;
  /** Aborted when the run must stop here (lease lost, stopping, deleted, or a phase failed). */
  readonly controller: AbortController;
  readonly brief: ThesisBrief;
  readonly plan: RunPlan;
  /** Finished sections: the checkpointed ones, then each one written by this attempt. */
  readonly sections: Partial<Record<SectionKind, SectionCheckpoint>>;
  /** Phases complete when the run was claimed. */
  readonly done: ReadonlySet<string>;
  /** When each web source was fetched (the Sources section's access dates), by source id. */
  readonly fetchedAt: Map<string, Date>;
  /** Web pages the run added so far (resumes included). */
  webPages: number;
  /**
   * Sources the run reads (ready and not left out by the plan, web pages it added included): with
   * some, a section no passage bears on says the sources do not cover it, not that there are none.
   */
  sourcesRead: number;
  /** Web pages the run may still add. */
  webBudget: number;
  /** The phase whose failure failed the run (named in its reason). */
  failedPhase: PhaseDefinition | undefined;
  /** Thesis content is saved one write at a time, each from all sections finished so far. */
  saving: Promise<unknown>;
  /** How often each quote is cited over the run's sections (the writer keeps repeats down with it). */
  readonly cited: Map<string, number>;
  /**
   * Names this run in the thesis's history: the run record and when it (re)started, so researching a
   * complete thesis again is another run (the same record starts afresh), a resumed one the same.
   */
  readonly runKey: string;
}

/** The quotes the checkpointed sections cite, counted by their normalised words. */
function citedIn(sections: Partial<Record<SectionKind, SectionCheckpoint>>): Map<string, number> {
  const tally = new Map<string, number>();
  for (const section of Object.values(sections))
    for (const citation of section?.citations ?? []) {
      const key = quoteKey(citation.quote);
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
  return tally;
}

/** The state of a run just claimed (`claimed`: the run after its attempt was counted). */
export function openRun(
  deps: StepDeps,
  claimed: ResearchRunRecord,
  log: Logger,
  controller = new AbortController(),
): RunState {
  const thesisId = claimed.thesisId.toString();
  const brief: ThesisBrief = {
    title: claimed.brief?.title ?? '',
    idea: claimed.brief?.idea ?? '',
    context: claimed.brief?.context ?? '',
    intellectualChallenge: claimed.brief?.intellectualChallenge ?? '',
    // Runs from before languages (issue 31) write British English.
    language: thesisLanguageOf(claimed.brief?.language),
  };
  const webPages = claimed.webPages ?? 0;
  return {
    deps,
    claimed,
    thesisId,
    log,
    caller: {
      userId: claimed.startedBy ?? `thesis:${thesisId}`,
      runId: claimed._id.toString(),
      priority: 'background',
    },
    controller,
    brief,
    // Runs from before plans (or created without one) use the default plan.
    plan: claimed.plan ?? defaultPlan(brief, deps.web),
    sections: { ...claimed.sections },
    done: new Set(claimed.phases.filter((p) => p.status === 'complete').map((p) => p.id)),
    fetchedAt: new Map(),
    sourcesRead: 0,
    webPages,
    webBudget: Math.max(0, (deps.webPagesPerRun ?? 0) - webPages),
    failedPhase: undefined,
    saving: Promise.resolve(),
    cited: citedIn(claimed.sections ?? {}),
    runKey: `${claimed._id.toString()}@${new Date(claimed.startedAt ?? 0).toISOString()}`,
  };
}

/** Matches the run only while this process holds it (same attempt, still running). */
export const fence = (run: RunState, extra: Record<string, unknown> = {}): RunFilter =>
  ({
    _id: run.claimed._id,
    attempt: run.claimed.attempt,
    status: 'running',
    ...extra,
  }) as unknown as RunFilter;

/** Publishes a change of the queue (a run taken or released); a failure is only logged. */
export async function queueChanged(deps: StepDeps, log: Logger, run: ResearchRunRecord): Promise<void> {
  try {
    await deps.onQueueChange?.(run);
  } catch (error) {
    log.warn({ err: error, runId: run._id.toString() }, 'queue change not published');
  }
}

/** The article as composed from the finished sections. */
export interface ComposedArticle {
  content: string;
  /** Its citations, numbered 1..N in reading order (the markers in `content`). */
  citations: GroundedCitation[];
  /** Markers the citation check removed, over every section. */
  removed: number;
  /** Those markers, each with its section's title, its sentence and why. */
  unsupported: Array<UnsupportedClaim & { section: string }>;
}

/**
 * The article from the finished sections, in reading order: markers renumbered 1..N over the whole
 * article, no URL but the cited web sources' own, and a Sources section when anything is cited
 * (`fetchedAt`: when each web source was fetched, by source id).
 */
export function composeArticle(
  sections: Partial<Record<SectionKind, SectionCheckpoint>>,
  fetchedAt?: Map<string, Date>,
  language?: ThesisLanguage,
): ComposedArticle {
  // The headings are in the thesis's language (issue 31); English when it has none.
  const titles = sectionTitlesIn(language);
  const kinds = SECTION_ORDER.filter((kind) => sections[kind]);
  const parts: GroundedText[] = kinds.map((kind) => ({
    markdown: sections[kind]!.markdown.trim(),
    citations: sections[kind]!.citations ?? [],
    removed: sections[kind]!.removed ?? 0,
  }));
  const { markdowns, citations } = renumber(parts);
  const allowed = new Set(
    citations.flatMap((citation) => (citation.passage.url ? [citation.passage.url] : [])),
  );
  const body = kinds
    .map((kind, index) => `## ${titles[kind]}\n\n${dropForeignUrls(markdowns[index]!, allowed).trim()}`)
    .join('\n\n');
  const sources =
    citations.length > 0 ? sourcesSection(citations, fetchedAt, sourcesListIn(language)).trim() : '';
  return {
    content: sources ? `${body}\n\n${sources}` : body,
    citations,
    removed: parts.reduce((sum, part) => sum + part.removed, 0),
    unsupported: kinds.flatMap((kind) =>
      (sections[kind]!.unsupported ?? []).map((claim) => ({ ...claim, section: titles[kind] })),
    ),
  };
}

/** What a section's retrieval looks for: its phase's questions and its own title. */
function retrievalQuery(kind: SectionKind, phase: PlanPhase): string {
  return [...phase.questions, SECTIONS[kind].title].join('\n');
}

/** Resolves when `signal` aborts (never rejects). */
const aborted = (signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

function noteSources(run: RunState, list: readonly SourceRef[]): void {
  for (const source of list) {
    if (run.plan.excludedSourceIds.includes(source.id)) continue;
    run.sourcesRead += 1;
    if (source.fetchedAt) run.fetchedAt.set(source.id, new Date(source.fetchedAt));
  }
}

/**
 * Before the phases: sources still being extracted are waited for (bounded: the run should read them),
 * then the ready sources' fetch dates noted for the Sources section.
 */
export async function settleSources(run: RunState): Promise<void> {
  const { sources } = run.deps;
  if (!sources) return;
  const { signal } = run.controller;
  if (run.done.size < RESEARCH_PHASES.length) {
    await Promise.race([
      sources
        .waitUntilSettled(run.thesisId, run.deps.settleMs ?? SOURCES_SETTLE_MS)
        .catch((error: unknown) => run.log.warn({ err: error }, 'could not wait for sources to settle')),
      aborted(signal),
    ]);
    signal.throwIfAborted();
  }
  noteSources(run, await sources.readyOf(run.thesisId).catch(() => []));
}

/**
 * A phase's web search for its plan's queries. Web pages: at most webPagesPerRun over the run
 * (resumes included), shared fairly by the phases that search; a page budget is taken before a search
 * and what it did not use is given back. A failing search is logged, never fatal.
 */
export async function gatherWeb(
  run: RunState,
  phase: PhaseDefinition,
  phasePlan: PlanPhase,
  signal: AbortSignal,
): Promise<void> {
  const { web } = run.deps;
  if (!web || web.searchKind === 'none' || phasePlan.searchQueries.length === 0) return;
  const perRun = run.deps.webPagesPerRun ?? 0;
  const searching = run.plan.phases.filter((p) => p.searchQueries.length > 0).length;
  const limit = Math.min(run.webBudget, Math.ceil(perRun / Math.max(1, searching)));
  if (limit <= 0) return;
  run.webBudget -= limit;
  let added = 0;
  try {
    const result = await web.gather({
      thesisId: run.thesisId,
      queries: phasePlan.searchQueries,
      limit,
      signal,
    });
    added = Math.min(result.added.length, limit);
    noteSources(run, result.added);
    if (result.skipped.length > 0)
      run.log.info({ phase: phase.id, skipped: result.skipped.length }, 'web pages skipped');
  } catch (error) {
    if (signal.aborted) throw error;
    run.log.warn({ err: error, phase: phase.id }, 'web search failed; the phase goes on without it');
  }
  run.webBudget += limit - added;
  if (added > 0) {
    run.webPages += added;
    const counted = await ResearchRunModel.updateOne(fence(run), { $inc: { webPages: added } });
    if (counted.matchedCount === 0) throw new LostRun('run taken over');
  }
}

/**
 * The passages a section is written from (numbered 1..n for the model), the plan's left-out sources
 * excluded; none without the sources domain. A failing retrieval is logged: the section is written
 * without sources.
 */
export async function retrievePassages(
  run: RunState,
  kind: SectionKind,
  phasePlan: PlanPhase,
  signal: AbortSignal,
): Promise<EvidencePassage[]> {
  const { sources } = run.deps;
  if (!sources) return [];
  try {
    const passages = await sources.retrieve(run.thesisId, retrievalQuery(kind, phasePlan), {
      limit: PASSAGES_PER_SECTION,
      excludeSourceIds: run.plan.excludedSourceIds,
      signal,
      caller: run.caller,
    });
    return passages.slice(0, PASSAGES_PER_SECTION).map((passage, index) => ({ ...passage, n: index + 1 }));
  } catch (error) {
    if (signal.aborted) throw error;
    run.log.warn({ err: error, section: kind }, 'retrieval failed; the section is written without sources');
    return [];
  }
}

/** The model's draft of a section, from the brief, the sections it builds on and the passages. */
export function draftSection(
  run: RunState,
  kind: SectionKind,
  phasePlan: PlanPhase,
  passages: EvidencePassage[],
  signal: AbortSignal,
): Promise<SectionDraft> {
  // Markers [n] of another prompt's numbering are left out of what a later section reads.
  const basis = Object.fromEntries(
    SECTIONS[kind].basis.flatMap((key) =>
      run.sections[key] ? [[key, stripMarkers(run.sections[key].markdown)]] : [],
    ),
  );
  return run.deps.ai.writeSection(
    {
      kind,
      brief: run.brief,
      basis,
      questions: phasePlan.questions,
      passages,
      cited: run.cited,
      sourcesRead: run.sourcesRead,
    },
    { signal, caller: run.caller },
  );
}

/** A draft as checkpointed: only markers whose passage was given and whose quoted words are in it stay. */
export function groundDraft(draft: SectionDraft, passages: EvidencePassage[]): SectionCheckpoint {
  const grounded = groundText(draft.markdown, draft.citations ?? [], passages);
  return {
    markdown: grounded.markdown,
    ...(draft.summary !== undefined ? { summary: stripMarkers(draft.summary) } : {}),
    citations: grounded.citations,
    removed: grounded.removed,
    unsupported: grounded.unsupported ?? [],
    retrieved: passages.map((passage) => passage.passageId),
  };
}

/** Saves the thesis's content from all sections finished so far (one write at a time, in order). */
function saveContent(run: RunState): Promise<unknown> {
  run.saving = run.saving.then(async () => {
    const content = composeArticle(run.sections, run.fetchedAt, run.brief.language).content;
    if (!(await run.deps.theses.saveResearch(run.thesisId, { content }, run.runKey)))
      run.controller.abort(new LostRun('thesis deleted'));
  });
  return run.saving;
}

/** Records a finished section (once: a section already checkpointed is not written over), then saves the content. */
export async function checkpointSection(
  run: RunState,
  kind: SectionKind,
  checkpoint: SectionCheckpoint,
): Promise<void> {
  const saved = await ResearchRunModel.updateOne(fence(run, { [`sections.${kind}`]: { $exists: false } }), {
    $set: { [`sections.${kind}`]: checkpoint },
  });
  if (saved.matchedCount === 0) throw new LostRun('run taken over');
  run.sections[kind] = checkpoint;
  await saveContent(run);
}

/** One section: retrieved, drafted, grounded, checkpointed. */
export async function writeSection(
  run: RunState,
  kind: SectionKind,
  phasePlan: PlanPhase,
  signal: AbortSignal,
): Promise<void> {
  const passages = await retrievePassages(run, kind, phasePlan, signal);
  const draft = await draftSection(run, kind, phasePlan, passages, signal);
  await checkpointSection(run, kind, groundDraft(draft, passages));
}

/** Moves a phase to in_progress or complete and reports the change (the progress event). */
export async function transition(
  run: RunState,
  phase: PhaseDefinition,
  status: 'in_progress' | 'complete',
): Promise<void> {
  // Phases are stored in RESEARCH_PHASES order, so a phase's fields are addressed by its index.
  const at = `phases.${RESEARCH_PHASES.indexOf(phase)}`;
  const update =
    status === 'complete'
      ? { $set: { [`${at}.status`]: 'complete' }, $inc: { [`${at}.completions`]: 1 } }
      : { $set: { [`${at}.status`]: 'in_progress' } };
  const changed = await ResearchRunModel.findOneAndUpdate(
    fence(run, { [`${at}.id`]: phase.id, [`${at}.status`]: { $ne: 'complete' } }),
    update,
    { returnDocument: 'after' },
  ).lean<ResearchRunRecord>();
  if (!changed) throw new LostRun('run taken over');
  await run.deps.onChange(changed, phase.id);
}

/**
 * Every phase not yet complete, each once the phases it depends on are: in progress, its web search
 * (when it has sections left), its open sections in parallel, complete. The first failure stops the
 * phases still running; it is thrown (a LostRun when the run was lost meanwhile).
 */
export async function runPhases(run: RunState): Promise<void> {
  const { controller } = run;
  const started = new Map<string, Promise<void>>();
  const runPhase = (phase: PhaseDefinition): Promise<void> => {
    let promise = started.get(phase.id);
    if (!promise) {
      promise = (async () => {
        await Promise.all(phase.dependsOn.map((id) => runPhase(RESEARCH_PHASES.find((p) => p.id === id)!)));
        if (run.done.has(phase.id)) return;
        controller.signal.throwIfAborted();
        await transition(run, phase, 'in_progress');
        const phasePlan = phaseOf(run.plan, phase.id);
        try {
          const open = phase.sections.filter((kind) => !run.sections[kind]);
          if (open.length > 0) await gatherWeb(run, phase, phasePlan, controller.signal);
          await Promise.all(open.map((kind) => writeSection(run, kind, phasePlan, controller.signal)));
        } catch (error) {
          run.failedPhase ??= phase;
          throw error;
        }
        await transition(run, phase, 'complete');
      })();
      started.set(phase.id, promise);
      // The first failure stops the phases still running.
      promise.catch((error: unknown) => controller.abort(error));
    }
    return promise;
  };
  const outcomes = await Promise.allSettled(RESEARCH_PHASES.map(runPhase));
  const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (failure) throw controller.signal.reason instanceof LostRun ? controller.signal.reason : failure.reason;
}

/**
 * The run's end once every phase is complete: the article composed, its citations replaced as a whole
 * and judged where the model can judge, the thesis saved complete, the run complete with its grounding
 * figures (and the last progress event).
 */
export async function completeRun(run: RunState): Promise<void> {
  const { deps, controller, sections, thesisId } = run;
  await run.saving;
  const summary = sections.summary?.summary ?? '';
  const current = await ResearchRunModel.exists(fence(run));
  if (!current) throw new LostRun('run taken over');
  const article = composeArticle(sections, run.fetchedAt, run.brief.language);
  await deps.citations.replaceArticle(thesisId, article.citations, {
    removed: article.removed,
    unsupported: article.unsupported,
  });
  controller.signal.throwIfAborted();
  await deps.citations.judge(thesisId, { signal: controller.signal, caller: run.caller });
  controller.signal.throwIfAborted();
  if (
    !(await deps.theses.saveResearch(
      thesisId,
      { status: 'complete', content: article.content, summary },
      run.runKey,
    ))
  ) {
    await deps.citations.deleteOfTheses([thesisId]);
    throw new LostRun('thesis deleted');
  }
  const retrieved = new Set(Object.values(sections).flatMap((section) => section?.retrieved ?? []));
  const grounding = {
    retrieved: retrieved.size,
    cited: article.citations.length,
    removed: article.removed,
    webPages: run.webPages,
  };
  const finished = await ResearchRunModel.findOneAndUpdate(
    fence(run),
    { $set: { status: 'complete', finishedAt: new Date(), grounding } },
    { returnDocument: 'after' },
  ).lean<ResearchRunRecord>();
  if (finished) await deps.onChange(finished, RESEARCH_PHASES.at(-1)!.id);
  run.log.info({ grounding }, 'research run complete');
}

/** Whether an error means this process no longer holds the run (it is released, not failed). */
export function isLost(run: RunState, error: unknown): boolean {
  const cause = run.controller.signal.aborted ? run.controller.signal.reason : error;
  return cause instanceof LostRun || error instanceof LostRun;
}

/** The run goes back to the queue until a gateway takes it (it says so meanwhile). */
export async function releaseRun(run: RunState, error: unknown): Promise<void> {
  const cause = run.controller.signal.aborted ? run.controller.signal.reason : error;
  run.log.info({ reason: (cause as Error).message }, 'research run released');
  const released = await ResearchRunModel.findOneAndUpdate(
    fence(run),
    { $set: { takenAt: null } },
    { returnDocument: 'after' },
  ).lean<ResearchRunRecord>();
  if (released) await queueChanged(run.deps, run.log, released);
}

function reasonFor(error: unknown, phase: PhaseDefinition | undefined): string {
  const where = phase ? ` at “${phase.title}”` : '';
  const again = 'Start the research again to continue from the last finished phase.';
  if (error instanceof AiError) return `Research stopped${where}: ${error.message} ${again}`;
  return `Research stopped${where} because of an internal error. ${again}`;
}

/**
 * The run failed: marked failed with a reason naming the phase (phases in progress back to pending),
 * the thesis's research failed, and the progress event at that phase.
 */
export async function failRun(run: RunState, error: unknown): Promise<void> {
  const reason = reasonFor(error, run.failedPhase);
  if (!(error instanceof AiError)) run.log.error({ err: error }, 'research run failed');
  else run.log.warn({ reason }, 'research run failed');
  const failed = await ResearchRunModel.findOneAndUpdate(
    fence(run),
    {
      $set: {
        status: 'failed',
        failureReason: reason,
        finishedAt: new Date(),
        'phases.$[open].status': 'pending',
      },
    },
    { returnDocument: 'after', arrayFilters: [{ 'open.status': 'in_progress' }] },
  ).lean<ResearchRunRecord>();
  if (failed) {
    await run.deps.theses.saveResearch(run.thesisId, { status: 'failed' });
    await run.deps.onChange(failed, run.failedPhase?.id ?? RESEARCH_PHASES[0]!.id);
  }
}
