// Thesis.reading: what the owner's thesis page shows of a thesis — the article's tree framed by block,
// the blocks, the cue cards, the title and central question — derived with @thesis-studio/markdown (the
// rules the browser has) and put in the reader's spelling, so the page loads neither the Markdown parser
// nor the word lists. The work (~15 ms per 10 KB to parse, about as much to convert) runs on the event
// loop for short content and in a worker thread for long content; answers are cached by language and
// reading key, so a page reloaded or refreshed during research derives each version once.
import { spellingOf, type Language } from '@thesis-studio/domain';
import { deriveReading, readingKey, type ReadingSource, type ThesisReading } from '@thesis-studio/markdown';
import { LRUCache } from 'lru-cache';
import { spellingConverter } from '../../shared/spelling.js';
import { WorkerPool } from '../../shared/worker.js';

export interface ReadingRequest extends ReadingSource {
  language: Language;
  /** A thesis not in English (issue 31): its texts as written, no UK/US spelling applied. */
  asWritten?: boolean;
}

/** The reading of a thesis in `language` (what the worker runs). */
export async function thesisReading({
  language,
  asWritten = false,
  ...source
}: ReadingRequest): Promise<ThesisReading> {
  if (asWritten) return deriveReading(source);
  const converter = await spellingConverter();
  return deriveReading(source, (text, context) => converter.convert(text, spellingOf(language), context));
}

/**
 * Content up to this length is read on the event loop (a few ms once warm): a worker's start and the
 * hop to it would cost the page more than they save. Longer content goes to the worker.
 */
export const INLINE_MAX_CHARS = 16_000;

/** The cache holds readings of at most this many characters of text in all (about 4× that in memory). */
const READING_CACHE_CHARS = 8_000_000;

export class ThesisReadings {
  private readonly pool = new WorkerPool<ReadingRequest, ThesisReading>(
    new URL('./readings.worker.js', import.meta.url),
    { name: 'thesis reading', size: 1, maxQueue: 64, timeoutMs: 20_000, idleMs: 5 * 60_000 },
  );
  // Sized by the texts read (a reading holds its tree, blocks and cards: a few times the content), so a
  // few very long theses cannot hold hundreds of megabytes.
  private readonly cache: LRUCache<string, Promise<ThesisReading>>;

  constructor({ maxChars = READING_CACHE_CHARS }: { maxChars?: number } = {}) {
    this.cache = new LRUCache({ max: 200, maxSize: maxChars });
  }

  /** The reading, from the cache when the same texts were read in the same language before. */
  reading(request: ReadingRequest): Promise<ThesisReading> {
    const cacheKey = `${request.asWritten ? 'as-written' : request.language}:${readingKey(request)}`;
    let answer = this.cache.get(cacheKey);
    if (!answer) {
      answer = this.derive(request);
      const size = request.title.length + request.intellectualChallenge.length + request.content.length;
      this.cache.set(cacheKey, answer, { size: Math.max(1, size) });
      // A failure is not kept: the next request tries again.
      answer.catch(() => {
        if (this.cache.get(cacheKey) === answer) this.cache.delete(cacheKey);
      });
    }
    return answer;
  }

  private derive(request: ReadingRequest): Promise<ThesisReading> {
    if (request.content.length <= INLINE_MAX_CHARS) return thesisReading(request);
    return this.pool.runOrHere(request, thesisReading);
  }

  /** Worker threads running now. */
  get workers(): number {
    return this.pool.workers;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
