// The thesis status badge, the same on the project page's cards and the thesis page (spec §4 thesis status).

export type StatusTone = 'green' | 'amber' | 'grey' | 'red';

export interface StatusBadge {
  label: 'Complete' | 'In Progress' | 'Draft' | 'Failed';
  tone: StatusTone;
}

/** complete → Complete (green), researching → In Progress (amber), failed → Failed (red), anything else → Draft (grey). */
export function thesisStatusBadge(status: string): StatusBadge {
  switch (status) {
    case 'complete':
      return { label: 'Complete', tone: 'green' };
    case 'researching':
      return { label: 'In Progress', tone: 'amber' };
    case 'failed':
      return { label: 'Failed', tone: 'red' };
    default:
      return { label: 'Draft', tone: 'grey' };
  }
}

/** Tailwind classes per tone; each pair keeps text contrast above 4.5:1. */
export const STATUS_TONE_CLASS: Record<StatusTone, string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-800',
  grey: 'border-slate-200 bg-slate-100 text-slate-700',
  red: 'border-red-200 bg-red-50 text-red-800',
};
