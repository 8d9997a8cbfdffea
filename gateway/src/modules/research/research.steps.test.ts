// Each step of a research run on its own (research.steps.ts), against a stored run and fakes of the
// other domains; the runner's tests (research.runner.test.ts, research.durability.test.ts) run them
// together.
import { Types } from 'mongoose';
import { pino } from 'pino';
import { beforeEach, describe, expect, it } from 'vitest';
import { AiError, SECTION_ORDER, type AiProvider, type SectionRequest } from '../../shared/ai/index.js';
import type { EvidencePassage } from '../../shared/grounding/types.js';
import { evidencePassage } from '../../shared/grounding/testing.js';
import { useTestDatabase } from '../../testing/database.js';
import type { SourceRef, WebPort } from '../citations/index.js';
import { ResearchRunModel, type ResearchRunRecord, type SectionCheckpoint } from './research.model.js';
import { defaultPlan, phaseOf, type RunPlan } from './research.plan.js';
import { RESEARCH_PHASES, type PhaseDefinition } from './research.phases.js';
import {
  checkpointSection,
  completeRun,
  draftSection,
  failRun,
  gatherWeb,
  groundDraft,
  isLost,
  LostRun,
  openRun,
  PASSAGES_PER_SECTION,
  releaseRun,
  retrievePassages,
  runPhases,
  settleSources,
  transition,
  writeSection,
  type RunState,
  type StepDeps,
} from './research.steps.js';
import { BRIEF } from './research.testing.js';

const logger = pino({ level: 'silent' });
const phase = (id: string): PhaseDefinition => RESEARCH_PHASES.find((p) => p.id === id)!;

const passage = (n: number, text: string, sourceId = `s${n}`): EvidencePassage =>
  evidencePassage(n, text, { sourceId, sourceKind: 'text', location: `p. ${n}` });

/** Fakes of the other domains, recording what the steps asked of them. */
function fakes() {
  const calls = {
    writes: [] as SectionRequest[],
    saved: [] as Array<Record<string, unknown>>,
    changes: [] as Array<{ status: string; phaseId: string; phases: string[] }>,
    queue: [] as Array<string | null>,
    replaced: [] as number[],
    judged: 0,
    retrieve: [] as Array<{ query: string; exclude: string[] | undefined; limit: number | undefined }>,
    settled: [] as number[],
  };
  let thesisKept = true;
  const deps: StepDeps = {
    ai: {
      writeSection: async (request: SectionRequest) => {
        calls.writes.push(request);
        return {
          markdown: `About ${request.kind} [1].`,
          citations: [{ n: 1, quote: 'Live temperature data' }],
        };
      },
    } as unknown as AiProvider,
    theses: {
      saveResearch: async (_thesisId, update) => {
        calls.saved.push(update as Record<string, unknown>);
        return thesisKept;
      },
    },
    citations: {
      replaceArticle: async (_thesisId, citations) => {
        calls.replaced.push(citations.length);
        return citations.length;
      },
      judge: async () => {
        calls.judged++;
        return 0;
      },
      deleteOfTheses: async () => undefined,
    },
    sources: {
      retrieve: async (_thesisId, query, options = {}) => {
        calls.retrieve.push({ query, exclude: options.excludeSourceIds, limit: options.limit });
        return Array.from({ length: 10 }, (_, i) => ({ ...passage(i + 1, 'Live temperature data.'), n: 99 }));
      },
      readyOf: async (): Promise<SourceRef[]> => [
        { id: 'web1', title: 'A page', url: 'https://example.org/a', fetchedAt: '2026-03-01T00:00:00Z' },
        { id: 'file1', title: 'A file', url: null, fetchedAt: null },
      ],
      waitUntilSettled: async (_thesisId, ms) => {
        calls.settled.push(ms ?? -1);
      },
    },
    settleMs: 1234,
    webPagesPerRun: 6,
    onChange: async (run, phaseId) => {
      calls.changes.push({ status: run.status, phaseId, phases: run.phases.map((p) => p.status) });
    },
    onQueueChange: async (run) => {
      calls.queue.push(run.takenAt ? 'taken' : null);
    },
  };
  return { deps, calls, dropThesis: () => (thesisKept = false) };
}

