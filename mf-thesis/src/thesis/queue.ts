// What a waiting research run tells its owner (issue 20): its place in the queue and about when it
// starts, from the run's queuePosition (1: next to start) and estimatedStartSeconds.

/** '40 seconds', 'about 3 minutes', 'about 1 hour 5 minutes'. */
export function aboutIn(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours === 1 ? '' : 's'}${rest ? ` ${rest} minute${rest === 1 ? '' : 's'}` : ''}`;
}

/**
 * 'Queued — 3 runs ahead', 'Queued — 1 run ahead', 'Queued — next to start'; null when the run is not
 * waiting.
 */
export function queuedLabel(queuePosition: number | null | undefined): string | null {
  if (queuePosition === null || queuePosition === undefined || queuePosition < 1) return null;
  const ahead = queuePosition - 1;
  if (ahead === 0) return 'Queued — next to start';
  return `Queued — ${ahead} run${ahead === 1 ? '' : 's'} ahead`;
}

/** 'It should start in about 4 minutes.'; null without an estimate. */
export function startEstimate(estimatedStartSeconds: number | null | undefined): string | null {
  if (estimatedStartSeconds === null || estimatedStartSeconds === undefined) return null;
  return `It should start in ${aboutIn(estimatedStartSeconds)}.`;
}
