// Blocks of the thesis content as the article shows them: a table or a list is one block, with its section.
import { describe, expect, it } from 'vitest';
import {
  markdownAsText,
  parseMarkdown,
  plainText,
  replaceBlock,
  sectionOf,
  splitMarkdownBlocks,
} from './blocks.js';
import { hiddenSectionTest } from './sections.js';

const CONTENT = [
  'Intro before any heading.',
  '',
  '## Executive summary',
  '',
  'First paragraph.',
  '',
  '- one',
  '- two',
  '',
  '## **Timeline**',
  '',
  '| Timeline | Activities | Milestone |',
  '| --- | --- | --- |',
  '| Q1 2025 | Interview **staff** | Findings |',
  '| Q2 2025 | Pilot | Go / no-go |',
  '',
  '### Notes',
  '',
  '1. Later',
].join('\n');

describe('splitMarkdownBlocks', () => {
  it('gives each top-level block with its exact Markdown and the section heading it sits under', () => {
    const blocks = splitMarkdownBlocks(CONTENT);
    expect(blocks.map((b) => [b.type, b.section])).toEqual([
      ['paragraph', ''],
      ['heading', 'Executive summary'],
      ['paragraph', 'Executive summary'],
      ['list', 'Executive summary'],
      ['heading', 'Timeline'],
      ['table', 'Timeline'],
      ['heading', 'Timeline'],
      ['list', 'Timeline'],
    ]);
    for (const block of blocks) expect(CONTENT.slice(block.start, block.end)).toBe(block.markdown);
    expect(blocks[3]!.markdown).toBe('- one\n- two');
    expect(blocks[5]!.markdown.split('\n')).toHaveLength(4);
    expect(blocks[6]!.depth).toBe(3);
    expect(sectionOf(blocks[7]!)).toBe('Timeline');
    expect(blocks.map((b) => b.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('keys sections by ## headings only (a # heading ends a section), and gives nothing for empty content', () => {
    expect(splitMarkdownBlocks('## A\n\nx\n\n# Overview\n\nText.').map(sectionOf)).toEqual([
      'A',
      'A',
      '',
      '',
    ]);
    expect(splitMarkdownBlocks('')).toEqual([]);
    expect(splitMarkdownBlocks('  \n\n ')).toEqual([]);
  });
});

describe('replaceBlock', () => {
  it('replaces only that block, leaving the rest byte for byte', () => {
    const next = replaceBlock(CONTENT, 2, '  New first paragraph.\n');
    expect(next).toBe(CONTENT.replace('First paragraph.', 'New first paragraph.'));
  });

  it('replaces a whole table', () => {
    const next = replaceBlock(
      CONTENT,
      5,
      '| Timeline | Activities | Milestone |\n| --- | --- | --- |\n| Q3 | Scale | Launch |',
    );
    expect(splitMarkdownBlocks(next)[5]!.markdown).toContain('| Q3 | Scale | Launch |');
    expect(next).not.toContain('Q1 2025');
    expect(next.endsWith('### Notes\n\n1. Later')).toBe(true);
  });

  it('removes a block replaced by blank text, keeping one blank line between its neighbours', () => {
    const next = replaceBlock(CONTENT, 3, '   ');
    expect(next).toContain('First paragraph.\n\n## **Timeline**');
    expect(splitMarkdownBlocks(next)).toHaveLength(7);
  });

  it('refuses an index that is not a block', () => {
    expect(() => replaceBlock(CONTENT, 8, 'x')).toThrow(RangeError);
    expect(() => replaceBlock(CONTENT, -1, 'x')).toThrow(RangeError);
  });
});

describe('plainText', () => {
  const text = (markdown: string) => parseMarkdown(markdown).children.map(plainText).join('\n');

  it('drops Markdown marks, links and list numbering, ending each item as a sentence', () => {
    expect(text('Some **bold** and _em_ with `code` and [a link](https://x.example)')).toBe(
      'Some bold and em with code and a link.',
    );
    expect(text('1. First step\n2. Second step!')).toBe('First step.\nSecond step!');
  });

  it('reads a timeline table row by row, without its header', () => {
    expect(
      text(
        '| Timeline | Activities | Milestone |\n| --- | --- | --- |\n| Q1 2025 | Interview **staff** | Findings |',
      ),
    ).toBe('Q1 2025: Interview staff; Findings.');
  });

  it('leaves out code blocks, raw HTML and rules', () => {
    expect(text('```\nconst x = 1;\n```\n\n<div>html</div>\n\n---')).toBe('\n\n');
  });
});

describe('markdownAsText', () => {
  it('reads an offline wizard draft as plain lines: no emphasis, bold, quote signs or bullets', () => {
    const draft = [
      '_Drafted offline from your own words. Edit it freely._',
      '**Your starting point**',
      '> “Customers want *lower* upfront costs.”\n> “Vendors fear the dip.”',
      '- What would have to be true for this to hold?\n- Who gains and who loses?',
    ].join('\n\n');
    expect(markdownAsText(draft)).toBe(
      [
        'Drafted offline from your own words. Edit it freely.',
        'Your starting point',
        '“Customers want lower upfront costs.”\n“Vendors fear the dip.”',
        'What would have to be true for this to hold?\nWho gains and who loses?',
      ].join('\n\n'),
    );
  });

  it('keeps plain text as written, adding no full stop, and keeps the words of code', () => {
    expect(markdownAsText('Should a carrier build route planning?')).toBe(
      'Should a carrier build route planning?',
    );
    expect(markdownAsText('Is 5 * 3 more than 10')).toBe('Is 5 * 3 more than 10');
    expect(markdownAsText('Use `snake_case` names\n\n```\nx = 1\n```')).toBe('Use snake_case names\n\nx = 1');
  });
});

describe('the section rule', () => {
  it('a ## heading names a section, a # heading ends it', () => {
    const blocks = splitMarkdownBlocks('Lead.\n\n## A  *b*\n\nOne.\n\n### Sub\n\nTwo.\n\n# Part\n\nThree.');
    expect(blocks.map((b) => b.section)).toEqual(['', 'A b', 'A b', 'A b', 'A b', '', '']);
  });

  it('hidden sections compare without case or extra spacing, never the blocks outside a section', () => {
    const isHidden = hiddenSectionTest([' a  B ', '']);
    expect([isHidden('A b'), isHidden('a b'), isHidden('ab'), isHidden('')]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
