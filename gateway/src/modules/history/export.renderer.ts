// Renders DOCX and PDF exports in worker threads (export.worker.ts): a few at once, a few more waiting,
// each bounded in size, time and memory, with errors a person can act on.
import { availableParallelism } from 'node:os';
import { serviceUnavailable, ServiceError } from '../../shared/errors/service-error.js';
import { WorkerPool, WorkerPoolError, type WorkerPoolOptions } from '../../shared/worker.js';
import type { Block, ExportDocument } from './export.document.js';
import type { ExportJob } from './export.worker.js';

/** The most text one export may hold (a thesis's content is capped at 200,000 characters). */
export const MAX_EXPORT_CHARS = 250_000;

export const EXPORT_BUSY = 'Exports are busy right now. Please try again in a few seconds.';
export const EXPORT_TOO_LONG = `This thesis is too long to export (at most ${MAX_EXPORT_CHARS.toLocaleString('en-GB')} characters).`;
export const EXPORT_TIMED_OUT = 'The export took too long to write. Please try again, or export as Markdown.';
const EXPORT_FAILED = 'The export could not be written. Please try again, or export as Markdown.';

const DEFAULTS: WorkerPoolOptions = {
  name: 'export',
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueue: 8,
  timeoutMs: 60_000,
  idleMs: 5 * 60_000,
  worker: { resourceLimits: { maxOldGenerationSizeMb: 512 } },
};

const blocksChars = (blocks: readonly Block[]): number =>
  blocks.reduce((sum, block) => {
    switch (block.kind) {
      case 'heading':
      case 'paragraph':
        return sum + block.runs.reduce((n, run) => n + run.text.length, 0);
      case 'list':
        return sum + block.items.reduce((n, item) => n + blocksChars(item), 0);
      case 'table':
        return sum + block.rows.flat(2).reduce((n, run) => n + run.text.length, 0);
      case 'quote':
        return sum + blocksChars(block.blocks);
      case 'code':
        return sum + block.text.length;
      case 'rule':
        return sum;
    }
  }, 0);

/** The text an export document holds, in characters. */
const exportChars = (document: ExportDocument): number =>
  document.title.length + document.centralQuestion.length + blocksChars(document.blocks);

export class ExportRenderer {
  private readonly pool: WorkerPool<ExportJob, Uint8Array>;

  constructor(options: Partial<WorkerPoolOptions> = {}) {
    this.pool = new WorkerPool(new URL('./export.worker.js', import.meta.url), { ...DEFAULTS, ...options });
  }

  async render(format: ExportJob['format'], document: ExportDocument): Promise<Buffer> {
    if (exportChars(document) > MAX_EXPORT_CHARS)
      throw new ServiceError('PAYLOAD_TOO_LARGE', EXPORT_TOO_LONG);
    try {
      const bytes = await this.pool.run({ format, document });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      if (!(error instanceof WorkerPoolError)) throw error;
      if (error.reason === 'busy') throw serviceUnavailable(EXPORT_BUSY, 5);
      if (error.reason === 'timeout') throw serviceUnavailable(EXPORT_TIMED_OUT);
      if (error.reason === 'crashed') throw serviceUnavailable(EXPORT_FAILED);
      throw new Error(`${format} export failed: ${error.message}`, { cause: error });
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** The process's export renderer (its workers start on the first export and stop when idle). */
export const exportRenderer = new ExportRenderer();
