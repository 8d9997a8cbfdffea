// What a waiting research run tells its owner (issue 20): its place in the queue and about when it
// starts, from the run's queuePosition (1: next to start) and estimatedStartSeconds; in the reader's
// language (`t`, English by default).
import { translatorFor, type ThesisTranslate } from '../i18n/thesis';

const ENGLISH = translatorFor('UK');

/** '40 seconds', 'about 3 minutes', 'about 1 hour 5 minutes'. */
export function aboutIn(seconds: number, t: ThesisTranslate = ENGLISH): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return t('thesis.queue.seconds', { count: s });
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return t('thesis.queue.minutes', { count: minutes });
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? t('thesis.queue.hoursMinutes', { hours, minutes: rest }) : t('thesis.queue.hours', { hours });
}

/**
 * 'Queued — 3 runs ahead', 'Queued — 1 run ahead', 'Queued — next to start'; null when the run is not
 * waiting.
 */
export function queuedLabel(
  queuePosition: number | null | undefined,
  t: ThesisTranslate = ENGLISH,
): string | null {
  if (queuePosition === null || queuePosition === undefined || queuePosition < 1) return null;
  const ahead = queuePosition - 1;
  if (ahead === 0) return t('thesis.queue.next');
  return t('thesis.queue.ahead', { count: ahead });
}

/** 'It should start in about 4 minutes.'; null without an estimate. */
export function startEstimate(
  estimatedStartSeconds: number | null | undefined,
  t: ThesisTranslate = ENGLISH,
): string | null {
  if (estimatedStartSeconds === null || estimatedStartSeconds === undefined) return null;
  return t('thesis.queue.estimate', { about: aboutIn(estimatedStartSeconds, t) });
}
