// Thesis readings: derived once per language and texts (cached), long content in the worker thread with
// the same answer as on the event loop.
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_MAX_CHARS, thesisReading, ThesisReadings } from './readings.js';

const readings = new ThesisReadings();
afterAll(() => readings.close());

const section = (n: number) =>
  `## Section ${n}\n\nThe organisation plans colour research in region ${n}, with a budget it set itself.\n\n`;
const source = (content: string) => ({ title: 'Colour', intellectualChallenge: 'Why?', content });

describe('ThesisReadings', () => {
  it('answers the same request from its cache, and another language or text anew', async () => {
    const request = { ...source(section(1)), language: 'USA' as const };
    const first = await readings.reading(request);
    expect(await readings.reading({ ...request })).toBe(first);
    expect(first.title).toBe('Color');
    const uk = await readings.reading({ ...request, language: 'UK' });
    expect(uk).not.toBe(first);
    expect(uk.title).toBe('Colour');
    const changed = await readings.reading({ ...request, content: section(2) });
    expect(changed.key).not.toBe(first.key);
  });

  it('keeps readings of at most maxChars characters of text, the least recently read going first', async () => {
    const texts = (n: number) => ({ ...source(section(n)), language: 'UK' as const });
    const size = (n: number) => 'Colour'.length + 'Why?'.length + section(n).length;
    // Room for two readings of these texts, not three.
    const small = new ThesisReadings({ maxChars: size(1) + size(2) + 1 });
    try {
      const a = await small.reading(texts(1));
      const b = await small.reading(texts(2));
      expect(await small.reading(texts(1))).toBe(a); // read again: now the most recent
      await small.reading(texts(3)); // the least recently read (2) goes
      expect(await small.reading(texts(1))).toBe(a);
      expect(await small.reading(texts(2))).not.toBe(b);
      expect(await small.reading(texts(2))).toEqual(b);
    } finally {
      await small.close();
    }
  });

  it('reads long content in the worker, with the answer the event loop would give', async () => {
    let content = '';
    for (let n = 0; content.length <= INLINE_MAX_CHARS; n += 1) content += section(n);
    const request = { ...source(content), language: 'USA' as const };
    expect(readings.workers).toBe(0);
    const inWorker = await readings.reading(request);
    expect(readings.workers).toBe(1);
    expect(inWorker).toEqual(await thesisReading(request));
    expect(JSON.stringify(inWorker.article)).toContain('The organization plans color research');
  });
});
