// The offline speech engine's worker pool: text is cut into sentence groups (the first one short, so
// audio starts quickly), spoken and encoded in a worker thread, and streamed back as MP3 frames.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../../worker.js';
import { AiError } from '../../provider.js';
import type { FromWorker, ToWorker } from './speech-worker.js';

/** First chunk: about one sentence; later chunks: a few sentences each. */
const FIRST_CHUNK_CHARS = 160;
const CHUNK_CHARS = 600;

/** Groups sentences into chunks of at most `CHUNK_CHARS` (the first of at most `FIRST_CHUNK_CHARS`). */
export function speechChunks(sentences: readonly string[]): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    const limit = chunks.length === 0 ? FIRST_CHUNK_CHARS : CHUNK_CHARS;
    if (current && current.length + 1 + sentence.length > limit) {
      chunks.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

interface Slot {
  worker: Worker;
  /** Jobs sent to this worker that it has not finished. */
  jobs: Set<number>;
}

interface Pending {
  push(bytes: Uint8Array): void;
  end(error?: Error): void;
}

export class SpeechPool {
  private readonly workers: Slot[] = [];
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1))) {}

  /** Starts the workers now (they load eSpeak-NG and LAME) instead of on the first request. */
  warm(): void {
    while (this.workers.length < this.size) this.spawn();
  }

  speak(
    chunks: readonly string[],
    voice: { name: string; pitch: number },
    wordsPerMinute: number,
    signal?: AbortSignal,
  ): AsyncIterable<Uint8Array> {
    const id = this.nextId++;
    const slot = this.pick();
    const queue: Uint8Array[] = [];
    let finished = false;
    let failure: Error | undefined;
    let wake: (() => void) | undefined;
    const notify = () => {
      wake?.();
      wake = undefined;
    };
    this.pending.set(id, {
      push(bytes) {
        queue.push(bytes);
        notify();
      },
      end(error) {
        finished = true;
        failure = error;
        notify();
      },
    });
    slot.jobs.add(id);
    const cancel = () => slot.worker.postMessage({ type: 'cancel', id } satisfies ToWorker);
    signal?.addEventListener('abort', cancel, { once: true });
    slot.worker.postMessage({
      type: 'job',
      id,
      chunks: [...chunks],
      voice: voice.name,
      pitch: voice.pitch,
      wordsPerMinute,
    } satisfies ToWorker);
    return {
      async *[Symbol.asyncIterator]() {
        try {
          for (;;) {
            if (queue.length > 0) {
              yield queue.shift()!;
              continue;
            }
            if (finished) break;
            if (signal?.aborted) throw new AiError('CANCELLED', 'The request was cancelled.');
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
          if (failure) throw new AiError('UNAVAILABLE', `Offline speech failed: ${failure.message}`);
        } finally {
          if (!finished) cancel();
          signal?.removeEventListener('abort', cancel);
        }
      },
    };
  }

  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
    for (const job of this.pending.values()) job.end(new Error('the speech engine stopped'));
    this.pending.clear();
  }

  private pick(): Slot {
    const idle = this.workers.find((w) => w.jobs.size === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) return this.spawn();
    return this.workers.reduce((best, w) => (w.jobs.size < best.jobs.size ? w : best));
  }

  private spawn(): Slot {
    const worker = startWorker(new URL('./speech-worker.js', import.meta.url));
    const slot: Slot = { worker, jobs: new Set() };
    worker.unref();
    worker.on('message', (message: FromWorker) => {
      const job = this.pending.get(message.id);
      if (message.type === 'data') {
        job?.push(message.bytes);
        return;
      }
      slot.jobs.delete(message.id);
      this.pending.delete(message.id);
      job?.end(message.type === 'error' ? new Error(message.message) : undefined);
    });
    // A worker that dies fails its jobs; the next request starts a fresh one.
    worker.on('error', (error) => {
      for (const id of slot.jobs) {
        this.pending.get(id)?.end(error);
        this.pending.delete(id);
      }
      slot.jobs.clear();
      const index = this.workers.indexOf(slot);
      if (index >= 0) this.workers.splice(index, 1);
    });
    this.workers.push(slot);
    return slot;
  }
}
