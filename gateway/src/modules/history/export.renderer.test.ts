// DOCX and PDF exports are written in a worker thread: the files read back, the gateway's loop keeps
// running while a long thesis renders, and the size, time and queue bounds fail with clear errors.
import JSZip from 'jszip';
import { extractText } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { rejectionOf } from '../../testing/service-errors.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import { longArticle, wordCount } from '../../testing/long-thesis.js';
import { exportDocument, type ExportDocument } from './export.document.js';
import {
  EXPORT_BUSY,
  EXPORT_TIMED_OUT,
  EXPORT_TOO_LONG,
  ExportRenderer,
  MAX_EXPORT_CHARS,
} from './export.renderer.js';

const LONG = exportDocument({
  title: 'Build, don’t buy: routing for carriers',
  updatedAt: '2026-05-08T10:00:00.000Z',
  intellectualChallenge: 'Should carriers build their own routing?',
  content: longArticle(2200),
});

const renderers: ExportRenderer[] = [];
const renderer = (options: ConstructorParameters<typeof ExportRenderer>[0] = {}) => {
  const made = new ExportRenderer(options);
  renderers.push(made);
  return made;
};
afterAll(() => Promise.all(renderers.map((made) => made.close())));
/** One worker for the tests that expect renders to succeed. */
const shared = renderer();

const serviceError = (promise: Promise<unknown>) => rejectionOf(promise, ServiceError, 'the export');

/** Renders `document` while a 10 ms timer runs; the longest gap between its ticks shows a blocked loop. */
async function renderTimed(
  exports: ExportRenderer,
  format: 'pdf' | 'docx',
  document: ExportDocument,
): Promise<{ body: Buffer; ms: number; ticks: number; longestGapMs: number }> {
  let ticks = 0;
  let longestGapMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
    ticks++;
  }, 10);
  const started = performance.now();
  try {
    const body = await exports.render(format, document);
    return { body, ms: performance.now() - started, ticks, longestGapMs };
  } finally {
    clearInterval(timer);
  }
}

describe('the export renderer', () => {
  it('writes a PDF and a DOCX whose text reads back', async () => {
    const pdf = await shared.render('pdf', LONG);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = (await extractText(new Uint8Array(pdf))).text;
    expect(pages.length).toBeGreaterThan(3);
    const text = pages.join('\n');
    expect(text).toContain('Build, don’t buy: routing for carriers');
    expect(text).toContain('Section 1:');
    expect(text).toContain(`${pages.length} / ${pages.length}`);

    const docx = await shared.render('docx', LONG);
    const xml = await (await JSZip.loadAsync(docx)).file('word/document.xml')!.async('string');
    expect(xml).toContain('Build, don’t buy: routing for carriers');
    expect(xml).toContain('Months 1–3');
  });

  it('keeps the main thread responsive while a 2,200-word PDF renders', async () => {
    expect(wordCount(longArticle(2200))).toBeGreaterThanOrEqual(2200);
    await shared.render('pdf', LONG); // the worker is started and has parsed the fonts
    const { body, ms, ticks, longestGapMs } = await renderTimed(shared, 'pdf', LONG);
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    // Rendered inline, the loop would stand still for the whole render (0.4–1.2 s here).
    expect(ticks).toBeGreaterThan(ms / 10 / 4);
    expect(longestGapMs).toBeLessThan(250);
  });

  it('refuses a document over the size bound without starting a worker', async () => {
    const huge = { ...LONG, blocks: [{ kind: 'code' as const, text: 'x'.repeat(MAX_EXPORT_CHARS) }] };
    const error = await serviceError(renderer().render('pdf', huge));
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toBe(EXPORT_TOO_LONG);
  });

  it('fails a render past the time limit, and renders again afterwards', async () => {
    const exports = renderer({ timeoutMs: 20 });
    const error = await serviceError(exports.render('pdf', LONG));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(EXPORT_TIMED_OUT);
    const short = exportDocument({
      title: 'Short',
      updatedAt: LONG.date,
      intellectualChallenge: '',
      content: 'Hi.',
    });
    const relaxed = renderer({ timeoutMs: 30_000 });
    expect((await relaxed.render('docx', short)).subarray(0, 2).toString()).toBe('PK');
  });

  it('says exports are busy when the queue is full', async () => {
    const exports = renderer({ size: 1, maxQueue: 0 });
    const first = exports.render('pdf', LONG);
    const error = await serviceError(exports.render('pdf', LONG));
    expect(error.code).toBe('SERVICE_UNAVAILABLE');
    expect(error.message).toBe(EXPORT_BUSY);
    expect(error.retryAfterSeconds).toBe(5);
    expect((await first).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
