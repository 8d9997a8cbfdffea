// Merging an edit with the current version: only what differs is asked about, sections line up by
// heading, and the default keeps both where both differ (nothing lost).
import { describe, expect, it } from 'vitest';
import { mergedInput, mergeItems, splitSections, currentOf, type CurrentThesis } from './merge';

const current = (content: string, more: Partial<CurrentThesis> = {}): CurrentThesis => ({
  version: 5,
  title: 'Build or buy',
  content,
  intellectualChallenge: 'Should carriers build?',
  updatedAt: '2026-12-05T10:00:00.000Z',
  updatedBy: { id: 'u2', name: 'eddie' },
  ...more,
});

const THEIRS = ['Intro.', '', '## Market', 'Theirs on the market.', '', '## Risks', 'Same risks.'].join('\n');
const MINE = [
  'Intro.',
  '',
  '## Market',
  'Mine on the market.',
  '',
  '## Risks',
  'Same risks.',
  '',
  '## Costs',
  'New costs.',
].join('\n');

describe('merge', () => {
  it('splits at ## headings (not inside code fences), numbering repeated headings', () => {
    const sections = splitSections('Lead\n\n## A\nx\n```\n## not a heading\n```\n## A\ny');
    expect(sections.map((s) => s.key)).toEqual(['', 'A', 'A#2']);
    expect(sections[1]!.text).toContain('## not a heading');
  });

  it('asks only about what differs: a section both have, and one only mine has', () => {
    const items = mergeItems({ content: MINE }, current(THEIRS));
    expect(items.map((i) => [i.label, i.initial])).toEqual([
      ['Market', 'both'],
      ['Costs', 'mine'],
    ]);
    expect(items[0]).toMatchObject({
      mine: '## Market\nMine on the market.',
      theirs: '## Market\nTheirs on the market.',
    });
    expect(items[1]!.theirs).toBeNull();
  });

  it('by default keeps both texts of a section and adds my new one in its place', () => {
    expect(mergedInput({ content: MINE }, current(THEIRS), {}).content).toBe(
      [
        'Intro.',
        '## Market\nTheirs on the market.\n\nMine on the market.',
        '## Risks\nSame risks.',
        '## Costs\nNew costs.',
      ].join('\n\n'),
    );
  });

  it('both: a paragraph the two already share is not repeated', () => {
    const theirs = '## Market\n\nCarriers route by hand.\n\nTheirs added.';
    const mine = '## Market\n\nMine instead.\n\nTheirs added.';
    expect(mergedInput({ content: mine }, current(theirs), {}).content).toBe(
      '## Market\n\nCarriers route by hand.\n\nTheirs added.\n\nMine instead.',
    );
  });

  it('keep mine / take theirs per section', () => {
    const merged = mergedInput({ content: MINE }, current(THEIRS), {
      'section:Market': 'theirs',
      'section:Costs': 'theirs',
    });
    expect(merged.content).toBe(
      ['Intro.', '## Market\nTheirs on the market.', '## Risks\nSame risks.'].join('\n\n'),
    );
    const mine = mergedInput({ content: MINE }, current(THEIRS), { 'section:Market': 'mine' });
    expect(mine.content).toContain('Mine on the market.');
    expect(mine.content).not.toContain('Theirs on the market.');
  });

  it('a title is mine or theirs; fields not edited are not sent', () => {
    const items = mergeItems({ title: 'Buy' }, current(THEIRS));
    expect(items).toEqual([
      expect.objectContaining({ id: 'title', choices: ['mine', 'theirs'], initial: 'mine' }),
    ]);
    expect(mergedInput({ title: 'Buy' }, current(THEIRS), {})).toEqual({ title: 'Buy' });
    expect(mergedInput({ title: 'Buy' }, current(THEIRS), { title: 'theirs' })).toEqual({
      title: 'Build or buy',
    });
    expect(mergeItems({ title: 'Build or buy' }, current(THEIRS))).toEqual([]);
  });

  it('reads extensions.current, refusing anything not shaped like a thesis', () => {
    expect(currentOf(current('x'))).toEqual(current('x'));
    expect(currentOf({ ...current('x'), updatedBy: null })?.updatedBy).toBeNull();
    expect(currentOf({ version: '5' })).toBeNull();
    expect(currentOf(null)).toBeNull();
  });
});
