// HTML as parts: the page's readable content (Mozilla Readability over a linkedom document; scripts,
// styles and page chrome dropped), split at its headings, tables kept row by row. Also turns the HTML
// mammoth makes of a DOCX into parts. Every walk over the tree is iterative, and a page nested deeper
// than MAX_HTML_DEPTH fails before anything recursive (Readability, serialisers) sees it.
import { Readability } from '@mozilla/readability';
import { clipAtWord } from '@thesis-studio/domain';
import { parseHTML } from 'linkedom';
import type { ExtractedPart } from '../retrieval/index.js';
import { compactParts } from './markdown.js';

/** Deepest element nesting read (browsers' parsers stop nesting at 512). */
export const MAX_HTML_DEPTH = 512;

export class HtmlTooDeepError extends Error {
  constructor(readonly depth: number) {
    super(`nested more than ${MAX_HTML_DEPTH} levels deep`);
    this.name = 'HtmlTooDeepError';
  }
}

const VOID = new Set(
  'area base br col embed hr img input link meta param source track wbr basefont bgsound frame keygen'.split(
    ' ',
  ),
);
/** Elements whose end tag may be left out (the scan does not count them). */
const OPTIONAL_END = new Set(
  'p li dt dd tr td th option optgroup thead tbody tfoot colgroup caption rb rt rp rtc html head body'.split(
    ' ',
  ),
);
const RAW_TEXT = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'noscript',
  'iframe',
  'noembed',
  'plaintext',
]);

/**
 * How deep the elements that must be closed nest, from the tags alone (no tree is built): cheap on
 * any size, and a page past the limit fails here before a parser spends time on it.
 */
export function scanDepth(html: string, limit = MAX_HTML_DEPTH): number {
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)\b[^>]*?(\/?)>|<!--[\s\S]*?-->/g;
  const open: string[] = [];
  let deepest = 0;
  let match: RegExpExecArray | null;
  while ((match = tag.exec(html))) {
    const [, closing, rawName, selfClosing] = match;
    if (rawName === undefined) continue;
    const name = rawName.toLowerCase();
    if (RAW_TEXT.has(name) && !closing) {
      const end = html.toLowerCase().indexOf(`</${name}`, tag.lastIndex);
      tag.lastIndex = end < 0 ? html.length : end;
      continue;
    }
    if (VOID.has(name) || OPTIONAL_END.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
    } else if (!selfClosing) {
      open.push(name);
      if (open.length > deepest) deepest = open.length;
      if (deepest > limit) return deepest;
    }
  }
  return deepest;
}

interface ElementLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<ElementLike>;
  parentNode: ElementLike | null;
  remove?(): void;
}

const ELEMENT = 1;
const TEXT = 3;

/** The deepest element nesting under `root`, walked without recursion. */
function treeDepth(root: ElementLike): number {
  let deepest = 0;
  const stack: Array<[ElementLike, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > MAX_HTML_DEPTH) return deepest;
    const children = node.childNodes;
    for (let index = 0; index < children.length; index++) {
      const child = children[index]!;
      if (child.nodeType === ELEMENT) stack.push([child, depth + 1]);
    }
  }
  return deepest;
}

const DROPPED = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'CANVAS',
  'BUTTON',
  'SELECT',
  'FORM',
  'INPUT',
]);
const CHROME = new Set(['NAV', 'HEADER', 'FOOTER', 'ASIDE']);
const HEADINGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const BLOCKS = new Set(
  'P DIV SECTION ARTICLE MAIN BLOCKQUOTE PRE UL OL DL DT DD FIGURE FIGCAPTION TABLE THEAD TBODY TFOOT CAPTION ADDRESS HR DETAILS SUMMARY'.split(
    ' ',
  ),
);

/**
 * Text of `root` split at its headings: each part is the text under one heading (the first has none
 * when the text starts before any heading). Paragraphs become blank-line separated, list items "- …",
 * table rows their cells joined with " | ".
 */
