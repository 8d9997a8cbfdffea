// Read-aloud rules of spec §9: 4,000-character cut, buffered-mode chunks, time estimate, speeds, voices.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SPEED,
  DEFAULT_VOICE,
  VOICES,
  clampSpeed,
  countWords,
  estimateSeconds,
  formatDuration,
  sentences,
  speechChunks,
  truncateSpeech,
} from './speech.js';

const sentence = (n: number, words = 12) =>
  `Sentence ${n} ${Array.from({ length: words - 2 }, (_, i) => `word${i}`).join(' ')}.`;

describe('sentences', () => {
  it('splits with Intl.Segmenter, keeping decimals, quotes and title abbreviations inside a sentence', () => {
    expect(sentences('Dr. Smith grew sales 3.5 percent. He said "yes!" Then he left.\nA new line')).toEqual([
      'Dr. Smith grew sales 3.5 percent.',
      'He said "yes!"',
      'Then he left.',
      'A new line',
    ]);
    expect(sentences('  ')).toEqual([]);
  });
});

describe('truncateSpeech', () => {
  it('keeps text up to 4,000 characters as it is', () => {
    const text = 'a'.repeat(4000);
    expect(truncateSpeech(text)).toBe(text);
  });

  it('cuts longer text at the last sentence that fits', () => {
    const text = Array.from({ length: 80 }, (_, i) => sentence(i)).join(' ');
    expect(text.length).toBeGreaterThan(4000);
    const cut = truncateSpeech(text);
    expect(cut.length).toBeLessThanOrEqual(4000);
    expect(cut.length).toBeGreaterThan(3900);
    expect(cut.endsWith('.')).toBe(true);
    expect(text.startsWith(cut)).toBe(true);
  });

  it('cuts one endless sentence at a word', () => {
    const cut = truncateSpeech('word '.repeat(1000));
    expect(cut.length).toBeLessThanOrEqual(4000);
    expect(cut.endsWith('word')).toBe(true);
  });
});

describe('speechChunks (buffered mode)', () => {
  it('reads the first 3 sentences as Executive Summary, then the rest in chunks of at most 3,000 characters', () => {
    const all = Array.from({ length: 120 }, (_, i) => sentence(i));
    const chunks = speechChunks(all.join(' '));
    expect(chunks[0]).toEqual({ label: 'Executive Summary', text: all.slice(0, 3).join(' ') });
    const rest = chunks.slice(1);
    expect(rest.length).toBeGreaterThan(1);
    rest.forEach((chunk, i) => {
      expect(chunk.label).toBe(`Part ${i + 1} of ${rest.length}`);
      expect(chunk.text.length).toBeLessThanOrEqual(3000);
      expect(chunk.text.endsWith('.')).toBe(true);
    });
    // Nothing is lost or repeated, and chunks break only between sentences.
    expect(chunks.map((c) => c.text).join(' ')).toBe(all.join(' '));
    expect(rest[0]!.text.startsWith('Sentence 3 ')).toBe(true);
  });

  it('keeps the summary within 600 characters: fewer sentences when they are long', () => {
    const long = Array.from({ length: 6 }, (_, i) => sentence(i, 40));
    const chunks = speechChunks(long.join(' '));
    expect(chunks[0]!.text.length).toBeLessThanOrEqual(600);
    expect(chunks[0]!.text).toBe(long.slice(0, 2).join(' '));
    expect(chunks.map((c) => c.text).join(' ')).toBe(long.join(' '));
  });

  it('cuts a first sentence over 600 characters at a word', () => {
    const huge = `${'lorem '.repeat(150).trim()}.`;
    const chunks = speechChunks(huge);
    expect(chunks[0]!.label).toBe('Executive Summary');
    expect(chunks[0]!.text.length).toBeLessThanOrEqual(600);
    expect(`${chunks[0]!.text} ${chunks[1]!.text}`).toBe(huge);
  });

  it('gives only the summary for short text, nothing for none', () => {
    expect(speechChunks('One. Two.')).toEqual([{ label: 'Executive Summary', text: 'One. Two.' }]);
    expect(speechChunks('')).toEqual([]);
  });
});

describe('estimateSeconds', () => {
  it('counts 150 words a minute with at least 10 seconds a card', () => {
    expect(estimateSeconds('')).toBe(10);
    expect(estimateSeconds('word '.repeat(20))).toBe(10);
    expect(estimateSeconds('word '.repeat(150))).toBe(60);
    expect(estimateSeconds('word '.repeat(375))).toBe(150);
    expect(countWords('Q1 2025: interview — staff, then pilot.')).toBe(6);
  });

  it("counts words as Intl.Segmenter's word-like segments do, in the product's kind of text", () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
    const byIcu = (text: string) => [...segmenter.segment(text)].filter((s) => s.isWordLike).length;
    for (const text of [
      'Our organisation’s analysts will centralise reporting by Q3 2026, then pilot in two regions.',
      "The team's 1,250 customers grew 3.5% — a co-op model (see “Options and Risks”) keeps costs low.",
      'Naïve café owners in São Paulo doubled revenue; e-commerce rose 12.5 per cent year-on-year.',
      '- Audit the current reporting organisation\n- Standardise the metrics every region reports',
      '| Q1 2026 | Interview leaders | Findings shared |',
      '',
      '   … — !',
      'Costs,staff and e.g. 4,5 or 10,000,000 items; growth,2026 and 2026,growth.',
    ]) {
      expect(countWords(text), text).toBe(byIcu(text));
    }
  });

  it('formats durations for people', () => {
    expect(formatDuration(10)).toBe('10 s');
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(150)).toBe('2 min 30 s');
  });
});

describe('voices and speeds', () => {
  it('offers the six voices, alloy by default, speeds 0.5–2 on a 0.1 grid, default 1', () => {
    expect(VOICES).toEqual(['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer']);
    expect(DEFAULT_VOICE).toBe('alloy');
    expect(DEFAULT_SPEED).toBe(1);
    expect(clampSpeed(0.1)).toBe(0.5);
    expect(clampSpeed(3)).toBe(2);
    expect(clampSpeed(1.26)).toBe(1.3);
    expect(clampSpeed(Number.NaN)).toBe(1);
  });
});
