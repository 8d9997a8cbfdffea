// When a revision was made, as the history list says it: minutes and hours today, then the thesis
// page's day scale (1 day ago, n days ago under 7, then the date).
import { formatRelativeDate } from '@thesis-studio/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function revisionTime(iso: string, now: Date = new Date()): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return '';
  const ago = Math.max(0, now.getTime() - when.getTime());
  if (ago < MINUTE) return 'Just now';
  if (ago < HOUR) {
    const minutes = Math.floor(ago / MINUTE);
    return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  }
  if (ago < 24 * HOUR && formatRelativeDate(when, 'thesisPage', { now }) === 'Today') {
    const hours = Math.floor(ago / HOUR);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  return formatRelativeDate(when, 'thesisPage', { now });
}
