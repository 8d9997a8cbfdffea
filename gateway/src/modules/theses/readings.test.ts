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
