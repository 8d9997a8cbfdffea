// The audio players' speech source: POST /api/text-to-speech {text, voice, speed} → audio/mpeg.
import { apiFetch } from '@thesis-studio/client';
import type { SpeakFn } from '@thesis-studio/thesis-view';

export const speak: SpeakFn = async (text, voice, speed, signal) => {
  const response = await apiFetch('/api/text-to-speech', {
    method: 'POST',
    body: JSON.stringify({ text, voice, speed }),
    signal,
  });
  return response.blob();
};
