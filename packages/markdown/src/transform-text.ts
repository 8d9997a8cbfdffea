// A rehype step that puts every prose text node of the article through the reader's text transform
// (their spelling variant), leaving code, quotations, autolinked URLs and e-mail addresses as written.
import type { Element, ElementContent, Root, RootContent } from 'hast';

/** Where a piece of text sits. */
export interface TextContext {
  /** In a heading or a table header: its capitals are style, not proper nouns. */
  title: boolean;
}

export type TransformText = (text: string, context: TextContext) => string;

/** Elements whose text is shown as written: code is code, and a quotation is someone else's words. */
const VERBATIM = new Set(['code', 'pre', 'kbd', 'samp', 'var', 'blockquote', 'q']);
const TITLED = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'th']);

const textOf = (node: Element | RootContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

/** A link that shows its own target (GFM autolink literal, <https://…>, an e-mail address). */
function isAutolink(element: Element): boolean {
  const href = element.properties['href'];
  if (typeof href !== 'string') return false;
  const text = textOf(element);
  return [text, `http://${text}`, `https://${text}`, `mailto:${text}`].includes(href);
}

function transformChildren(parent: Root | Element, transform: TransformText, context: TextContext): void {
  for (const child of parent.children) {
    if (child.type === 'text') {
      child.value = transform(child.value, context);
    } else if (child.type === 'element') {
      if (VERBATIM.has(child.tagName) || (child.tagName === 'a' && isAutolink(child))) continue;
      transformChildren(child, transform, { title: context.title || TITLED.has(child.tagName) });
    }
  }
}

/** Images are not loaded (no third-party requests from a thesis): their alt text stands in for them. */
function replaceImages(parent: Root | Element): void {
  parent.children = parent.children.map((child): ElementContent => {
    if (child.type !== 'element') return child as ElementContent;
    if (child.tagName === 'img') {
      const alt = child.properties['alt'];
      return { type: 'text', value: typeof alt === 'string' ? alt : '' };
    }
    replaceImages(child);
    return child;
  }) as typeof parent.children;
}

/** The tree step: `rehypeThesisText(transform)(tree)` changes `tree` in place. */
export function rehypeThesisText(transform?: TransformText) {
  return (tree: Root): void => {
    replaceImages(tree);
    if (transform) transformChildren(tree, transform, { title: false });
  };
}
