// The audio players' speech source: POST /api/text-to-speech {text, voice, speed} → audio/mpeg.
import { answer, rest } from '@thesis-studio/client';
import type { SpeakFn } from '@thesis-studio/thesis-view';

export const speak: SpeakFn = (text, voice, speed, signal) =>
  answer(rest().POST('/api/text-to-speech', { body: { text, voice, speed }, parseAs: 'blob', signal }));
