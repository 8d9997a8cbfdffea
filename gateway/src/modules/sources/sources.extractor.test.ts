// The extraction workers (issue 17 part 1): extraction runs off the gateway's thread (the event loop
// keeps ticking while a 10,000-page PDF is read), a worker past its time or memory limit is ended and
// the source fails with the matching reason, and the next extraction gets a fresh worker.
import { afterAll, describe, expect, it } from 'vitest';
import { longestStall } from '../../testing/fixtures.js';
import { hugePagePdf, largeDocx, manyPagePdf, pageFact } from './testing/fixtures.js';
import { extractionOutOfMemory, extractionTimedOut, SourceExtractor } from './extract/index.js';

const extractors: SourceExtractor[] = [];
afterAll(async () => {
  await Promise.all(extractors.map((extractor) => extractor.close()));
});
const extractor = (timeoutSeconds: number, memoryMb: number) => {
  const made = new SourceExtractor({ timeoutSeconds, memoryMb, size: 1 });
  extractors.push(made);
  return made;
};

/** A small text file read by `limited`: what shows it carries on after a worker was ended. */
const readSmall = (limited: SourceExtractor, format: 'text' | 'markdown', text: string) =>
  limited.extract({ format, bytes: Buffer.from(text), contentType: '', maxPages: 1 });

describe('SourceExtractor', () => {
  it('reads a PDF in a worker', async () => {
    const result = await extractor(60, 512).extract({
      format: 'pdf',
      bytes: await manyPagePdf(5),
      contentType: 'application/pdf',
      maxPages: 100,
    });
    expect(result.ok && result.pages).toBe(5);
    expect(result.ok && result.parts.find((part) => part.page === 4)?.text).toContain(pageFact(4));
  });

  it('keeps this thread responsive while a 10,000-page PDF is read, and ends it at the time limit', async () => {
    const limited = extractor(3, 512);
    const bytes = hugePagePdf(10_000);
    const started = performance.now();
    const { result, stallMs } = await longestStall(() =>
      limited.extract({ format: 'pdf', bytes, contentType: 'application/pdf', maxPages: 20_000 }),
    );
    expect(result).toEqual({ ok: false, reason: extractionTimedOut(3) });
    // Reading all 10,000 pages takes far longer than the 3 s it was given (plus the worker's start).
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(stallMs).toBeLessThan(250);
    // The worker was replaced: the next file is read.
    expect(await readSmall(limited, 'text', 'After the timeout.')).toMatchObject({
      ok: true,
      parts: [{ text: 'After the timeout.' }],
    });
  }, 60_000);

  it('ends a worker that runs past its memory limit, with the memory reason, and carries on', async () => {
    const limited = extractor(60, 64);
    const bytes = await largeDocx(500_000);
    const { result, stallMs } = await longestStall(() =>
      limited.extract({ format: 'docx', bytes, contentType: '', maxPages: 1 }),
    );
    expect(result).toEqual({ ok: false, reason: extractionOutOfMemory(64) });
    expect(stallMs).toBeLessThan(250);
    expect(await readSmall(limited, 'markdown', '# A\n\nStill here.')).toMatchObject({
      ok: true,
      parts: [{ heading: 'A', text: 'Still here.' }],
    });
  }, 60_000);
});
