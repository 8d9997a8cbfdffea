// The six voices (spec §3) as eSpeak-NG voices: different accents, variants and pitch, so each sounds
// plainly different. Speed 1 is eSpeak's 175 words per minute.

import type { ThesisLanguage } from '@thesis-studio/domain';
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

/**
 * eSpeak-NG's voice for each thesis language (issue 31), all in the bundled eSpeak data; null would
 * mean none is available offline (the speech endpoint then says so). English keeps the six voices above.
 */
const ESPEAK_LANGUAGE_VOICES: Record<ThesisLanguage, string | null> = {
  'en-GB': 'en',
  'en-US': 'en-us',
  de: 'de',
  fr: 'fr',
  es: 'es',
  it: 'it',
  nl: 'nl',
  pt: 'pt',
  pl: 'pl',
  sv: 'sv',
};

/**
 * The voice that reads a text in `language`: English as above; another language in its own eSpeak
 * voice with the variant and pitch of `voice`, so the six still sound apart. Null: none offline.
 */
export function espeakVoiceFor(voice: Voice, language: ThesisLanguage = 'en-GB'): EspeakVoice | null {
  const english = ESPEAK_VOICES[voice];
  if (language === 'en-GB' || language === 'en-US') return english;
  const base = ESPEAK_LANGUAGE_VOICES[language];
  if (!base) return null;
  const variant = english.name.split('+')[1];
  return { name: variant ? `${base}+${variant}` : base, pitch: english.pitch };
}
