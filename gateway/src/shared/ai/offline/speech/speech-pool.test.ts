// The speech process pool: eSpeak NG runs in child processes (never in the gateway's process), started
// ahead of use by warm(); a request past its time limit or whose process crashed fails alone and the
// next one gets a fresh process; a full queue is refused at once; close() stops every process.
import { afterEach, describe, expect, it } from 'vitest';
import { readMp3 } from '../../testing/mp3.js';
import { SpeechPool, type SpeechPoolOptions } from './speech-pool.js';
import { ESPEAK_VOICES } from './voices.js';

const pools: SpeechPool[] = [];
const pool = (options: Partial<SpeechPoolOptions> = {}) => {
  const made = new SpeechPool({ size: 1, ...options });
  pools.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(pools.splice(0).map((made) => made.close()));
});

const LONG = Array.from({ length: 12 }, (_, i) => `Sentence ${i + 1} of a long card about route planning.`);

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

const speak = (speech: SpeechPool, chunks: string[], signal?: AbortSignal) =>
  speech.speak(chunks, ESPEAK_VOICES.alloy, 175, signal);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('SpeechPool', () => {
  it('speaks in a warmed child process of its own, and close() stops it', async () => {
    const speech = pool();
    speech.warm();
    const [pid] = speech.pids;
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    readMp3(await collect(speak(speech, ['Warm and ready.'])));
    expect(speech.pids).toEqual([pid]);
    await speech.close();
    expect(alive(pid!)).toBe(false);
  });

  it('a crashed process fails only its own request; the next request gets a new process', async () => {
    const speech = pool();
    const stream = speak(speech, LONG)[Symbol.asyncIterator]();
    await stream.next();
    const [pid] = speech.pids;
    process.kill(pid!, 'SIGKILL');
    await expect(
      (async () => {
        for (let part = await stream.next(); !part.done; part = await stream.next());
      })(),
    ).rejects.toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('SIGKILL') });
    readMp3(await collect(speak(speech, ['After the crash.'])));
    expect(speech.pids).toHaveLength(1);
    expect(speech.pids[0]).not.toBe(pid);
  });

  it('a request past its time limit loses its process and fails with TIMEOUT', async () => {
    // A limit a short request meets even on a loaded machine, and a request far past it anywhere.
    const speech = pool({ timeoutMs: 6000 });
    speech.warm();
    readMp3(await collect(speak(speech, ['Ready.'])));
    const [pid] = speech.pids;
    await expect(collect(speak(speech, Array<string[]>(200).fill(LONG).flat()))).rejects.toMatchObject({
      code: 'TIMEOUT',
    });
    await expect.poll(() => alive(pid!)).toBe(false);
    readMp3(await collect(speak(speech, ['Short.'])));
  });

  it('refuses a request at once when every process is busy and the queue is full', async () => {
    const speech = pool({ maxQueue: 1 });
    const running = collect(speak(speech, ['Running.']));
    const queued = collect(speak(speech, ['Queued.']));
    await expect(collect(speak(speech, ['One too many.']))).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      message: expect.stringContaining('busy'),
    });
    readMp3(await running);
    readMp3(await queued);
  });

  it('a request cancelled while it waits never reaches a process', async () => {
    const speech = pool();
    const running = collect(speak(speech, ['Running.']));
    const controller = new AbortController();
    const waiting = collect(speak(speech, ['Never spoken.'], controller.signal));
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ code: 'CANCELLED' });
    readMp3(await running);
  });
});
