// Runs extractions in worker threads (extract.worker.ts): one or two at once, each bounded in time
// (SOURCES_EXTRACT_TIMEOUT_SECONDS) and memory (SOURCES_EXTRACT_MEMORY_MB); a worker that runs out of
// either is ended and the source fails with a reason a person can act on.
import { availableParallelism } from 'node:os';
import { WorkerPool, WorkerPoolError, type WorkerPoolOptions } from '../../../shared/worker.js';
import type { ExtractJob, ExtractResult } from './extract.js';

export interface ExtractorOptions {
  timeoutSeconds: number;
  memoryMb: number;
  /** Workers at most (default: one per spare core, 1–2). */
  size?: number;
}

export const extractionTimedOut = (seconds: number): string =>
  `Reading this file took longer than ${seconds} s, the most allowed. Split it into smaller files, or add a text version.`;
export const extractionOutOfMemory = (mb: number): string =>
  `Reading this file needed more than the ${mb} MB of memory allowed. Split it into smaller files, or add a text version.`;
const EXTRACTION_FAILED =
  'This file could not be read. Save or export it again (or as PDF or plain text) and add that.';

export class SourceExtractor {
  private readonly pool: WorkerPool<ExtractJob, ExtractResult>;
  readonly concurrency: number;

  constructor(private readonly options: ExtractorOptions) {
    this.concurrency = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
    const pool: WorkerPoolOptions = {
      name: 'source extraction',
      size: this.concurrency,
      // The sources service runs at most `concurrency` at once; the queue only absorbs a stray extra.
      maxQueue: 64,
      timeoutMs: options.timeoutSeconds * 1000,
      idleMs: 2 * 60_000,
      worker: {
        resourceLimits: {
          maxOldGenerationSizeMb: options.memoryMb,
          maxYoungGenerationSizeMb: Math.min(64, Math.max(16, Math.floor(options.memoryMb / 8))),
        },
      },
    };
    this.pool = new WorkerPool(new URL('./extract.worker.js', import.meta.url), pool);
  }

  /** The parts of a source, or why it cannot be read. Never throws for what the file holds. */
  async extract(job: ExtractJob): Promise<ExtractResult> {
    try {
      return await this.pool.run(job);
    } catch (error) {
      if (!(error instanceof WorkerPoolError)) throw error;
      if (error.reason === 'timeout')
        return { ok: false, reason: extractionTimedOut(this.options.timeoutSeconds) };
      if (error.reason === 'crashed') {
        return {
          ok: false,
          reason: /memory/i.test(error.message)
            ? extractionOutOfMemory(this.options.memoryMb)
            : EXTRACTION_FAILED,
        };
      }
      if (error.reason === 'failed') return { ok: false, reason: EXTRACTION_FAILED };
      // busy or closed: not the file's fault; the caller tries again later.
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
