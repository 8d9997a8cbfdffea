// Rules of the saved-link cards (spec §2 Saved Links page, §9): where a link opens, what it says of its
// project, the order.
import type { Translate } from '../i18n';

/** Spec §9 share link format: /shared/{shareUrl}; the shareUrl may span several segments. */
export function sharedThesisPath(shareUrl: string): string {
  return `/shared/${shareUrl.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
}

/** 'From {project} project' (spec §2), in the reader's language (`t`). */
export const fromProjectLabel = (projectName: string, t: Translate): string =>
  projectName.trim()
    ? t('dashboard.savedLink.fromProject', { project: projectName.trim() })
    : t('dashboard.savedLink.unnamedProject');

/** Newest first by createdAt (ISO dates); equal or unreadable dates keep their order. */
export function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  const time = (item: T) => Date.parse(item.createdAt) || 0;
  return [...items].sort((a, b) => time(b) - time(a));
}
