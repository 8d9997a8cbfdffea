// The offline speech engine's process pool: text is cut into sentence groups (the first one short, so
// audio starts quickly), spoken and encoded in a child process (speech-process.ts: eSpeak NG is GPL-3.0
// and stays out of the gateway's process), and streamed back as MP3 frames. Each process speaks one
// request at a time; requests wait in a bounded queue; one past its time limit, or whose process
// crashed, fails alone and the process is replaced; warm() starts the processes ahead of use.
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { startChild } from '../../../child-process.js';
import { AiError } from '../../provider.js';
import type { FromSpeechProcess, SpeechJob, ToSpeechProcess } from './speech-process.js';

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

export interface SpeechPoolOptions {
  /** Processes at most; each speaks one request at a time. */
  size: number;
  /** Requests that may wait for a process; past it a request fails at once (busy). */
  maxQueue: number;
  /** The longest one request may take once its process is ready; past it the process is killed. */
  timeoutMs: number;
}

const DEFAULTS: SpeechPoolOptions = {
  size: Math.max(1, Math.min(2, availableParallelism() - 1)),
  maxQueue: 32,
  timeoutMs: 60_000,
};
/** A process gets at least this long to load eSpeak-NG and LAME. */
const START_MS = 30_000;

interface Job {
  message: SpeechJob;
  push(bytes: Uint8Array): void;
  end(error?: Error): void;
}

interface Slot {
  child: ChildProcess;
  /** Both engines loaded. */
  ready: boolean;
  job?: Job;
  /** The start or request time limit running now. */
  timer?: NodeJS.Timeout;
}

export class SpeechPool {
  private readonly options: SpeechPoolOptions;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: Partial<SpeechPoolOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Process ids of the running speech processes. */
  get pids(): number[] {
    return [...this.slots].flatMap((slot) => (slot.child.pid === undefined ? [] : [slot.child.pid]));
  }

  /** Starts the processes now (they load eSpeak-NG and LAME) instead of on the first request. */
  warm(): void {
    while (!this.closed && this.slots.size < this.options.size) this.spawn();
  }

