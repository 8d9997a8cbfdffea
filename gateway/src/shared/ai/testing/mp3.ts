// Test helper: reads an MP3 stream frame by frame (MPEG-1/2/2.5 Layer III headers), so a test can
// tell that audio is playable (frames follow each other to the end) and how long it lasts.

const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export interface Mp3Info {
  frames: number;
  sampleRate: number;
  durationSeconds: number;
  /** Bytes before the first frame (an ID3 tag) and after the last one. */
  skipped: number;
}

/** Throws when the bytes are not a contiguous run of Layer III frames. */
export function readMp3(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  if (bytes[0] === 0x49 && bytes[1] === 0x44 && bytes[2] === 0x33) {
    const size =
      ((bytes[6]! & 0x7f) << 21) |
      ((bytes[7]! & 0x7f) << 14) |
      ((bytes[8]! & 0x7f) << 7) |
      (bytes[9]! & 0x7f);
    offset = 10 + size;
  }
  const start = offset;
  let frames = 0;
  let sampleRate = 0;
  let samples = 0;
  while (offset + 4 <= bytes.length) {
    const b1 = bytes[offset + 1]!;
    const b2 = bytes[offset + 2]!;
    if (bytes[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame header at byte ${offset}`);
    const version = (b1 >> 3) & 0x3;
    const layer = (b1 >> 1) & 0x3;
    if (version === 1 || layer !== 1) throw new Error(`not MPEG Layer III at byte ${offset}`);
    const bitrate = (version === 3 ? BITRATES_V1 : BITRATES_V2)[(b2 >> 4) & 0xf];
    const rate = RATES[version]![(b2 >> 2) & 0x3];
    if (!bitrate || !rate) throw new Error(`bad bitrate or sample rate at byte ${offset}`);
    const padding = (b2 >> 1) & 0x1;
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * bitrate * 1000) / rate) + padding;
    if (offset + length > bytes.length) break;
    frames += 1;
    samples += perFrame;
    sampleRate = rate;
    offset += length;
  }
  if (frames === 0) throw new Error('no MP3 frames');
  return {
    frames,
    sampleRate,
    durationSeconds: samples / sampleRate,
    skipped: start + (bytes.length - offset),
  };
}
