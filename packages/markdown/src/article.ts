// The content as the article shows it: Markdown to an HTML tree (hast) by the same parser as the blocks
// (micromark + GFM) and mdast-util-to-hast with remark-rehype's defaults, so the browser and the gateway
// build one tree. Raw HTML stays in it as `raw` nodes, with its place between blocks, for the renderer
// to leave out.
import type { Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { parseMarkdown } from './blocks.js';

/** The content's hast, with source positions (block frames find their block by offset). */
export const articleHast = (content: string): Root => hastOf(parseMarkdown(content));

/** articleHast of content already parsed (the Markdown tree is left as it is). */
export const hastOf = (root: MdastRoot): Root => toHast(root, { allowDangerousHtml: true }) as Root;
