// The owner's reading of a thesis: the same blocks, cards and article tree the parser gives, framed by
// block, its Markdown recoverable from offsets, its texts in the reader's spelling, and a key that tells
// a stale reading.
import { describe, expect, it } from 'vitest';
import { articleHast } from './article.js';
import { toArticleTree, type ArticleTreeNode } from './article-tree.js';
import { splitMarkdownBlocks } from './blocks.js';
import { buildCueCards } from './cue-cards.js';
import { articleReading, deriveReading } from './derive-reading.js';
import { splitAtBlock } from './frames.js';
import { blocksWithMarkdown, cardsWithMarkdown, readingKey } from './reading.js';

const CONTENT = [
  '# A thesis',
  '',
  'Intro paragraph about the organisation and its plans for the year ahead.',
  '',
  '## Market',
  '',
  'The organisation analyses demand in three regions and finds growth of twelve percent.',
  '',
  '- first point',
  '- second point',
  '',
  '```',
  'colour = 1',
  '```',
  '',
  '## Timeline',
  '',
  '| Timeline | Activities | Milestone |',
  '| --- | --- | --- |',
  '| Q1 | Organise the pilot | Go |',
].join('\n');

const source = {
  title: 'The colour of organisation',
  intellectualChallenge: 'Why organise?',
  content: CONTENT,
};

/** Uppercases every text it is given, marking titles: shows which texts went through the transform. */
const shout = (text: string, context: { title: boolean }) =>
  context.title ? `T:${text.toUpperCase()}` : text.toUpperCase();

const frameOf = (node: ArticleTreeNode) =>
  Array.isArray(node) && node[0] === 'div' ? (node[1] as { dataBlock?: string }).dataBlock : undefined;

describe('articleReading', () => {
  it('gives the blocks and cue cards the parser gives, their Markdown recoverable from offsets', () => {
    const reading = articleReading(CONTENT);
    expect(blocksWithMarkdown(reading.blocks, CONTENT)).toEqual(splitMarkdownBlocks(CONTENT));
    expect(cardsWithMarkdown(reading.cueCards, CONTENT)).toEqual(buildCueCards(CONTENT));
    expect(reading.cueCards.some((card) => card.source)).toBe(true);
    expect(JSON.stringify(reading)).not.toContain('"markdown"');
  });

  it("frames the article's tree by block: each frame holds the elements of one block, in order", () => {
    const reading = articleReading(CONTENT);
    const frames = reading.article.map(frameOf).filter((index) => index !== undefined);
    expect(frames).toEqual(reading.blocks.map((block) => String(block.index)));
    // Inside the frames, the same tree the article renders without them.
    const unframed = reading.article.flatMap((node) =>
      frameOf(node) === undefined ? [node] : (node as ArticleTreeNode[]).slice(2),
    );
    expect(unframed).toEqual(toArticleTree(articleHast(CONTENT)));
  });
});

describe('deriveReading', () => {
  it('puts title, question, prose and cards through the transform, titles as titles; code stays', () => {
    const reading = deriveReading(source, shout);
    expect(reading.title).toBe('T:THE COLOUR OF ORGANISATION');
    expect(reading.intellectualChallenge).toBe('WHY ORGANISE?');
    const json = JSON.stringify(reading.article);
    expect(json).toContain('THE ORGANISATION ANALYSES DEMAND');
    expect(json).toContain('T:MARKET');
    expect(json).toContain('colour = 1');
    const market = reading.cueCards.find((card) => card.kind === 'section' && card.title.includes('MARKET'))!;
    expect(market.title).toBe('T:MARKET');
    expect(market.summary).toMatch(/^THE ORGANISATION ANALYSES/);
    expect(market.text).toMatch(/^THE ORGANISATION ANALYSES/);
    // Offsets are the content's, whatever the spelling.
    expect(reading.blocks).toEqual(articleReading(CONTENT).blocks);
  });

  it('without a transform, is the texts as written', () => {
    const reading = deriveReading(source);
    expect(reading.title).toBe(source.title);
    expect(reading.cueCards).toEqual(articleReading(CONTENT).cueCards);
    expect(reading.key).toBe(readingKey(source));
  });
});

describe('readingKey', () => {
  it('changes with the title, the question or the content, and only with them', () => {
    const key = readingKey(source);
    expect(readingKey({ ...source })).toBe(key);
    expect(readingKey({ ...source, title: `${source.title}.` })).not.toBe(key);
    expect(readingKey({ ...source, intellectualChallenge: '' })).not.toBe(key);
    expect(readingKey({ ...source, content: CONTENT.replace('twelve', 'eleven') })).not.toBe(key);
    // Texts do not run into each other: moving a character between title and question changes it.
    expect(readingKey({ ...source, title: 'ab', intellectualChallenge: 'c' })).not.toBe(
      readingKey({ ...source, title: 'a', intellectualChallenge: 'bc' }),
    );
  });
});

describe('splitAtBlock', () => {
  it("gives the framed tree's nodes before and after a block's frame", () => {
    const { article } = articleReading(CONTENT);
    const [before, after] = splitAtBlock(article, 2);
    expect(before.map(frameOf).filter(Boolean)).toEqual(['0', '1']);
    expect(after.map(frameOf).filter(Boolean)).toEqual(['3', '4', '5', '6', '7']);
    expect(before.length + 1 + after.length).toBe(article.length);
    expect(splitAtBlock(article, 99)).toEqual([article, []]);
  });
});
