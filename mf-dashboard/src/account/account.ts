// Rules of the account page (issue 21): what an export holds, what deleting the account removes, how a
// session reads, the export's file name, and (issue 33 item 5) what the sign-in details forms accept.
import {
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_USERNAME_LENGTH,
  MIN_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@thesis-studio/domain';

/** What GET /api/user/export puts in the ZIP (README "Your data"). */
export const EXPORT_CONTENTS = [
  'Your account, projects, theses, saved links, comments, questions and chats, as JSON',
  'Each thesis as Markdown, with its earlier versions',
  'The files of your sources (documents you uploaded), if you added any',
] as const;

export const EXPORT_LIMITED_MESSAGE =
  'You have exported your data recently. Exports are limited per hour; please try again later.';

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

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The consequences of deleting the account, one line each with the person's own counts; what they do
 * not have is left out.
 */
export function deletionConsequences(data: AccountDataCounts): string[] {
  const lines = ['Your account: your name, email address and password'];
  if (data.projects + data.theses > 0) {
    const sources = data.sources > 0 ? ` and ${count(data.sources, 'source')}` : '';
    lines.push(
      `${count(data.projects, 'project')} and ${count(data.theses, 'thesis', 'theses')}, with their versions, research, chats${sources}`,
    );
  }
  if (data.theses > 0)
    lines.push("Every link you shared stops working: readers will see 'Shared thesis not found'");
  if (data.savedLinks > 0) lines.push(count(data.savedLinks, 'saved link'));
  if (data.comments > 0) lines.push(`${count(data.comments, 'comment')} you wrote on shared theses`);
  if (data.questionsSent > 0) lines.push(`${count(data.questionsSent, 'question')} you sent to owners`);
  if (data.questionsReceived > 0) lines.push(`${count(data.questionsReceived, 'question')} readers sent you`);
  if (data.readerChats > 0)
    lines.push(`Your Query Research chats on ${count(data.readerChats, 'shared thesis', 'shared theses')}`);
  lines.push(`You will be signed out everywhere (${count(data.sessions, 'session')})`);
  return lines;
}

/** 'Chrome 126 on macOS 14.5'. */
export function sessionDevice(session: { browser: string; os: string }): string {
  return `${session.browser} on ${session.os}`;
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

// The API's own messages (auth.schemas.ts, users.schemas.ts), so a problem reads the same whether this
// page or the server finds it.
const CURRENT_PASSWORD_MISSING = 'Please enter your current password.';
const PASSWORDS_DIFFER = 'Please make sure both passwords are the same';
const SAME_PASSWORD = 'The new password is the same as the current one.';
const SAME_EMAIL = 'That is already your email address.';

/** Change password: the rules of sign-up for the new one (spec §9), typed twice, not the current one. */
export function passwordChangeProblems(input: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}): FieldProblems {
  const problems: FieldProblems = {};
  if (!input.currentPassword) problems['currentPassword'] = CURRENT_PASSWORD_MISSING;
  if (input.newPassword.length < MIN_PASSWORD_LENGTH) problems['newPassword'] = PASSWORD_TOO_SHORT_MESSAGE;
  else if (input.newPassword.length > MAX_PASSWORD_LENGTH)
    problems['newPassword'] = `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  else if (input.newPassword === input.currentPassword) problems['newPassword'] = SAME_PASSWORD;
  if (!problems['newPassword'] && input.newPassword !== input.confirmPassword)
    problems['confirmPassword'] = PASSWORDS_DIFFER;
  return problems;
}

/** Change email: a plausible new address (the server has the last word) and the current password. */
export function emailChangeProblems(
  input: { newEmail: string; currentPassword: string },
  currentEmail: string,
): FieldProblems {
  const problems: FieldProblems = {};
  const email = input.newEmail.trim();
  if (!email) problems['newEmail'] = 'Email is required.';
  else if (email.length > MAX_EMAIL_LENGTH)
    problems['newEmail'] = `Email must be at most ${MAX_EMAIL_LENGTH} characters.`;
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    problems['newEmail'] = 'Please enter a valid email address.';
  else if (email.toLowerCase() === currentEmail.toLowerCase()) problems['newEmail'] = SAME_EMAIL;
  if (!input.currentPassword) problems['currentPassword'] = CURRENT_PASSWORD_MISSING;
  return problems;
}

/** Change username: one line, not empty, within the account's limit. */
export function usernameProblems(username: string): FieldProblems {
  const name = username.trim();
  if (!name) return { username: 'Username is required.' };
  if (name.length > MAX_USERNAME_LENGTH)
    return { username: `Username must be at most ${MAX_USERNAME_LENGTH} characters.` };
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
