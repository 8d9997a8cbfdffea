// The six voices (spec §3) as eSpeak-NG voices: different accents, variants and pitch, so each sounds
// plainly different. Speed 1 is eSpeak's 175 words per minute.

import type { Voice } from '../../provider.js';

export interface EspeakVoice {
  /** eSpeak voice and variant, `<language>+<variant>`. */
  name: string;
  /** 0-99; 50 is the voice's own. */
  pitch: number;
}

export const ESPEAK_VOICES: Record<Voice, EspeakVoice> = {
  alloy: { name: 'en-us+m3', pitch: 50 },
  echo: { name: 'en+m7', pitch: 35 },
  fable: { name: 'en+m2', pitch: 62 },
  onyx: { name: 'en-us+m1', pitch: 18 },
  nova: { name: 'en-us+f3', pitch: 58 },
  shimmer: { name: 'en+f4', pitch: 80 },
};

export const ESPEAK_WORDS_PER_MINUTE = 175;
