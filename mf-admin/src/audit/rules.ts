// Rules of the admin audit screen (issue 21 part 5): the filter form as the auditLog query's filter,
// and the range of entries a page shows.
import { auditDetails, type AuditActionName, type AuditEntryView } from '@thesis-studio/domain';
import type { Translate } from '../i18n';

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

/** What is wrong with the form, or null, in the reader's language (`t`). */
export function auditFilterProblem(form: AuditFilterForm, t: Translate): string | null {
  if (form.from && form.to && form.from > form.to) return t('admin.audit.datesProblem');
  return null;
}

/** 'Entries 26–50 of 112' for the page at `pageIndex` (0-based) holding `shown` entries. */
export function auditRangeLabel(pageIndex: number, shown: number, total: number, t: Translate): string {
  if (total === 0 || shown === 0) return t('admin.audit.noEntries');
  const first = pageIndex * AUDIT_PAGE_SIZE + 1;
  return t('admin.audit.range', { first, last: first + shown - 1, total });
}

/** The entry's particulars in the reader's language: 'user → admin', 'Firefox 128 on Linux', "Token 'CI deploys'". */
export function auditEntryDetails(entry: AuditEntryView, t: Translate): string {
  switch (entry.action) {
    case 'role_changed':
      return auditDetails(entry);
    case 'new_browser_sign_in':
      return entry.browser && entry.os
        ? t('admin.audit.details.browserOnOs', { browser: entry.browser, os: entry.os })
        : (entry.browser ?? entry.os ?? '');
    case 'token_revoked':
      return entry.tokenName
        ? t('admin.audit.details.tokenName', { name: entry.tokenName })
        : entry.tokenId
          ? t('admin.audit.details.tokenId', { id: entry.tokenId })
          : '';
    default:
      return '';
  }
}
