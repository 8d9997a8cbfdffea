import { describe, expect, it } from 'vitest';
import { countWords } from '../../../shared/ai/index.js';
import { labelOf, PASSAGE_WORDS, sentencesOf, splitPassages } from './passages.js';
import { STOP_WORDS, terms } from './tokenize.js';

/** A sentence of `words` words (the first capitalised, a full stop at the end), tagged with `tag`. */
function sentence(words: number, tag: string): string {
  const body = Array.from({ length: words - 1 }, (_, i) => (i % 5 === 0 ? tag : `word${i % 13}`));
  return `Item ${body.join(' ')}.`;
}

/** Paragraphs of sentences with lengths cycling through `lengths`. */
function paragraphs(count: number, perParagraph: number, lengths: number[], tag = 'x'): string {
  let k = 0;
  return Array.from({ length: count }, (_, p) =>
    Array.from({ length: perParagraph }, () => sentence(lengths[k++ % lengths.length]!, `${tag}${p}`)).join(
      ' ',
    ),
  ).join('\n\n');
}

const fold = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('splitting sources into passages', () => {
  it('makes passages of roughly 100–300 words that end on sentences and lose no text', () => {
    const text = paragraphs(30, 6, [12, 25, 8, 31, 17, 22, 40]);
    const passages = splitPassages([{ text, page: null, heading: null }]);
    expect(passages.length).toBeGreaterThan(10);
    for (const passage of passages) {
      expect(passage.words).toBeGreaterThanOrEqual(PASSAGE_WORDS.min);
      expect(passage.words).toBeLessThanOrEqual(PASSAGE_WORDS.max);
      expect(passage.words).toBe(countWords(passage.text));
      expect(passage.text).toMatch(/\.$/);
      expect(passage.text.startsWith('Item ')).toBe(true);
    }
    expect(passages.map((p) => p.ordinal)).toEqual(passages.map((_, i) => i));
    expect(fold(passages.map((p) => p.text).join(' '))).toBe(fold(text));
    // Most end where a paragraph ends (the preferred break once past the target).
    const paragraphEnds = new Set(text.split('\n\n').map((p) => p.slice(-40)));
    const atParagraphEnd = passages.filter((p) => paragraphEnds.has(p.text.slice(-40))).length;
    expect(atParagraphEnd / passages.length).toBeGreaterThan(0.7);
  });

  it('keeps paragraph breaks inside a passage', () => {
    const text = `${sentence(40, 'a')}\n\n${sentence(30, 'b')}`;
    const [passage] = splitPassages([{ text, page: null, heading: 'Intro' }]);
    expect(passage?.text).toBe(`${sentence(40, 'a')}\n\n${sentence(30, 'b')}`);
  });

  it('never spans two pages: each PDF page gives its own passages, labelled with the page', () => {
    const parts = [1, 2, 3].map((page) => ({
      text: paragraphs(2, 4, [30, 45], `page${page}`),
      page,
      heading: null,
    }));
    const passages = splitPassages(parts);
    for (const passage of passages) {
      const page = passage.location.page!;
      expect(passage.location).toEqual({ page, heading: null, label: `p. ${page}` });
      expect(passage.text).toContain(`page${page}`);
      expect(passage.text).not.toMatch(new RegExp(`page(?!${page})\\d`));
    }
    expect(new Set(passages.map((p) => p.location.page))).toEqual(new Set([1, 2, 3]));
    // A short page stays a short passage rather than borrowing from the next page.
    const short = splitPassages([
      { text: sentence(20, 'one'), page: 7, heading: null },
      { text: sentence(20, 'two'), page: 8, heading: null },
    ]);
    expect(short.map((p) => [p.location.label, p.words])).toEqual([
      ['p. 7', 20],
      ['p. 8', 20],
    ]);
  });

  it('labels by heading, else by part number; consecutive parts under one heading are joined', () => {
    const passages = splitPassages([
      { text: sentence(60, 'pre'), page: null, heading: null },
      { text: sentence(50, 'price'), page: null, heading: '  Pricing\n model ' },
      { text: sentence(50, 'price'), page: null, heading: 'Pricing model' },
      { text: sentence(30, 'risk'), page: null, heading: 'Risks' },
    ]);
    expect(passages.map((p) => p.location)).toEqual([
      { page: null, heading: null, label: 'Part 1' },
      { page: null, heading: 'Pricing model', label: 'Pricing model' },
      { page: null, heading: 'Risks', label: 'Risks' },
    ]);
    expect(passages[1]!.words).toBe(100);
    expect(labelOf(null, null, 4)).toBe('Part 5');
    expect(labelOf(12, 'Ignored for a page', 0)).toBe('p. 12');
    expect(labelOf(null, 'x'.repeat(300), 0)).toHaveLength(120);
  });

  it('cuts a sentence longer than the maximum on word boundaries only', () => {
    const words = Array.from({ length: 700 }, (_, i) => `w${i}`);
    const passages = splitPassages([{ text: words.join(' '), page: null, heading: null }]);
    expect(passages.length).toBe(3);
    for (const passage of passages) expect(passage.words).toBeLessThanOrEqual(PASSAGE_WORDS.max);
    expect(passages.flatMap((p) => p.text.split(' '))).toEqual(words);
  });

  it('a short tail joins the passage before it, or the two are re-cut near the middle', () => {
    // 290 + 40 words: too many for one passage, so two of about 165.
    const text = `${sentence(10, 'a')} `.repeat(29) + `${sentence(10, 'b')} `.repeat(4);
    const passages = splitPassages([{ text, page: null, heading: null }]);
    expect(passages.map((p) => p.words)).toEqual([160, 170]);
    // 150 + 60 words: one passage.
    const joined = splitPassages([{ text: `${sentence(10, 'a')} `.repeat(21), page: null, heading: null }]);
    expect(joined.map((p) => p.words)).toEqual([210]);
  });

  it('does not break sentences after common abbreviations or inside numbers', () => {
    expect(sentencesOf('Dr. Smith paid 3.5 m. in Q3, e.g. for fuel. See p. 12 for details. Done.')).toEqual([
      'Dr. Smith paid 3.5 m. in Q3, e.g. for fuel.',
      'See p. 12 for details.',
      'Done.',
    ]);
    expect(sentencesOf('Line one\nstill line one. Next one')).toEqual([
      'Line one still line one.',
      'Next one',
    ]);
  });

  it('gives nothing for empty parts or parts with no words', () => {
    expect(splitPassages([])).toEqual([]);
    expect(
      splitPassages([
        { text: '   \n\n ', page: 1, heading: null },
        { text: '• • • *** —', page: 2, heading: null },
      ]),
    ).toEqual([]);
  });
});

