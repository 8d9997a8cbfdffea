// Offline speech: playable MP3 (frames from start to end), longer for more text, shorter when faster,
// a different sound for each voice, streamed (first bytes before the whole text is spoken), and
// cancellable.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { VOICES, type SpeechRequest } from '../../provider.js';
import { readMp3 } from '../../testing/mp3.js';
import { OfflineProvider } from '../offline-provider.js';
import { ESPEAK_VOICES } from './voices.js';

const provider = new OfflineProvider({ speechWorkers: 1 });
afterAll(() => provider.close());

const CARD =
  'Mid-sized logistics firms face a choice. They can build route planning themselves, or buy it. ' +
  'Building keeps the data in-house. Buying is faster and cheaper at first.';

async function speak(
  request: Partial<SpeechRequest> & { text: string },
): Promise<{ audio: Buffer; parts: number }> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of provider.speak({ voice: 'alloy', speed: 1, ...request })) chunks.push(chunk);
  return { audio: Buffer.concat(chunks), parts: chunks.length };
}

describe('offline speech', () => {
  it('returns playable MP3 whose length grows with the text and shrinks with speed', async () => {
    const short = readMp3((await speak({ text: 'A short card.' })).audio);
    const long = await speak({ text: CARD });
    const normal = readMp3(long.audio);
    const fast = readMp3((await speak({ text: CARD, speed: 2 })).audio);
    const slow = readMp3((await speak({ text: CARD, speed: 0.5 })).audio);
    expect(normal.skipped).toBe(0);
    expect(normal.sampleRate).toBe(22050);
    expect(short.durationSeconds).toBeGreaterThan(0.5);
    expect(normal.durationSeconds).toBeGreaterThan(short.durationSeconds * 3);
    expect(fast.durationSeconds).toBeLessThan(normal.durationSeconds * 0.7);
    expect(slow.durationSeconds).toBeGreaterThan(normal.durationSeconds * 1.5);
    // The first sentence group is sent before the rest is spoken.
    expect(long.parts).toBeGreaterThan(1);
  });

  it('each of the six voices sounds different', async () => {
    const settings = new Set(
      VOICES.map((voice) => `${ESPEAK_VOICES[voice].name}/${ESPEAK_VOICES[voice].pitch}`),
    );
    expect(settings.size).toBe(6);
    const digests = new Set<string>();
    for (const voice of VOICES) {
      const { audio } = await speak({ text: 'Key insights.', voice });
      readMp3(audio);
      digests.add(createHash('sha256').update(audio).digest('hex'));
    }
    expect(digests.size).toBe(6);
  });

  it('markdown is not read out, and text starting with a dash is spoken, not taken as an option', async () => {
    const plain = readMp3((await speak({ text: 'Margins hold.' })).audio);
    const marked = readMp3((await speak({ text: '## **Margins** hold.' })).audio);
    expect(marked.frames).toBe(plain.frames);
    const dashed = readMp3((await speak({ text: '-w /usr/share/out.wav hello' })).audio);
    expect(dashed.durationSeconds).toBeGreaterThan(1);
  });

  it('stops when the caller goes away', async () => {
    const controller = new AbortController();
    const chunks: Uint8Array[] = [];
    await expect(
      (async () => {
        for await (const chunk of provider.speak(
          { text: CARD.repeat(6), voice: 'nova', speed: 1 },
          { signal: controller.signal },
        )) {
          chunks.push(chunk);
          controller.abort();
        }
      })(),
    ).rejects.toMatchObject({ code: 'CANCELLED' });
    expect(chunks).toHaveLength(1);
    // The worker is free again for the next caller.
    readMp3((await speak({ text: 'Next.' })).audio);
  });
});
