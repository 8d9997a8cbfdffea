// The audio players' speech source: POST /api/text-to-speech {text, voice, speed} → audio/mpeg.
import type { SpeakFn } from '@thesis-studio/thesis-view';

export const speak: SpeakFn = async (text, voice, speed, signal) => {
  const response = await fetch('/api/text-to-speech', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ text, voice, speed }),
    signal,
  });
  // Spec §8: status, a colon, a space, then the body (or the status text when it is empty).
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.blob();
};
