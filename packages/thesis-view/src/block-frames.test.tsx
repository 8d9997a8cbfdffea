// @vitest-environment happy-dom
// The owner's article from its framed tree (the reading the gateway sends): every block in a frame with
// its actions, hidden sections dimmed, and the same article inside the frames.
import { articleReading } from '@thesis-studio/markdown';
import { blocksWithMarkdown } from '@thesis-studio/markdown/no-parser';
import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { INTERNAL_PRICING, TIMELINE } from './article-corpus.js';
import { FramedArticleTree, type ArticleBlock } from './index.js';
import { mount } from '@thesis-studio/ui/test-dom';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  ({ root, container } = mount());
});

function Framed({
  content,
  ...props
}: {
  content: string;
  hiddenSections?: string[];
  renderBlockActions?: (block: ArticleBlock) => ReactNode;
}) {
  const reading = articleReading(content);
  return (
    <FramedArticleTree
      tree={reading.article}
      blocks={blocksWithMarkdown(reading.blocks, content)}
      {...props}
    />
  );
}

const texts = (nodes: NodeListOf<Element>) => [...nodes].map((node) => node.textContent?.trim());

describe('FramedArticleTree', () => {
  it('puts each block in a frame with its own actions, the block index, Markdown and section', () => {
    const seen: Array<[number, string, string]> = [];
    act(() =>
      root.render(
        <Framed
          content={['Intro.', '', '## Plan', '', 'Step one.', '', TIMELINE].join('\n')}
          renderBlockActions={(block) => {
            seen.push([block.index, block.markdown.split('\n')[0]!, block.section]);
            return <button type="button">{`Edit block ${block.index}`}</button>;
          }}
        />,
      ),
    );
    expect(seen).toEqual([
      [0, 'Intro.', ''],
      [1, '## Plan', 'Plan'],
      [2, 'Step one.', 'Plan'],
      [3, '## Timeline', 'Timeline'],
      [4, '| Timeline | Activities | Milestone |', 'Timeline'],
    ]);
    const frames = [...container.querySelectorAll('[data-block-index]')];
    expect(frames.map((frame) => frame.querySelector('button')!.textContent)).toEqual([
      'Edit block 0',
      'Edit block 1',
      'Edit block 2',
      'Edit block 3',
      'Edit block 4',
    ]);
    // The whole table is one block, and the article still renders as before inside the frames.
    expect(frames[4]!.querySelector('table')).not.toBeNull();
    expect(texts(container.querySelectorAll('h2'))).toEqual(['Plan', 'Timeline']);
  });

  it('shows hidden sections dimmed with a label on their first block', () => {
    act(() =>
      root.render(
        <Framed
          content={['## Shared', '', 'Visible.', '', INTERNAL_PRICING].join('\n')}
          hiddenSections={['internal PRICING']}
        />,
      ),
    );
    const html = container;
    const hidden = [...html.querySelectorAll('[data-hidden]')];
    expect(hidden.map((frame) => frame.textContent)).toEqual([
      'Hidden from the shared pageInternal pricing',
      'Secret margin.',
      'More.',
    ]);
    expect(html.querySelectorAll('[data-block-index]')).toHaveLength(5);
    expect(html.textContent).toContain('Visible.');
  });
});
