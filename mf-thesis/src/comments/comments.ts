// Rules of the comment rail (issue 29): threads of a section, the count its badge shows, and the
// @mention being typed with the members it may name.
import { english, type FlowTranslate } from '../i18n/flow';

export interface RailComment {
  id: string;
  section: string;
  parentId?: string | null;
  authorName: string;
  content: string;
  resolved: boolean;
  createdAt: string;
  viewerCanResolve: boolean;
  viewerCanDelete: boolean;
}

export interface Thread<C extends RailComment> {
  root: C;
  replies: C[];
}

/** A section's threads in the order they began, each with its answers in order; open ones first. */
export function threadsOf<C extends RailComment>(comments: readonly C[], section: string): Thread<C>[] {
  const inSection = comments.filter((c) => c.section === section);
  const threads = inSection
    .filter((c) => !c.parentId)
    .map((root) => ({ root, replies: inSection.filter((c) => c.parentId === root.id) }));
  return [...threads.filter((t) => !t.root.resolved), ...threads.filter((t) => t.root.resolved)];
}

/** Per section: the comments of its open threads (what its badge counts). */
export function openCounts(comments: readonly RailComment[]): Map<string, number> {
  const resolved = new Set(comments.filter((c) => !c.parentId && c.resolved).map((c) => c.id));
  const counts = new Map<string, number>();
  for (const c of comments) {
    if (resolved.has(c.id) || (c.parentId && resolved.has(c.parentId))) continue;
    counts.set(c.section, (counts.get(c.section) ?? 0) + 1);
  }
  return counts;
}

/** The @name being typed just before the caret (letters, digits, `_ . -`), or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(?:^|[\s(])@([\p{L}\p{N}_.-]{0,40})$/u.exec(text.slice(0, caret));
  if (!match) return null;
  const query = match[1] ?? '';
  return { start: caret - query.length - 1, query };
}

/** The members whose username starts with (then contains) the query, any case; at most `limit`. */
export function mentionSuggestions<M extends { username: string }>(
  members: readonly M[],
  query: string,
  limit = 6,
): M[] {
  const q = query.toLowerCase();
  const starts = members.filter((m) => m.username.toLowerCase().startsWith(q));
  const contains = members.filter((m) => !starts.includes(m) && m.username.toLowerCase().includes(q));
  return [...starts, ...contains].slice(0, limit);
}

/** The text with the mention at `start` (up to the caret) replaced by `@username `, and the new caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  username: string,
): { text: string; caret: number } {
  const inserted = `@${username} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** 'Comment on Method' / '1 comment on Method' / '3 comments on Method': a badge's accessible name. */
export const badgeLabel = (count: number, section: string, t: FlowTranslate = english): string =>
  t('flow.comments.badge', { count, section });