async function storedRun(
  options: { plan?: Partial<RunPlan>; sections?: Record<string, SectionCheckpoint> } = {},
) {
  const created = await ResearchRunModel.create({
    thesisId: new Types.ObjectId(),
    status: 'running',
    brief: BRIEF,
    plan: { ...defaultPlan(BRIEF, undefined), ...options.plan },
    phases: RESEARCH_PHASES.map(({ id, title, description }) => ({ id, title, description })),
    sections: options.sections ?? {},
    startedAt: new Date(),
    attempt: 1,
    takenAt: new Date(),
  });
  return ResearchRunModel.findById(created._id).lean<ResearchRunRecord>().orFail();
}

async function opened(deps: StepDeps, options: Parameters<typeof storedRun>[0] = {}): Promise<RunState> {
  return openRun(deps, await storedRun(options), logger);
}

const stored = (run: RunState) =>
  ResearchRunModel.findById(run.claimed._id).lean<ResearchRunRecord>().orFail();
/** Another process took the run over (its attempt moved on). */
const takeOver = (run: RunState) =>
  ResearchRunModel.updateOne({ _id: run.claimed._id }, { $inc: { attempt: 1 } });

useTestDatabase();
let f: ReturnType<typeof fakes>;
beforeEach(() => {
  f = fakes();
});

describe('openRun', () => {
  it('takes the brief, the plan, the checkpointed sections and the web pages counted so far', async () => {
    const claimed = await storedRun({ sections: { question: { markdown: 'Q' } } });
    await ResearchRunModel.updateOne({ _id: claimed._id }, { $set: { webPages: 4 } });
    const run = openRun(f.deps, { ...claimed, webPages: 4, startedBy: 'u1' }, logger);
    // A run stored without a language (as before issue 31) writes British English.
    expect(run.brief).toEqual({ ...BRIEF, language: 'en-GB' });
    expect(run.sections.question?.markdown).toBe('Q');
    expect(run.webBudget).toBe(2);
    expect(run.caller).toEqual({ userId: 'u1', runId: claimed._id.toString(), priority: 'background' });
    expect(openRun(f.deps, { ...claimed, startedBy: null }, logger).caller.userId).toBe(
      `thesis:${claimed.thesisId.toString()}`,
    );
  });

  it('counts the quotes the checkpointed sections cite, so a resumed run keeps them from repeating', async () => {
    const cite = (quote: string) => ({ n: 1, quote, sentence: 'S', passage: {} as never });
    const claimed = await storedRun({
      sections: {
        question: { markdown: 'Q', citations: [cite('Clearance takes 48 hours.')] },
        context: { markdown: 'C', citations: [cite('“clearance  takes 48 hours”'), cite('Fees rose.')] },
      },
    });
    const run = openRun(f.deps, claimed, logger);
    expect([...run.cited]).toEqual([
      ['clearance takes 48 hours', 2],
      ['fees rose', 1],
    ]);
  });
});

describe('settleSources', () => {
  it('waits for sources (bounded by settleMs) and notes the ready web sources’ fetch dates', async () => {
    const run = await opened(f.deps);
    await settleSources(run);
    expect(f.calls.settled).toEqual([1234]);
    expect([...run.fetchedAt]).toEqual([['web1', new Date('2026-03-01T00:00:00Z')]]);
  });

  it('does not wait when every phase is complete; stops waiting when the run is aborted', async () => {
    const done = openRun(f.deps, await storedRun(), logger);
    (done.done as Set<string>).clear();
    for (const p of RESEARCH_PHASES) (done.done as Set<string>).add(p.id);
    await settleSources(done);
    expect(f.calls.settled).toEqual([]);

    const never = {
      ...f.deps,
      sources: { ...f.deps.sources!, waitUntilSettled: () => new Promise<void>(() => {}) },
    };
    const run = await opened(never);
    setTimeout(() => run.controller.abort(new LostRun('stopping')), 20);
    await expect(settleSources(run)).rejects.toBeInstanceOf(LostRun);
  });
});

