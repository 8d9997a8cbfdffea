// Rules of the User Management page (spec §2 User Management, §5 add user, §6 own account, §8 errors).

import type { Dates } from '@thesis-studio/client';
import type { Role } from '@thesis-studio/domain';
import type { Translate } from '../i18n';

export { isRole, ROLES, type Role } from '@thesis-studio/domain';

/** Spec §6: an admin cannot change or delete the account matching their own email. */
export function isOwnAccount(rowEmail: string, currentEmail: string | undefined): boolean {
  return currentEmail !== undefined && rowEmail.trim().toLowerCase() === currentEmail.trim().toLowerCase();
}

/**
 * Issue 33: granting admin is asked before it happens (an admin manages every account and sees every
 * project); stepping an admin down to user is not, as it takes power away.
 */
export function needsConfirmation(from: Role, to: Role): boolean {
  return from !== 'admin' && to === 'admin';
}

/** What the confirmation before granting admin says, in the reader's language (`t`). */
export function promotionDescription(email: string, t: Translate): string {
  return t('admin.users.promote.description', { email });
}

export interface NewUserForm {
  username: string;
  email: string;
  password: string;
  role: Role;
}

export const EMPTY_NEW_USER: NewUserForm = { username: '', email: '', password: '', role: 'user' };

/** Spec §5: username, email and password are required ('Error' / 'Please fill in all fields'). */
export function newUserProblem(
  form: NewUserForm,
  t: Translate,
): { title: string; description: string } | null {
  if ([form.username, form.email, form.password].some((v) => v.trim() === '')) {
    return { title: t('admin.users.error'), description: t('admin.users.new.missing') };
  }
  return null;
}

/** Spec §8 failure text, with the server's reason appended when there is one. */
export function failureDescription(base: string, reason: string | undefined): string {
  const text = reason?.trim();
  return text ? `${base}: ${text}` : base;
}

/** The joined date in the reader's language choice, or 'Unknown'. */
export function joinedDate(createdAt: string, dates: Dates, t: Translate): string {
  return dates.date(createdAt) || t('admin.users.joinedUnknown');
}
