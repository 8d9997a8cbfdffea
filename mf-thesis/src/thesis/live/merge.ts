// Merging an edit that met a newer version (issue 29, item 4): the person's unsaved text ("mine")
// against the thesis as it is now ("theirs"), field by field and, for the article, section by section
// (`## ` headings). Nothing is lost unless the person says so: where both differ the default keeps both.
import type { ThesisConflictCurrent } from '@thesis-studio/domain';

/** The thesis as it is now, as the gateway sends it with CONFLICT (`extensions.current`). */
export type CurrentThesis = ThesisConflictCurrent;

/** What the person tried to save: the fields they changed. */
export interface MineInput {
  title?: string | null;
  content?: string | null;
  intellectualChallenge?: string | null;
}

export type Choice = 'mine' | 'theirs' | 'both';

/** One thing to decide: a field, or a section of the article. */
export interface MergeItem {
  /** Unique: 'title', 'intellectualChallenge' or 'section:<heading key>'. */
  id: string;
  /** What the person reads: 'Title', 'Central question', the section's heading, 'Introduction'. */
  label: string;
  field: 'title' | 'intellectualChallenge' | 'content';
  /** Null when that side has no such section. */
  mine: string | null;
  theirs: string | null;
  /** The choices that make sense here (a title cannot be both). */
  choices: readonly Choice[];
  /** What is chosen until the person says otherwise. */
  initial: Choice;
}

interface Section {
  key: string;
  label: string;
  text: string;
}

