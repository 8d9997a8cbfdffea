// Audio already spoken, kept by (text, voice, speed, engine) up to a size bound (least recently used
// entries go first), so replaying a card costs nothing.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export class SpeechCache {
  private readonly cache: LRUCache<string, Buffer>;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.cache = new LRUCache<string, Buffer>({
      maxSize: maxBytes,
      sizeCalculation: (audio) => Math.max(1, audio.length),
    });
  }

  static key(parts: { text: string; voice: string; speed: number; engine: string; model: string }): string {
    return createHash('sha256')
      .update(JSON.stringify([parts.engine, parts.model, parts.voice, parts.speed, parts.text]))
      .digest('base64url');
  }

  get(key: string): Buffer | undefined {
    return this.cache.get(key);
  }

  set(key: string, audio: Buffer): void {
    this.cache.set(key, audio);
  }

  get bytes(): number {
    return this.cache.calculatedSize;
  }
}