describe('gatherWeb', () => {
  const web = (gather: WebPort['gather']): WebPort => ({ searchKind: 'searxng', gather });
  const plan = (run: RunState) => phaseOf(run.plan, 'evidence');
  const searching: Partial<RunPlan> = {
    phases: RESEARCH_PHASES.map((p) => ({ id: p.id, questions: ['Q?'], searchQueries: ['cold chain'] })),
  };

  it('asks for the phase’s share of the run’s pages, counts what was added on the run', async () => {
    const limits: number[] = [];
    const deps = {
      ...f.deps,
      web: web(async ({ limit }) => {
        limits.push(limit);
        return {
          added: [{ id: 'w1', title: 'W', url: 'https://w.example', fetchedAt: new Date(0) }],
          skipped: [],
        };
      }),
    };
    const run = await opened(deps, { plan: searching });
    await gatherWeb(run, phase('evidence'), plan(run), run.controller.signal);
    // 6 pages over 5 searching phases: 2 each; one used, one given back.
    expect(limits).toEqual([2]);
    expect(run.webPages).toBe(1);
    expect(run.webBudget).toBe(5);
    expect(run.fetchedAt.get('w1')).toEqual(new Date(0));
    expect((await stored(run)).webPages).toBe(1);
  });

  it('a failing search gives its budget back and is not fatal; no search provider, no search', async () => {
    const run = await opened(
      { ...f.deps, web: web(async () => Promise.reject(new Error('search down'))) },
      { plan: searching },
    );
    await gatherWeb(run, phase('evidence'), plan(run), run.controller.signal);
    expect(run.webBudget).toBe(6);
    let asked = 0;
    const none: WebPort = {
      searchKind: 'none',
      gather: async () => ((asked += 1), { added: [], skipped: [] }),
    };
    const off = await opened({ ...f.deps, web: none }, { plan: searching });
    await gatherWeb(off, phase('evidence'), plan(off), off.controller.signal);
    expect(asked).toBe(0);
  });

  it('a run taken over meanwhile cannot count its pages', async () => {
    const run = await opened(
      {
        ...f.deps,
        web: web(async () => ({
          added: [{ id: 'w1', title: 'W', url: 'https://w', fetchedAt: null }],
          skipped: [],
        })),
      },
      { plan: searching },
    );
    await takeOver(run);
    await expect(gatherWeb(run, phase('evidence'), plan(run), run.controller.signal)).rejects.toBeInstanceOf(
      LostRun,
    );
  });
});

