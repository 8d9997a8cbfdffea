// The article's HTML tree: GFM, raw HTML kept as `raw` nodes for the renderer to leave out, and the
// source positions block frames find their blocks by.
import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { articleHast } from './article.js';

describe('articleHast', () => {
  it('gives the GFM elements, raw HTML as raw nodes in their place, and source offsets', () => {
    const content = '## Plan\n\n<div>x</div>\n\n| A | B |\n| :-- | --: |\n| 1 | ~~2~~ |\n\n- [x] done';
    const tree = articleHast(content);
    const top = tree.children.filter((node) => node.type !== 'text');
    expect(top.map((node) => (node.type === 'element' ? node.tagName : node.type))).toEqual([
      'h2',
      'raw',
      'table',
      'ul',
    ]);
    expect(top.map((node) => node.position?.start.offset)).toEqual(
      ['## Plan', '<div>', '| A', '- [x]'].map((start) => content.indexOf(start)),
    );
    const cells = (top[2] as Element).children
      .filter((node): node is Element => node.type === 'element' && node.tagName === 'tbody')
      .flatMap((body) => body.children)
      .filter((node): node is Element => node.type === 'element')
      .flatMap((row) => row.children)
      .filter((node): node is Element => node.type === 'element');
    expect(cells.map((cell) => cell.properties['align'])).toEqual(['left', 'right']);
    expect((top[3] as Element).properties['className']).toEqual(['contains-task-list']);
  });
});
