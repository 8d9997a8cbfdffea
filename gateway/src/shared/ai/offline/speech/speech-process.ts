// Child process of the offline speech engine (forked by speech-pool.ts): eSpeak-NG (WebAssembly, from
// text2wav; GPL-3.0, which is why it runs in a process of its own rather than in the gateway's) speaks
// each chunk of text to 16-bit PCM, and LAME (WebAssembly, wasm-media-encoders) encodes it to MP3
// frames sent back over IPC as they are made. Jobs run one after another; a cancelled job stops after
// its current chunk. It says 'ready' once both engines are loaded, and exits when the gateway goes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type EspeakNgModule from 'text2wav/lib/espeak-ng.js';
import { createMp3Encoder } from 'wasm-media-encoders';

export interface SpeechJob {
  type: 'job';
  id: number;
  chunks: string[];
  voice: string;
  pitch: number;
  wordsPerMinute: number;
}
export type ToSpeechProcess = SpeechJob | { type: 'cancel'; id: number };
export type FromSpeechProcess =
  | { type: 'ready' }
  | { type: 'data'; id: number; bytes: Uint8Array }
  | { type: 'done'; id: number }
  | { type: 'error'; id: number; message: string };

/** WebAssembly, as far as this process uses it (@types/node declares only its types). */
const Wasm = (
  globalThis as unknown as {
    WebAssembly: {
      Module: new (bytes: Uint8Array) => object;
      instantiate(module: object, imports: object): Promise<object>;
    };
  }
).WebAssembly;

const require = createRequire(import.meta.url);
const EspeakNg = require('text2wav/lib/espeak-ng.js') as typeof EspeakNgModule;
// Compiled once; each chunk instantiates it afresh (eSpeak's main() runs once per instance).
const espeakWasm = new Wasm.Module(readFileSync(require.resolve('text2wav/lib/espeak-ng.wasm')));
const encoderReady = createMp3Encoder();

const OUTPUT = '/speech.wav';

type Listener = (...args: unknown[]) => void;
const PROCESS_EVENTS = ['uncaughtException', 'unhandledRejection'] as const;
const emitter = process as unknown as {
  listeners(event: string): Listener[];
  off(event: string, listener: Listener): void;
};
/** Each eSpeak instance adds process listeners (Emscripten's runtime); all but the first ones go. */
const baseline = PROCESS_EVENTS.map((event) => new Set(emitter.listeners(event)));
const dropInstanceListeners = () =>
  PROCESS_EVENTS.forEach((event, index) => {
    for (const listener of emitter.listeners(event))
      if (!baseline[index]!.has(listener)) emitter.off(event, listener);
  });

type Instance = EspeakNgModule.EspeakModule & { callMain(args: string[]): void };

/**
 * A fresh eSpeak instance, instantiated and initialised, its main() not yet run. Wrapped in an object:
 * Emscripten's module has a then() and would be taken for a promise.
 */
function newInstance(): Promise<{ instance: Instance }> {
  return new Promise((resolve, reject) => {
    const module = {
      arguments: [],
      noInitialRun: true,
      print: () => undefined,
      printErr: () => undefined,
      instantiateWasm(imports: object, done: (instance: object) => void) {
        Wasm.instantiate(espeakWasm, imports).then(done, reject);
        return {};
      },
      onRuntimeInitialized: () => resolve({ instance: module as never }),
      onAbort: (reason: unknown) => reject(new Error(`eSpeak-NG stopped: ${String(reason)}`)),
    };
    EspeakNg(module as EspeakNgModule.EspeakModule);
  });
}

/** The next instance is made while the current one speaks (main() runs once per instance). */
let spare = newInstance();

async function speakToWav(text: string, job: SpeechJob): Promise<Uint8Array> {
  const { instance } = await spare;
  spare = newInstance();
  try {
    // "--" ends the options: the text is never read as one.
    instance.callMain([
      '-v',
      job.voice,
      '-p',
      String(job.pitch),
      '-s',
      String(job.wordsPerMinute),
      '-w',
      OUTPUT,
      '--',
      text,
    ]);
  } catch (error) {
    // Emscripten ends main() by throwing its ExitStatus; only a non-zero status is a failure.
    const status = (error as { status?: number }).status;
    if (status !== 0)
      throw error instanceof Error ? error : new Error(`eSpeak-NG exited with ${String(status)}`);
  }
  const wav = instance.FS!.readFile(OUTPUT);
  instance.FS!.unmount('/usr/share');
  dropInstanceListeners();
  return wav;
}

/** The PCM samples of a mono 16-bit WAV as floats, and its sample rate. */
function pcmOf(wav: Uint8Array): { samples: Float32Array; sampleRate: number } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const sampleRate = view.getUint32(24, true);
  let offset = 12;
  while (offset + 8 <= wav.byteLength) {
    const id = String.fromCharCode(wav[offset]!, wav[offset + 1]!, wav[offset + 2]!, wav[offset + 3]!);
    const size = view.getUint32(offset + 4, true);
    if (id === 'data') {
      const count = Math.floor(Math.min(size, wav.byteLength - offset - 8) / 2);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(offset + 8 + i * 2, true) / 32768;
      return { samples, sampleRate };
    }
    offset += 8 + size + (size % 2);
  }
  return { samples: new Float32Array(0), sampleRate };
}

const queue: SpeechJob[] = [];
const cancelled = new Set<number>();
let running = false;

function post(message: FromSpeechProcess): void {
  process.send?.(message);
}

async function run(job: SpeechJob): Promise<void> {
  const encoder = await encoderReady;
  let configured = false;
  for (const chunk of job.chunks) {
    if (cancelled.has(job.id)) return;
    const { samples, sampleRate } = pcmOf(await speakToWav(chunk, job));
    if (!configured) {
      encoder.configure({ sampleRate, channels: 1, bitrate: 48 });
      configured = true;
    }
    const frames = encoder.encode([samples]);
    if (frames.length > 0) post({ type: 'data', id: job.id, bytes: frames.slice() });
  }
  if (!configured) return;
  const last = encoder.finalize();
  if (last.length > 0) post({ type: 'data', id: job.id, bytes: last.slice() });
}

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  while (queue.length > 0) {
    const job = queue.shift()!;
    try {
      await run(job);
      post({ type: 'done', id: job.id });
    } catch (error) {
      post({ type: 'error', id: job.id, message: error instanceof Error ? error.message : String(error) });
    } finally {
      cancelled.delete(job.id);
    }
  }
  running = false;
}

process.on('message', (message: ToSpeechProcess) => {
  if (message.type === 'cancel') {
    cancelled.add(message.id);
    const index = queue.findIndex((job) => job.id === message.id);
    if (index >= 0) {
      queue.splice(index, 1);
      cancelled.delete(message.id);
      post({ type: 'done', id: message.id });
    }
    return;
  }
  queue.push(message);
  void drain();
});

// The gateway stopped or closed the channel: nothing is left to speak for.
process.on('disconnect', () => process.exit(0));
void Promise.all([spare, encoderReady]).then(
  () => post({ type: 'ready' }),
  (error: unknown) => {
    console.error(
      `The offline voice engine could not start: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