describe('retrievePassages', () => {
  it('asks with the phase’s questions and the section’s title, left-out sources excluded; numbers at most eight', async () => {
    const run = await opened(f.deps, { plan: { excludedSourceIds: ['s9'] } });
    const passages = await retrievePassages(
      run,
      'evidence',
      phaseOf(run.plan, 'evidence'),
      run.controller.signal,
    );
    expect(passages.map((p) => p.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(passages).toHaveLength(PASSAGES_PER_SECTION);
    const [asked] = f.calls.retrieve;
    expect(asked!.exclude).toEqual(['s9']);
    expect(asked!.limit).toBe(PASSAGES_PER_SECTION);
    expect(asked!.query.split('\n').at(-1)).toBe('Evidence and drivers');
    expect(asked!.query).toContain(phaseOf(run.plan, 'evidence').questions[0]);
  });

  it('a failing retrieval gives no passages; without the sources domain none are asked for', async () => {
    const failing = {
      ...f.deps,
      sources: { ...f.deps.sources!, retrieve: () => Promise.reject(new Error('index down')) },
    };
    const run = await opened(failing);
    expect(
      await retrievePassages(run, 'evidence', phaseOf(run.plan, 'evidence'), run.controller.signal),
    ).toEqual([]);
    const bare = await opened({ ...f.deps, sources: undefined });
    expect(
      await retrievePassages(bare, 'evidence', phaseOf(bare.plan, 'evidence'), bare.controller.signal),
    ).toEqual([]);
  });
});

describe('openRun: the thesis’s language (issue 31)', () => {
  it('writes in the language the run was started in', async () => {
    const claimed = await storedRun();
    await ResearchRunModel.updateOne({ _id: claimed._id }, { $set: { 'brief.language': 'de' } });
    const stored = (await ResearchRunModel.findById(claimed._id).lean<typeof claimed>())!;
    expect(openRun(f.deps, stored, logger).brief.language).toBe('de');
  });
});

describe('draftSection', () => {
  it('gives the model the brief, the finished sections it builds on (markers stripped), the questions and passages', async () => {
    const run = await opened(f.deps, {
      sections: { question: { markdown: 'Does live data pay [1]?' }, risks: { markdown: 'Not a basis.' } },
    });
    const passages = [passage(1, 'Live temperature data.')];
    await draftSection(run, 'evidence', phaseOf(run.plan, 'evidence'), passages, run.controller.signal);
    const [request] = f.calls.writes;
    expect(request!.kind).toBe('evidence');
    expect(request!.brief).toEqual({ ...BRIEF, language: 'en-GB' });
    expect(request!.basis).toEqual({ question: 'Does live data pay?' });
    expect(request!.questions).toEqual(phaseOf(run.plan, 'evidence').questions);
    expect(request!.passages).toBe(passages);
  });
});

describe('groundDraft', () => {
  it('keeps markers whose quote is in the given passage, removes and counts the others, lists what was retrieved', () => {
    const passages = [
      passage(1, 'The depot logged 41 excursions.'),
      passage(2, 'Buyers audit every excursion.'),
    ];
    const checkpoint = groundDraft(
      {
        markdown: 'Excursions were logged [1]. Buyers never audit [2]. Made up [3].',
        summary: 'Short [1].',
        citations: [
          { n: 1, quote: 'logged 41 excursions' },
          { n: 2, quote: 'buyers never audit' },
          { n: 3, quote: 'anything' },
        ],
      },
      passages,
    );
    expect(checkpoint.citations?.map((c) => c.passage.passageId)).toEqual(['p1']);
    expect(checkpoint.removed).toBe(2);
    // What was removed is checkpointed with its sentence and why, for the owner's page.
    expect(checkpoint.unsupported?.map((claim) => [claim.sentence, claim.reason])).toEqual([
      ['Buyers never audit.', 'quote_not_in_passage'],
      ['Made up.', 'passage_unknown'],
    ]);
    expect(checkpoint.markdown).not.toContain('[2]');
    expect(checkpoint.summary).toBe('Short.');
    expect(checkpoint.retrieved).toEqual(['p1', 'p2']);
    expect('summary' in groundDraft({ markdown: 'x', citations: [] }, [])).toBe(false);
  });
});

describe('checkpointSection and writeSection', () => {
  it('records a section once and saves the thesis content composed from the finished sections', async () => {
    const run = await opened(f.deps, { sections: { question: { markdown: 'The question.' } } });
    await checkpointSection(run, 'evidence', {
      markdown: 'The evidence.',
      citations: [],
      removed: 0,
      retrieved: [],
    });
    expect((await stored(run)).sections.evidence?.markdown).toBe('The evidence.');
    expect(f.calls.saved.at(-1)!.content).toBe(
      '## The central question\n\nThe question.\n\n## Evidence and drivers\n\nThe evidence.',
    );
    // Another attempt's checkpoint of the same section is not written over.
    await expect(checkpointSection(run, 'evidence', { markdown: 'Again.' })).rejects.toBeInstanceOf(LostRun);
  });

  it('a deleted thesis stops the run; writeSection retrieves, drafts, grounds and checkpoints', async () => {
    f.dropThesis();
    const run = await opened(f.deps);
    await writeSection(run, 'context', phaseOf(run.plan, 'evidence'), run.controller.signal);
    const section = (await stored(run)).sections.context!;
    expect(section.markdown).toBe('About context [1].');
    expect(section.citations).toHaveLength(1);
    expect(section.retrieved).toHaveLength(PASSAGES_PER_SECTION);
    expect(run.controller.signal.reason).toBeInstanceOf(LostRun);
  });
});

describe('transition', () => {
  it('moves a phase to in progress, then complete (counted once), reporting each change', async () => {
    const run = await opened(f.deps);
    await transition(run, phase('evidence'), 'in_progress');
    await transition(run, phase('evidence'), 'complete');
    const evidence = (await stored(run)).phases[1]!;
    expect([evidence.status, evidence.completions]).toEqual(['complete', 1]);
    expect(f.calls.changes.map((c) => [c.phaseId, c.phases[1]])).toEqual([
      ['evidence', 'in_progress'],
      ['evidence', 'complete'],
    ]);
    await expect(transition(run, phase('evidence'), 'complete')).rejects.toBeInstanceOf(LostRun);
  });
});

describe('runPhases', () => {
  it('runs each phase after the ones it depends on, skipping those complete when claimed', async () => {
    const claimed = await storedRun({ sections: { question: { markdown: 'Q.' } } });
    await ResearchRunModel.updateOne({ _id: claimed._id }, { $set: { 'phases.0.status': 'complete' } });
    const run = openRun(
      f.deps,
      {
        ...claimed,
        phases: (await ResearchRunModel.findById(claimed._id).lean<ResearchRunRecord>())!.phases,
      },
      logger,
    );
    await runPhases(run);
    const order = f.calls.writes.map((w) => w.kind);
    expect(order).not.toContain('question');
    expect(order.at(-1)).toBe('summary');
    // Every section but the question, which was complete.
    expect(new Set(order)).toEqual(new Set(SECTION_ORDER.filter((kind) => kind !== 'question')));
    expect((await stored(run)).phases.every((p) => p.status === 'complete')).toBe(true);
    expect(f.calls.changes.some((c) => c.phaseId === 'framing')).toBe(false);
  });

  it('the first failure stops the run, names its phase, and is thrown', async () => {
    const failing = {
      ...f.deps,
      ai: {
        writeSection: () => Promise.reject(new AiError('UNAVAILABLE', 'The model is down.')),
      } as unknown as AiProvider,
    };
    const run = await opened(failing);
    await expect(runPhases(run)).rejects.toBeInstanceOf(AiError);
    expect(run.failedPhase?.id).toBe('framing');
    expect(run.controller.signal.aborted).toBe(true);
  });
});

describe('completeRun', () => {
  it('stores and judges the article’s citations, saves the thesis complete, completes the run with its figures', async () => {
    const run = await opened(f.deps);
    await writeSection(run, 'question', phaseOf(run.plan, 'framing'), run.controller.signal);
    await completeRun(run);
    expect(f.calls.replaced).toEqual([1]);
    expect(f.calls.judged).toBe(1);
    expect(f.calls.saved.at(-1)).toMatchObject({ status: 'complete', summary: '' });
    const done = await stored(run);
    expect(done.status).toBe('complete');
    expect(done.grounding).toEqual({ retrieved: PASSAGES_PER_SECTION, cited: 1, removed: 0, webPages: 0 });
    expect(f.calls.changes.at(-1)).toMatchObject({ status: 'complete', phaseId: 'synthesis' });
  });

  it('a run taken over completes nothing', async () => {
    const run = await opened(f.deps);
    await takeOver(run);
    await expect(completeRun(run)).rejects.toBeInstanceOf(LostRun);
    expect(f.calls.replaced).toEqual([]);
  });
});

describe('releaseRun and failRun', () => {
  it('a lost run goes back to the queue (not taken) and says so', async () => {
    const run = await opened(f.deps);
    run.controller.abort(new LostRun('stopping'));
    expect(isLost(run, new Error('aborted'))).toBe(true);
    await releaseRun(run, new Error('aborted'));
    expect((await stored(run)).takenAt).toBeNull();
    expect(f.calls.queue).toEqual([null]);
  });

  it('a failed run names the phase, puts phases in progress back to pending, fails the thesis’s research', async () => {
    const run = await opened(f.deps);
    await transition(run, phase('framing'), 'in_progress');
    run.failedPhase = phase('framing');
    expect(isLost(run, new AiError('UNAVAILABLE', 'The model is down.'))).toBe(false);
    await failRun(run, new AiError('UNAVAILABLE', 'The model is down.'));
    const failed = await stored(run);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe(
      'Research stopped at “Framing the question”: The model is down. Start the research again to continue from the last finished phase.',
    );
    expect(failed.phases[0]!.status).toBe('pending');
    expect(f.calls.saved.at(-1)).toEqual({ status: 'failed' });
    expect(f.calls.changes.at(-1)).toMatchObject({ status: 'failed', phaseId: 'framing' });
  });
});
