// The thesis page's rules as pure functions (spec §4 research transitions and progress, §5 card edits,
// §9 polling): what the research area shows, how far a run has got, when to poll and when to retry.
import { translatorFor, type ThesisTranslate } from '../i18n/thesis';

export type ThesisStatus = 'draft' | 'researching' | 'complete' | 'failed';

/**
 * Spec §4: complete phases / total × 90; 95 when every phase is done but there is no content yet; 100
 * when every phase is done, content exists and the thesis is complete. Capped at 90 until then (the
 * gateway's researchProgress events use the same rule).
 */
export function researchPercent(
  phases: ReadonlyArray<{ status: string }>,
  hasContent: boolean,
  status: ThesisStatus,
): number {
  const total = phases.length;
  if (total === 0) return 0;
  const complete = phases.filter((phase) => phase.status === 'complete').length;
  if (complete === total) return hasContent ? (status === 'complete' ? 100 : 90) : 95;
  return Math.floor((complete / total) * 90);
}

/** Spec §9: phases every 3 s, the thesis every 5 s. */
const PHASES_POLL_MS = 3_000;
const THESIS_POLL_MS = 5_000;

/**
 * Polling intervals (0 = none). Live progress comes over the `researchProgress` subscription; the page
 * polls only while a run is going and that socket is down.
 */
export function pollingPlan(
  researching: boolean,
  socketDown: boolean,
): { phasesMs: number; thesisMs: number } {
  return researching && socketDown
    ? { phasesMs: PHASES_POLL_MS, thesisMs: THESIS_POLL_MS }
    : { phasesMs: 0, thesisMs: 0 };
}

/** True when every phase is done but the thesis still says researching (spec §4: stuck status). */
export function isStuck(phases: ReadonlyArray<{ status: string }>, status: ThesisStatus): boolean {
  return (
    status === 'researching' && phases.length > 0 && phases.every((phase) => phase.status === 'complete')
  );
}

export type StuckStep = { atMs: number; action: 'refetch' | 'clearCache' };

/**
 * Spec §4/§9: refresh the thesis 1, 3 and 5 s after the status got stuck; with the full five phases,
 * clear the cached thesis and fetch it afresh at 8 s.
 */
export function stuckSchedule(phaseCount: number): StuckStep[] {
  const steps: StuckStep[] = [1_000, 3_000, 5_000].map((atMs) => ({ atMs, action: 'refetch' }));
  if (phaseCount === 5) steps.push({ atMs: 8_000, action: 'clearCache' });
  return steps;
}

export type ResearchArea =
  | { kind: 'progress' }
  | { kind: 'failed'; reason: string }
  | { kind: 'notStarted' }
  | { kind: 'empty' }
  | { kind: 'ready' }
  | { kind: 'none' };

/**
 * What the research area shows (spec §2 Thesis page): the progress panel while researching; a failed
 * run's reason with Retry Research; a draft with no content (no research started yet): 'not started' +
 * Start Research; any other thesis with no content: 'no article yet' + Start Research; content but
 * neither researching nor complete: 'Ready to conduct deep AI research' + Start Research. (The spec's
 * 'still being researched' is said of no state: while research runs the progress panel shows, and
 * before it starts nothing is being researched; issue 33 item 6.)
 */
export function researchArea(
  status: ThesisStatus,
  hasContent: boolean,
  failureReason?: string | null,
  t: ThesisTranslate = translatorFor('UK'),
): ResearchArea {
  if (status === 'researching') return { kind: 'progress' };
  if (status === 'failed') {
    return {
      kind: 'failed',
      reason: failureReason?.trim() || t('thesis.research.stoppedReason'),
    };
  }
  if (!hasContent) return { kind: status === 'draft' ? 'notStarted' : 'empty' };
  if (status !== 'complete') return { kind: 'ready' };
  return { kind: 'none' };
}

/** The researching → complete transition: 'Research Complete!', card index and open edits reset. */
export function researchJustCompleted(previous: ThesisStatus | undefined, next: ThesisStatus): boolean {
  return previous === 'researching' && next === 'complete';
}

export type CardEditOutcome =
  | { kind: 'blank' }
  | { kind: 'notPersisted'; title: 'Key insights updated' | 'Summary updated' }
  | { kind: 'missing' }
  | { kind: 'save'; content: string };

/**
 * Spec §5 card edits: blank text refused; the Key Insights and summary cards are not persisted; a
 * section card's original block replaced in the content, or 'missing' when it cannot be found any more.
 */
export function cardEditOutcome<Card extends { kind: 'section' | 'summary' | 'keyInsights' }>(
  card: Card,
  newText: string,
  content: string,
  replace: (content: string, card: Card, newText: string) => string | null,
): CardEditOutcome {
  if (newText.trim() === '') return { kind: 'blank' };
  if (card.kind === 'keyInsights') return { kind: 'notPersisted', title: 'Key insights updated' };
  if (card.kind === 'summary') return { kind: 'notPersisted', title: 'Summary updated' };
  const next = replace(content, card, newText);
  return next === null ? { kind: 'missing' } : { kind: 'save', content: next };
}

/** The public link of a shared thesis (spec §9: {origin}/shared/{shareUrl}); '' when there is none. */
export function shareLink(origin: string, shareUrl: string): string {
  return shareUrl ? `${origin}/shared/${shareUrl}` : '';
}
