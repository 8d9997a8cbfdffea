// The one line a revision says about its change ('Title changed', 'Edited the section “Market Context”').
import { toString } from 'mdast-util-to-string';
import { parseMarkdown } from './export.document.js';

export interface Text {
  title: string;
  content: string;
  intellectualChallenge: string;
}

interface Section {
  /** The heading's text ('' for what comes before the first heading). */
  heading: string;
  /** Identifies the section among headings of the same text. */
  key: string;
  markdown: string;
}

/** The content cut at every heading. */
export function sections(content: string): Section[] {
  const nodes = parseMarkdown(content);
  const cuts: Array<{ heading: string; start: number }> = [{ heading: '', start: 0 }];
  for (const node of nodes) {
    if (node.type === 'heading' && node.position)
      cuts.push({ heading: toString(node).trim(), start: node.position.start.offset ?? 0 });
  }
  const seen = new Map<string, number>();
  return cuts
    .map((cut, index) => {
      const count = (seen.get(cut.heading) ?? 0) + 1;
      seen.set(cut.heading, count);
      return {
        heading: cut.heading,
        key: `${cut.heading}\u0000${count}`,
        markdown: content.slice(cut.start, cuts[index + 1]?.start ?? content.length).trim(),
      };
    })
    .filter((section) => section.heading !== '' || section.markdown !== '');
}

const name = (section: Section) =>
  section.heading ? `the section “${section.heading}”` : 'the introduction';

/** What an owner's edit did to the content. */
export function describeContentEdit(before: string, after: string): string {
  if (!before.trim()) return 'Wrote the content';
  if (!after.trim()) return 'Cleared the content';
  const old = sections(before);
  const now = sections(after);
  const oldByKey = new Map(old.map((section) => [section.key, section]));
  const nowKeys = new Set(now.map((section) => section.key));
  const edited = now.filter((s) => oldByKey.has(s.key) && oldByKey.get(s.key)!.markdown !== s.markdown);
  const added = now.filter((s) => !oldByKey.has(s.key));
  const removed = old.filter((s) => !nowKeys.has(s.key));
  const changes = edited.length + added.length + removed.length;
  if (changes === 0) return 'Edited the content';
  if (changes === 1) {
    if (edited[0]) return `Edited ${name(edited[0])}`;
    if (added[0]) return `Added ${name(added[0])}`;
    return `Removed ${name(removed[0]!)}`;
  }
  if (added.length === 0 && removed.length === 0 && edited.length === 2) {
    const [a, b] = edited as [Section, Section];
    return a.heading && b.heading
      ? `Edited the sections “${a.heading}” and “${b.heading}”`
      : `Edited ${name(a)} and ${name(b)}`;
  }
  return `Edited ${changes} sections`;
}

/** The line for a change from `before` to `after`; null when nothing a revision keeps changed. */
export function describeChange(before: Text, after: Text, byResearch: boolean): string | null {
  const parts: string[] = [];
  if (before.title !== after.title) parts.push('Title changed');
  if (before.intellectualChallenge !== after.intellectualChallenge) parts.push('Central question changed');
  if (before.content !== after.content) {
    if (byResearch)
      parts.push(before.content.trim() ? 'Research replaced the content' : 'Research wrote the content');
    else parts.push(describeContentEdit(before.content, after.content));
  }
  if (parts.length === 0) return null;
  return parts.map((part, index) => (index === 0 ? part : part[0]!.toLowerCase() + part.slice(1))).join('; ');
}
