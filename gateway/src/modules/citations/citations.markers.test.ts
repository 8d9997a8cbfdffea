// Where an article's markers are (never in its Sources list or code), which sections an edit changed,
// and a shared view's Sources list limited to the markers a reader can see.
import { describe, expect, it } from 'vitest';
import { changedSections, markerNumbers, markersOf, sectionsOf } from './citations.markers.js';
import { limitSourcesList } from './citations.service.js';

const ARTICLE = [
  '## Executive summary',
  '',
  'Spoilage fell. The audit found “41 temperature excursions” [1]. Buyers agree [2, 3].',
  '',
  '## Evidence and drivers',
  '',
  'Code like `array[4]` is no marker, nor is a [link](https://example.com) or ![5].',
  '',
  '```',
  'x = list[6]',
  '```',
  '',
  '- A list item cites “a third within two quarters” [4]',
  '',
  '## Sources',
  '',
  '- **Fleet audit 2026** (text), p. 3 — [1], [4]',
  '- **Customer interviews** (text), Buyers — [2]',
  '- **Tender notes** (PDF), p. 9 — [3]',
].join('\n');

describe('markers', () => {
  it('are found in reading order with their section and sentence, outside the Sources list and code', () => {
    const markers = markersOf(ARTICLE);
    expect(markers.map((m) => [m.n, m.section])).toEqual([
      [1, 'Executive summary'],
      [2, 'Executive summary'],
      [3, 'Executive summary'],
      [4, 'Evidence and drivers'],
    ]);
    expect(markers[0]!.sentence).toBe('The audit found “41 temperature excursions”.');
    expect(markers[3]!.sentence).toBe('A list item cites “a third within two quarters”');
    expect(markerNumbers('## Sources\n\n- **A** — [7]\n')).toEqual(new Set());
  });

  it('sections split at # and ## headings, not inside fenced code', () => {
    const sections = sectionsOf('Lead.\n## One\nText\n```\n## not a heading\n```\n# Two\nMore\n');
    expect(sections.map((s) => s.heading)).toEqual(['', 'One', 'Two']);
    expect(sections.map((s) => s.text).join('')).toBe(
      'Lead.\n## One\nText\n```\n## not a heading\n```\n# Two\nMore\n',
    );
  });

  it('an edit changes the sections whose text differs, the new ones and the ones that went', () => {
    const before = '## A\n\nSame.\n\n## B\n\nOld [1].\n\n## C\n\nGone.\n';
    const after = '## A\n\nSame.\n\n## B\n\nNew [1].\n\n## D\n\nAdded.\n';
    expect(changedSections(before, after)).toEqual(new Set(['B', 'C', 'D']));
    expect(changedSections(before, `${before}\n\n`)).toEqual(new Set());
  });
});

describe('a shared view’s Sources list', () => {
  it('keeps the items citing a visible marker, with only the visible markers', () => {
    const limited = limitSourcesList(ARTICLE, new Set([1, 2]));
    expect(limited).toContain('- **Fleet audit 2026** (text), p. 3 — [1]\n');
    expect(limited).toContain('- **Customer interviews** (text), Buyers — [2]');
    expect(limited).not.toContain('Tender notes');
    expect(limited.split('## Sources')[0]).toBe(ARTICLE.split('## Sources')[0]);
  });

  it('goes (heading included) when nothing it lists is visible; content without one is unchanged', () => {
    const limited = limitSourcesList(ARTICLE, new Set());
    expect(limited).not.toContain('## Sources');
    expect(limited).not.toContain('Fleet audit');
    expect(limitSourcesList('## A\n\nText [1].\n', new Set())).toBe('## A\n\nText [1].\n');
  });
});
