// Renders og images in one worker thread, started on first use and stopped with the gateway.
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../shared/worker.js';
import type { OgCard } from './og-image.js';

interface Reply {
  id: number;
  png?: Uint8Array;
  error?: string;
}

export class OgRenderer {
  private worker: Worker | undefined;
  private readonly pending = new Map<
    number,
    { resolve: (png: Buffer) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;

  render(card: OgCard): Promise<Buffer> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, card });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('the og image renderer was stopped'));
    await worker?.terminate();
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(new URL('./og-image-worker.js', import.meta.url));
    worker.on('message', (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.png)
        waiting.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
      else waiting.reject(new Error(reply.error ?? 'og image rendering failed'));
    });
    const lost = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll(error);
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`the og image worker exited (${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