  speak(
    chunks: readonly string[],
    voice: { name: string; pitch: number },
    wordsPerMinute: number,
    signal?: AbortSignal,
  ): AsyncIterable<Uint8Array> {
    const frames: Uint8Array[] = [];
    let finished = false;
    let failure: Error | undefined;
    let wake: (() => void) | undefined;
    const notify = () => {
      wake?.();
      wake = undefined;
    };
    const job: Job = {
      message: {
        type: 'job',
        id: this.nextId++,
        chunks: [...chunks],
        voice: voice.name,
        pitch: voice.pitch,
        wordsPerMinute,
      },
      push(bytes) {
        frames.push(bytes);
        notify();
      },
      end(error) {
        if (finished) return;
        finished = true;
        failure = error;
        notify();
      },
    };
    this.enqueue(job);
    const cancel = () => {
      this.cancel(job);
      notify();
    };
    signal?.addEventListener('abort', cancel, { once: true });
    return {
      async *[Symbol.asyncIterator]() {
        try {
          for (;;) {
            if (signal?.aborted) throw new AiError('CANCELLED', 'The request was cancelled.');
            if (frames.length > 0) {
              yield frames.shift()!;
              continue;
            }
            if (finished) break;
            await new Promise<void>((resolve) => {
              wake = resolve;
            });
          }
          if (failure instanceof AiError) throw failure;
          if (failure) throw new AiError('UNAVAILABLE', `Offline speech failed: ${failure.message}`);
        } finally {
          if (!finished) cancel();
          signal?.removeEventListener('abort', cancel);
        }
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error('the speech engine stopped');
    for (const job of this.queue.splice(0)) job.end(stopped);
    const slots = [...this.slots];
    this.slots.clear();
    await Promise.all(
      slots.map((slot) => {
        clearTimeout(slot.timer);
        slot.job?.end(stopped);
        return stop(slot.child);
      }),
    );
  }

  private enqueue(job: Job): void {
    if (this.closed) return job.end(new Error('the speech engine stopped'));
    const idle = [...this.slots].some((slot) => !slot.job) || this.slots.size < this.options.size;
    if (!idle && this.queue.length >= this.options.maxQueue) {
      return job.end(
        new AiError('UNAVAILABLE', 'The offline voice engine is busy. Please try again in a moment.'),
      );
    }
    this.queue.push(job);
    this.dispatch();
  }

  /** A queued request just leaves; a running one stops after its current sentence group. */
  private cancel(job: Job): void {
    const index = this.queue.indexOf(job);
    if (index >= 0) this.queue.splice(index, 1);
    for (const slot of this.slots)
      if (slot.job === job) send(slot.child, { type: 'cancel', id: job.message.id });
    job.end();
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot: Slot | undefined;
      for (const candidate of this.slots) if (!candidate.job) slot = candidate;
      if (!slot && this.slots.size < this.options.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      hold(slot.child, true);
      if (slot.ready) this.limit(slot, job);
      if (!send(slot.child, job.message)) this.lost(slot, 'it could not be reached');
    }
  }

  /** Starts `job`'s time limit in `slot`. */
  private limit(slot: Slot, job: Job): void {
    clearTimeout(slot.timer);
    const { timeoutMs } = this.options;
    slot.timer = setTimeout(() => {
      this.retire(slot);
      job.end(new AiError('TIMEOUT', `Offline speech took longer than ${timeoutMs / 1000} s.`));
      this.dispatch();
    }, timeoutMs);
  }

  /** Frees `slot` after its request ended. */
  private finish(slot: Slot): void {
    clearTimeout(slot.timer);
    slot.job = undefined;
    hold(slot.child, false);
  }

  /** Removes `slot` from the pool and kills its process. */
  private retire(slot: Slot): void {
    clearTimeout(slot.timer);
    if (!this.slots.delete(slot)) return;
    slot.child.kill('SIGKILL');
  }

  /** A process that died or never started fails the request it was running; queued ones get a new one. */
  private lost(slot: Slot, why: string): void {
    if (!this.slots.has(slot)) return;
    this.retire(slot);
    slot.job?.end(new Error(`the voice engine's process stopped (${why})`));
    this.dispatch();
  }

  private spawn(): Slot {
    const child = startChild(new URL('./speech-process.js', import.meta.url), { maxOldSpaceMb: 256 });
    const slot: Slot = { child, ready: false };
    child.on('message', (message: FromSpeechProcess) => {
      if (!this.slots.has(slot)) return;
      if (message.type === 'ready') {
        slot.ready = true;
        clearTimeout(slot.timer);
        if (slot.job) this.limit(slot, slot.job);
        return;
      }
      const job = slot.job;
      if (!job || job.message.id !== message.id) return;
      if (message.type === 'data') return job.push(message.bytes);
      this.finish(slot);
      job.end(message.type === 'error' ? new Error(message.message) : undefined);
      this.dispatch();
    });
    child.on('error', (error) => this.lost(slot, error.message));
    child.on('exit', (code, signal) => this.lost(slot, signal ?? `exit code ${code}`));
    hold(child, false);
    slot.timer = setTimeout(() => this.lost(slot, `it did not start within ${START_MS / 1000} s`), START_MS);
    slot.timer.unref();
    this.slots.add(slot);
    return slot;
  }
}

/** Sends over IPC; false when the channel is gone (the exit handler then fails the request). */
function send(child: ChildProcess, message: ToSpeechProcess): boolean {
  if (!child.connected) return false;
  child.send(message);
  return true;
}

/** An idle process never keeps the gateway alive; a busy one does until its request ends. */
function hold(child: ChildProcess, busy: boolean): void {
  if (busy) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
