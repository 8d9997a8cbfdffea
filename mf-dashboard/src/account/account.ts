// Rules of the account page (issue 21): what an export holds, what deleting the account removes, how a
// session reads, the export's file name, and (issue 33 item 5) what the sign-in details forms accept.
import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
} from '@thesis-studio/domain';
import type { Translate } from '../i18n';

/** What GET /api/user/export puts in the ZIP (README "Your data"), in the reader's language (`t`). */
export const exportContents = (t: Translate): string[] => [
  t('dashboard.export.contents1'),
  t('dashboard.export.contents2'),
  t('dashboard.export.contents3'),
];

/** The counts MyDataSummary gives the delete dialog. */
export interface AccountDataCounts {
  projects: number;
  theses: number;
  sources: number;
  savedLinks: number;
  comments: number;
  questionsSent: number;
  questionsReceived: number;
  readerChats: number;
  sessions: number;
}

/**
 * The consequences of deleting the account, one line each with the person's own counts; what they do
 * not have is left out.
 */
export function deletionConsequences(data: AccountDataCounts, t: Translate): string[] {
  const lines = [t('dashboard.delete.account')];
  if (data.projects + data.theses > 0) {
    lines.push(
      t('dashboard.delete.projects', { projects: data.projects, theses: data.theses, sources: data.sources }),
    );
  }
  if (data.theses > 0) lines.push(t('dashboard.delete.shared'));
  if (data.savedLinks > 0) lines.push(t('dashboard.delete.savedLinks', { count: data.savedLinks }));
  if (data.comments > 0) lines.push(t('dashboard.delete.comments', { count: data.comments }));
  if (data.questionsSent > 0) lines.push(t('dashboard.delete.questionsSent', { count: data.questionsSent }));
  if (data.questionsReceived > 0)
    lines.push(t('dashboard.delete.questionsReceived', { count: data.questionsReceived }));
  if (data.readerChats > 0) lines.push(t('dashboard.delete.readerChats', { count: data.readerChats }));
  lines.push(t('dashboard.delete.signedOut', { count: data.sessions }));
  return lines;
}

/** 'Chrome 126 on macOS 14.5'. */
export function sessionDevice(session: { browser: string; os: string }, t: Translate): string {
  return t('dashboard.sessions.device', { browser: session.browser, os: session.os });
}

/** The file name from Content-Disposition (filename* first), else a dated default. */
export function exportFileName(contentDisposition: string | null, now = new Date()): string {
  const header = contentDisposition ?? '';
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1];
  let name = '';
  try {
    name = encoded ? decodeURIComponent(encoded.trim().replace(/^"|"$/g, '')) : (plain?.trim() ?? '');
  } catch {
    name = plain?.trim() ?? '';
  }
  // Only a bare file name: no folders.
  name = name.split(/[\\/]/).pop() ?? '';
  return name || `thesis-studio-export-${now.toISOString().slice(0, 10)}.zip`;
}

/** A form's problems by field, as the API names them in `fieldErrors`; the first message of each. */
export type FieldProblems = Partial<Record<string, string>>;

// The API's own messages (auth.schemas.ts, users.schemas.ts), in the reader's language, so a problem
// reads the same in English whether this page or the server finds it.

/** Change password: the rules of sign-up for the new one (spec §9), typed twice, not the current one. */
export function passwordChangeProblems(
  input: {
    currentPassword: string;
    newPassword: string;
    confirmPassword: string;
  },
  t: Translate,
): FieldProblems {
  const problems: FieldProblems = {};
  if (!input.currentPassword) problems['currentPassword'] = t('dashboard.signIn.currentPasswordMissing');
  if (input.newPassword.length < MIN_PASSWORD_LENGTH)
    problems['newPassword'] = t('dashboard.signIn.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  else if (input.newPassword.length > MAX_PASSWORD_LENGTH)
    problems['newPassword'] = t('dashboard.signIn.passwordTooLong', { max: MAX_PASSWORD_LENGTH });
  else if (input.newPassword === input.currentPassword)
    problems['newPassword'] = t('dashboard.signIn.samePassword');
  if (!problems['newPassword'] && input.newPassword !== input.confirmPassword)
    problems['confirmPassword'] = t('dashboard.signIn.passwordsDiffer');
  return problems;
}

/** Change email: a plausible new address (the server has the last word) and the current password. */
export function emailChangeProblems(
  input: { newEmail: string; currentPassword: string },
  currentEmail: string,
  t: Translate,
): FieldProblems {
  const problems: FieldProblems = {};
  const email = input.newEmail.trim();
  if (!email) problems['newEmail'] = t('dashboard.signIn.emailRequired');
  else if (email.length > MAX_EMAIL_LENGTH)
    problems['newEmail'] = t('dashboard.signIn.emailTooLong', { max: MAX_EMAIL_LENGTH });
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems['newEmail'] = t('dashboard.signIn.emailInvalid');
  else if (email.toLowerCase() === currentEmail.toLowerCase())
    problems['newEmail'] = t('dashboard.signIn.sameEmail');
  if (!input.currentPassword) problems['currentPassword'] = t('dashboard.signIn.currentPasswordMissing');
  return problems;
}

/** Change username: one line, not empty, within the account's limit. */
export function usernameProblems(username: string, t: Translate): FieldProblems {
  const name = username.trim();
  if (!name) return { username: t('dashboard.signIn.usernameRequired') };
  if (name.length > MAX_USERNAME_LENGTH)
    return { username: t('dashboard.signIn.usernameTooLong', { max: MAX_USERNAME_LENGTH }) };
  return {};
}

/** The first message of each field the server refused (BAD_USER_INPUT's `fieldErrors`). */
export function firstFieldProblems(fieldErrors: Record<string, string[]>): FieldProblems {
  const problems: FieldProblems = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages[0]) problems[field] = messages[0];
  }
  return problems;
}
