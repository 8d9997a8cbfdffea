// A thesis as an export sees it: its title, date and central question, then its Markdown parsed (mdast,
// with GFM tables) into the blocks the DOCX and PDF writers lay out.
import { DEFAULT_THESIS_LANGUAGE } from '@thesis-studio/domain';
import { parseMarkdown as parseThesisMarkdown } from '@thesis-studio/markdown';
import type { ListItem, Nodes, PhrasingContent, RootContent } from 'mdast';

export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
  code?: boolean;
  strike?: boolean;
}

export type Align = 'left' | 'right' | 'center' | null;

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'list'; ordered: boolean; start: number; items: Block[][] }
  /** `rows[0]` is the header row; each cell is its runs. */
  | { kind: 'table'; align: Align[]; rows: Run[][][] }
  | { kind: 'quote'; blocks: Block[] }
  | { kind: 'code'; text: string }
  | { kind: 'rule' };

export interface ExportDocument {
  title: string;
  /** The day of the last change, e.g. "8 May 2026". */
  date: string;
  centralQuestion: string;
  blocks: Block[];
  /** What the thesis is written in, a BCP 47 tag (issue 31): the file's language. */
  language: string;
}

const DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const exportDate = (iso: string): string => DATE.format(new Date(iso));

/** The content's top-level nodes (the one thesis parser, @thesis-studio/markdown). */
export const parseMarkdown = (markdown: string): RootContent[] => parseThesisMarkdown(markdown).children;

export function exportDocument(thesis: {
  title: string;
  updatedAt: string;
  intellectualChallenge: string;
  content: string;
  language?: string;
}): ExportDocument {
  return {
    language: thesis.language ?? DEFAULT_THESIS_LANGUAGE,
    title: thesis.title,
    date: exportDate(thesis.updatedAt),
    centralQuestion: thesis.intellectualChallenge.trim(),
    blocks: toBlocks(parseMarkdown(thesis.content)),
  };
}

type Style = Omit<Run, 'text'>;

function runs(nodes: readonly PhrasingContent[], style: Style = {}): Run[] {
  const out: Run[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out.push({ ...style, text: node.value });
        break;
      case 'strong':
        out.push(...runs(node.children, { ...style, bold: true }));
        break;
      case 'emphasis':
        out.push(...runs(node.children, { ...style, italic: true }));
        break;
      case 'delete':
        out.push(...runs(node.children, { ...style, strike: true }));
        break;
      case 'inlineCode':
        out.push({ ...style, code: true, text: node.value });
        break;
      case 'break':
        out.push({ ...style, text: '\n' });
        break;
      case 'link':
      case 'linkReference':
        out.push(...runs(node.children, style));
        break;
      case 'image':
      case 'imageReference':
        if (node.alt) out.push({ ...style, text: node.alt });
        break;
      case 'html':
        out.push({ ...style, text: node.value });
        break;
      case 'footnoteReference':
        out.push({ ...style, text: `[${node.label ?? node.identifier}]` });
        break;
    }
  }
  return merge(out);
}

/** Joins neighbouring runs of the same style (the parser splits text at every escape and entity). */
function merge(list: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of list) {
    const last = out.at(-1);
    if (
      last &&
      !!last.bold === !!run.bold &&
      !!last.italic === !!run.italic &&
      !!last.code === !!run.code &&
      !!last.strike === !!run.strike
    )
      last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

function listItem(item: ListItem): Block[] {
  const blocks = toBlocks(item.children);
  if (item.checked === null || item.checked === undefined) return blocks;
  const box: Run = { text: item.checked ? '☑ ' : '☐ ' };
  const [first, ...rest] = blocks;
  if (first?.kind === 'paragraph') return [{ kind: 'paragraph', runs: [box, ...first.runs] }, ...rest];
  return [{ kind: 'paragraph', runs: [box] }, ...blocks];
}

export function toBlocks(nodes: readonly (RootContent | Nodes)[]): Block[] {
  const blocks: Block[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'heading':
        blocks.push({ kind: 'heading', level: node.depth, runs: runs(node.children) });
        break;
      case 'paragraph':
        blocks.push({ kind: 'paragraph', runs: runs(node.children) });
        break;
      case 'list':
        blocks.push({
          kind: 'list',
          ordered: node.ordered === true,
          start: node.start ?? 1,
          items: node.children.map(listItem),
        });
        break;
      case 'table':
        blocks.push({
          kind: 'table',
          align: node.align ?? [],
          rows: node.children.map((row) => row.children.map((cell) => runs(cell.children))),
        });
        break;
      case 'blockquote':
        blocks.push({ kind: 'quote', blocks: toBlocks(node.children) });
        break;
      case 'code':
        blocks.push({ kind: 'code', text: node.value });
        break;
      case 'html':
        if (node.value.trim()) blocks.push({ kind: 'paragraph', runs: [{ text: node.value }] });
        break;
      case 'thematicBreak':
        blocks.push({ kind: 'rule' });
        break;
      case 'footnoteDefinition':
        blocks.push(...toBlocks(node.children));
        break;
    }
  }
  return blocks;
}

/**
 * Each column's share of a table's width, by how much text it holds (the short Timeline column stays
 * narrow, Activities gets the room), none under half an equal share.
 */
export function columnShares(rows: readonly Run[][][], columns: number): number[] {
  const weights = Array.from({ length: columns }, (_, column) =>
    Math.sqrt(Math.min(400, Math.max(4, ...rows.map((row) => plain(row[column] ?? []).length)))),
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const floored = weights.map((weight) => Math.max(weight / total, 0.5 / columns));
  const sum = floored.reduce((a, b) => a + b, 0);
  return floored.map((share) => share / sum);
}

/** A cell's or a heading's text without styling. */
export const plain = (list: readonly Run[]): string => list.map((run) => run.text).join('');
