// The citation-marker rule the gateway's grounding and citations and the browser's article share.
import { describe, expect, it } from 'vitest';
import { findMarkers, markersInText, stripMarkers } from './markers.js';

describe('findMarkers', () => {
  it('finds single markers and groups with their numbers and offsets', () => {
    const text = 'Costs fell [1]. Both agree [2, 3] and [4;5].';
    expect(findMarkers(text)).toEqual([
      { start: 11, end: 14, numbers: [1] },
      { start: 27, end: 33, numbers: [2, 3] },
      { start: 38, end: 43, numbers: [4, 5] },
    ]);
  });

  it('leaves out link text, image references and code', () => {
    const text = [
      'See [1](https://example.org) and ![2].',
      '`a[3]`',
      '```',
      'x = y[4]',
      '```',
      'Kept [5].',
    ].join('\n');
    expect(findMarkers(text).map((m) => m.numbers)).toEqual([[5]]);
  });

  it('in text already set apart from code, takes backticks as text', () => {
    expect(markersInText('`[1]` ![2] [3](x) [4]').map((m) => m.numbers)).toEqual([[1], [4]]);
  });
});

describe('stripMarkers', () => {
  it('removes markers with one space before them, not link text', () => {
    expect(stripMarkers('Costs fell [1, 2]. See [3](https://example.org) [4]')).toBe(
      'Costs fell. See [3](https://example.org)',
    );
  });
});