function htmlParts(root: ElementLike, options: { skipChrome?: boolean } = {}): ExtractedPart[] {
  const parts: ExtractedPart[] = [];
  let heading: string | null = null;
  let text = '';
  /** Inside a table cell, blocks run on as one line (the row is one line). */
  let inCell = 0;
  const append = (value: string) => {
    text += text === '' || text.endsWith('\n') ? value.replace(/^[ \t]+/, '') : value;
  };
  const breakLine = (blank = false) => {
    if (blank) {
      if (!text.endsWith('\n\n')) text = text.replace(/[ \t]*\n?$/, '\n\n');
    } else if (text && !text.endsWith('\n')) text += '\n';
  };
  // An explicit stack of work: a node to enter, or a closing action to run after its children.
  type Work = { node: ElementLike } | { close: () => void };
  const stack: Work[] = [{ node: root }];
  while (stack.length > 0) {
    const work = stack.pop()!;
    if ('close' in work) {
      work.close();
      continue;
    }
    const node = work.node;
    if (node.nodeType === TEXT) {
      append((node.textContent ?? '').replace(/\s+/g, ' '));
      continue;
    }
    if (node.nodeType !== ELEMENT && node !== root) continue;
    const name = node.nodeName.toUpperCase();
    if (DROPPED.has(name) || (options.skipChrome && CHROME.has(name))) continue;
    if (HEADINGS.has(name)) {
      parts.push({ text, page: null, heading });
      text = '';
      heading = clipAtWord(node.textContent ?? '', 300) || null;
      continue;
    }
    const children: ElementLike[] = Array.from(node.childNodes);
    const pushChildren = (between?: () => void) => {
      for (let index = children.length - 1; index >= 0; index--) {
        stack.push({ node: children[index]! });
        if (between && index > 0) stack.push({ close: between });
      }
    };
    if (name === 'BR') {
      append('\n');
    } else if (name === 'TR') {
      breakLine();
      stack.push({ close: () => breakLine() });
      const cells = children.filter((child) => child.nodeType === ELEMENT);
      for (let index = cells.length - 1; index >= 0; index--) {
        stack.push({ node: cells[index]! });
        if (index > 0) stack.push({ close: () => append(' | ') });
      }
    } else if (inCell > 0 && (BLOCKS.has(name) || name === 'LI')) {
      append(' ');
      pushChildren();
    } else if (name === 'LI') {
      breakLine();
      append('- ');
      stack.push({ close: () => breakLine() });
      pushChildren();
    } else if (name === 'TD' || name === 'TH') {
      inCell++;
      stack.push({ close: () => inCell-- });
      pushChildren(() => append(' '));
    } else if (BLOCKS.has(name)) {
      breakLine(true);
      stack.push({ close: () => breakLine(true) });
      pushChildren();
    } else {
      pushChildren();
    }
  }
  parts.push({ text, page: null, heading });
  return compactParts(parts.map((part) => ({ ...part, text: part.text.replace(/[ \t]{2,}/g, ' ') })));
}

export interface HtmlExtraction {
  parts: ExtractedPart[];
  title: string | null;
}

const HEAD = /<head[\s>][\s\S]*?<\/head\s*>/i;

/**
 * A linkedom document with its content in <body>: linkedom builds a fragment's tree as written (no
 * implied <html>/<body>), so a page without <html> gets one, and without <body> one around what is
 * not its head.
 */
function parseWithBody(html: string) {
  const hasBody = /<body[\s>]/i.test(html);
  if (hasBody && /<html[\s>]/i.test(html)) return parseHTML(html).document;
  if (hasBody)
    return parseHTML(`<!doctype html><html>${html.replace(/<!doctype[^>]*>/gi, '')}</html>`).document;
  const head = HEAD.exec(html)?.[0] ?? '';
  const rest = html.replace(HEAD, '').replace(/<!doctype[^>]*>|<\/?html\b[^>]*>/gi, '');
  return parseHTML(`<!doctype html><html>${head}<body>${rest}</body></html>`).document;
}

/** Parses `html`, refusing a page nested deeper than MAX_HTML_DEPTH. */
function parseDocument(html: string) {
  const scanned = scanDepth(html);
  if (scanned > MAX_HTML_DEPTH) throw new HtmlTooDeepError(scanned);
  const document = parseWithBody(html);
  const depth = treeDepth(document as unknown as ElementLike);
  if (depth > MAX_HTML_DEPTH) throw new HtmlTooDeepError(depth);
  return document;
}

/** A web page or HTML file: its readable article, else its body without scripts and page chrome. */
export function readHtml(html: string): HtmlExtraction {
  const document = parseDocument(html);
  const chrome = 'script, style, noscript, template, nav, [role="navigation"]';
  for (const dropped of Array.from(document.querySelectorAll(chrome)) as Array<{
    remove(): void;
  }>)
    dropped.remove();
  const pageTitle = document.querySelector('title')?.textContent?.replace(/\s+/g, ' ').trim() || null;
  let article: ReturnType<Readability['parse']> = null;
  try {
    article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
      charThreshold: 200,
    }).parse();
  } catch {
    article = null;
  }
  if (article?.content) {
    const content = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document;
    const parts = htmlParts(content.body as unknown as ElementLike);
    if (parts.length > 0) return { parts, title: article.title?.trim() || pageTitle };
  }
  // Readability found no article (a short page, a list): the body as it is, without nav/header/footer.
  const body = parseWithBody(html).body as unknown as ElementLike | null;
  return { parts: body ? htmlParts(body, { skipChrome: true }) : [], title: pageTitle };
}

/** The HTML mammoth writes for a DOCX (no page chrome, no Readability). */
export function docxHtmlParts(html: string): ExtractedPart[] {
  const document = parseDocument(`<!doctype html><html><body>${html}</body></html>`);
  return htmlParts(document.body as unknown as ElementLike);
}