describe("passages keep a source's structure (issue 33)", () => {
  const markdown = [
    'Carrier onboarding grew in 2025. The pilot ran for two quarters.',
    '',
    '- Clearance took 48 hours on average in Q3 2025.',
    "- Quillmark's pilot cut clearance to 30 hours.",
    '  - Fees stayed at EUR 12 per shipment.',
    '',
    '| Measure | Before | After |',
    '| --- | --- | --- |',
    '| Clearance time | 48 hours | 30 hours |',
    '',
    'Brokers expect more pilots next year.',
  ].join('\n');

  it('puts each list item and each table row on its own line, never run into the next', () => {
    const [passage] = splitPassages([{ text: markdown, page: null, heading: 'Pilot' }]);
    const lines = passage!.text.split('\n');
    expect(lines).toContain('- Clearance took 48 hours on average in Q3 2025.');
    expect(lines).toContain("- Quillmark's pilot cut clearance to 30 hours.");
    expect(lines).toContain('- Fees stayed at EUR 12 per shipment.');
    expect(lines).toContain('| Clearance time | 48 hours | 30 hours |');
    // The old cutting folded the list into one paragraph: "… Q3 2025. - Quillmark's pilot …".
    expect(passage!.text).not.toMatch(/2025\. - Quillmark/);
    expect(passage!.words).toBe(countWords(passage!.text));
  });

  it('keeps extracted web table rows (cells joined by " | ") on their own lines', () => {
    const text = 'Port | Clearance\nRotterdam | 30 hours\nHamburg | 36 hours\n\nAfter the table.';
    const [passage] = splitPassages([{ text, page: null, heading: null }]);
    expect(passage!.text.split('\n')).toEqual([
      'Port | Clearance',
      'Rotterdam | 30 hours',
      'Hamburg | 36 hours',
      '',
      'After the table.',
    ]);
  });
});

describe('search terms', () => {
  it('lower-cases, folds accents, drops stop words and stems', () => {
    expect(terms('The Carriers’ route-planning COSTS rose in the Café')).toEqual([
      'carrier',
      'rout',
      'plan',
      'cost',
      'rose',
      'cafe',
    ]);
    expect(terms('priced pricing prices')).toEqual(['price', 'price', 'price']);
    expect(terms('it is what it was, and they were there')).toEqual([]);
    expect(STOP_WORDS.has('the')).toBe(true);
  });

  it('keeps numbers whole and works for other alphabets', () => {
    expect(terms('Revenue of 300,000 EUR grew 12.5% in 2026')).toEqual([
      'revenu',
      '300,000',
      'eur',
      'grew',
      '12.5',
      '2026',
    ]);
    expect(terms('Ölpreise steigen; цены растут')).toEqual(['olpreis', 'steigen', 'цены', 'растут']);
  });
});
