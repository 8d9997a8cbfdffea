// Rules of the admin audit screen (issue 21 part 5): the filter form as the auditLog query's filter,
// and the range of entries a page shows.
import type { AuditActionName } from '@thesis-studio/domain';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilterForm {
  /** 'all' or one action. */
  action: AuditActionName | 'all';
  /** Account id or email of who did it. */
  actor: string;
  /** Account id or email of whom it was done to. */
  subject: string;
  /** yyyy-mm-dd from a date input, or ''. */
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTER: AuditFilterForm = {
  action: 'all',
  actor: '',
  subject: '',
  from: '',
  to: '',
};

export interface AuditFilterInput {
  action?: AuditActionName;
  actor?: string;
  subject?: string;
  from?: string;
  to?: string;
}

/** The query's filter: empty fields left out (the server reads `to` as up to the end of that day). */
export function auditFilterInput(form: AuditFilterForm): AuditFilterInput {
  const input: AuditFilterInput = {};
  if (form.action !== 'all') input.action = form.action;
  const actor = form.actor.trim();
  const subject = form.subject.trim();
  if (actor) input.actor = actor;
  if (subject) input.subject = subject;
  if (form.from) input.from = form.from;
  if (form.to) input.to = form.to;
  return input;
}

/** What is wrong with the form, or null. */
export function auditFilterProblem(form: AuditFilterForm): string | null {
  if (form.from && form.to && form.from > form.to) return 'The “From” date must not be after the “To” date.';
  return null;
}

/** 'Entries 26–50 of 112' for the page at `pageIndex` (0-based) holding `shown` entries. */
export function auditRangeLabel(pageIndex: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return 'No entries';
  const first = pageIndex * AUDIT_PAGE_SIZE + 1;
  return `Entries ${first}–${first + shown - 1} of ${total}`;
}
