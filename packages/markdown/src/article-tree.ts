// The article's HTML tree as JSON, for a page that shows the article without the Markdown parser (the
// shared page: the gateway's render puts it in the page). Compact: an element is
// [tagName, properties?, ...children], a text node a string; positions, raw HTML and comments are left
// out — a page that receives it renders no raw HTML and frames no blocks.
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';

export type ArticleTreeNode = string | ArticleTreeElement;
type ArticleTreeElement = [tagName: string, ...rest: (Properties | ArticleTreeNode)[]];
/** The root's children. */
export type ArticleTree = ArticleTreeNode[];

function pack(nodes: ReadonlyArray<RootContent | ElementContent>): ArticleTreeNode[] {
  const packed: ArticleTreeNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text') packed.push(node.value);
    else if (node.type === 'element') {
      const children = pack(node.children);
      packed.push(
        Object.keys(node.properties).length > 0
          ? [node.tagName, node.properties, ...children]
          : [node.tagName, ...children],
      );
    }
  }
  return packed;
}

export const toArticleTree = (root: Root): ArticleTree => pack(root.children);

const isProperties = (value: Properties | ArticleTreeNode | undefined): value is Properties =>
  typeof value === 'object' && !Array.isArray(value);

function unpack(node: ArticleTreeNode): ElementContent {
  if (typeof node === 'string') return { type: 'text', value: node };
  const [tagName, ...rest] = node;
  const first = rest[0];
  const properties = isProperties(first) ? { ...first } : {};
  const children = (isProperties(first) ? rest.slice(1) : rest) as ArticleTreeNode[];
  const element: Element = { type: 'element', tagName, properties, children: children.map(unpack) };
  return element;
}

/** A fresh hast root (the article's tree steps change the tree they are given). */
export const fromArticleTree = (tree: ArticleTree): Root => ({ type: 'root', children: tree.map(unpack) });