const FENCE = /^\s{0,3}(```|~~~)/;

/** The article's sections: what comes before the first `## ` heading, then one per heading. */
export function splitSections(markdown: string): Section[] {
  const sections: Section[] = [];
  const seen = new Map<string, number>();
  let lines: string[] = [];
  let heading: string | null = null;
  let fenced = false;
  const flush = () => {
    const text = lines.join('\n').replace(/\s+$/, '');
    if (heading === null && text.trim() === '') return;
    const base = heading === null ? '' : heading.replace(/^##\s+/, '').trim();
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    sections.push({
      key: count === 1 ? base : `${base}#${count}`,
      label: base === '' ? 'Introduction' : base,
      text,
    });
  };
  for (const line of markdown.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    if (!fenced && /^##\s/.test(line)) {
      flush();
      lines = [line];
      heading = line;
    } else lines.push(line);
  }
  flush();
  return sections;
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').replace(/\s+$/, '') === (b ?? '').replace(/\s+$/, '');

/** What there is to decide between the person's edit and the current thesis (only what differs). */
export function mergeItems(mine: MineInput, theirs: CurrentThesis): MergeItem[] {
  const items: MergeItem[] = [];
  if (typeof mine.title === 'string' && !same(mine.title, theirs.title))
    items.push({
      id: 'title',
      label: 'Title',
      field: 'title',
      mine: mine.title,
      theirs: theirs.title,
      choices: ['mine', 'theirs'],
      initial: 'mine',
    });
  if (
    typeof mine.intellectualChallenge === 'string' &&
    !same(mine.intellectualChallenge, theirs.intellectualChallenge)
  )
    items.push({
      id: 'intellectualChallenge',
      label: 'Central question',
      field: 'intellectualChallenge',
      mine: mine.intellectualChallenge,
      theirs: theirs.intellectualChallenge,
      choices: ['mine', 'theirs', 'both'],
      initial: 'both',
    });
  if (typeof mine.content === 'string' && !same(mine.content, theirs.content)) {
    const ours = splitSections(mine.content);
    const current = splitSections(theirs.content);
    for (const key of orderedKeys(ours, current)) {
      const a = ours.find((s) => s.key === key);
      const b = current.find((s) => s.key === key);
      if (a && b && same(a.text, b.text)) continue;
      items.push({
        id: `section:${key}`,
        label: (a ?? b)!.label,
        field: 'content',
        mine: a?.text ?? null,
        theirs: b?.text ?? null,
        choices: ['mine', 'theirs', 'both'],
        // Where only one side has the section, it stays; where both changed it, both are kept.
        initial: a && b ? 'both' : a ? 'mine' : 'theirs',
      });
    }
  }
  return items;
}

/** The sections of both in article order: theirs, with each section only mine has after its predecessor. */
function orderedKeys(mine: Section[], theirs: Section[]): string[] {
  const keys = theirs.map((s) => s.key);
  let after = -1;
  for (const section of mine) {
    const at = keys.indexOf(section.key);
    if (at >= 0) after = at;
    else keys.splice(++after, 0, section.key);
  }
  return keys;
}

/** The blocks (paragraphs, lists, headings…) of a text: what blank lines separate. */
const blocksOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/^\s*\n/, '').replace(/\s+$/, ''))
    .filter((block) => block.trim() !== '');

/**
 * A section kept twice: theirs, then each block of mine theirs does not already have (so a block both
 * have, such as the heading or a paragraph neither changed, is not repeated).
 */
const bothOf = (theirs: string, mine: string): string => {
  const [first, ...rest] = mine.split('\n');
  if (/^##\s/.test(first ?? '') && theirs.split('\n')[0] === first) mine = rest.join('\n');
  const have = new Set(blocksOf(theirs).map((block) => block.trim()));
  const added = blocksOf(mine).filter((block) => !have.has(block.trim()));
  return [theirs.replace(/\s+$/, ''), ...added].join('\n\n');
};

const chosen = (mine: string | null, theirs: string | null, choice: Choice): string | null => {
  if (choice === 'mine') return mine;
  if (choice === 'theirs') return theirs;
  if (mine === null) return theirs;
  if (theirs === null) return mine;
  return bothOf(theirs, mine);
};

/** The edit to save on top of the current version, with the choices made. */
export function mergedInput(
  mine: MineInput,
  theirs: CurrentThesis,
  choices: Readonly<Record<string, Choice>>,
): { title?: string; content?: string; intellectualChallenge?: string } {
  const items = mergeItems(mine, theirs);
  const choiceOf = (item: MergeItem) => choices[item.id] ?? item.initial;
  const input: { title?: string; content?: string; intellectualChallenge?: string } = {};
  if (typeof mine.title === 'string') {
    const item = items.find((i) => i.id === 'title');
    input.title = item && choiceOf(item) === 'theirs' ? theirs.title : mine.title;
  }
  if (typeof mine.intellectualChallenge === 'string') {
    const item = items.find((i) => i.id === 'intellectualChallenge');
    input.intellectualChallenge = item
      ? (chosen(item.mine, item.theirs, choiceOf(item)) ?? '')
      : mine.intellectualChallenge;
  }
  if (typeof mine.content === 'string') {
    const ours = splitSections(mine.content);
    const current = splitSections(theirs.content);
    const parts: string[] = [];
    for (const key of orderedKeys(ours, current)) {
      const a = ours.find((s) => s.key === key)?.text ?? null;
      const b = current.find((s) => s.key === key)?.text ?? null;
      const item = items.find((i) => i.id === `section:${key}`);
      const text = item ? chosen(a, b, choiceOf(item)) : (b ?? a);
      if (text !== null && text.trim() !== '') parts.push(text);
    }
    input.content = parts.join('\n\n');
  }
  return input;
}

/** `extensions.current` of a CONFLICT, when it has the shape of a thesis; else null. */
export function currentOf(value: unknown): CurrentThesis | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (
    typeof v['version'] !== 'number' ||
    typeof v['title'] !== 'string' ||
    typeof v['content'] !== 'string' ||
    typeof v['intellectualChallenge'] !== 'string'
  )
    return null;
  const by = v['updatedBy'] as { id?: unknown; name?: unknown } | null | undefined;
  return {
    version: v['version'],
    title: v['title'],
    content: v['content'],
    intellectualChallenge: v['intellectualChallenge'],
    updatedAt: typeof v['updatedAt'] === 'string' ? v['updatedAt'] : '',
    updatedBy:
      by && typeof by.name === 'string'
        ? { id: typeof by.id === 'string' ? by.id : null, name: by.name }
        : null,
  };
}
