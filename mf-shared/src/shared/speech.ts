// Speech for readers: text of this shared thesis read aloud by POST /api/text-to-speech. The share URL
// lets an anonymous reader speak the shared thesis's text (and only that).
import type { SpeakFn } from '@thesis-studio/thesis-view';
import { apiFetch } from '@thesis-studio/client';

export function sharedSpeech(shareUrl: string): SpeakFn {
  return async (text, voice, speed, signal) => {
    const response = await apiFetch('/api/text-to-speech', {
      method: 'POST',
      body: JSON.stringify({ text, voice, speed, shareUrl }),
      signal,
    });
    return response.blob();
  };
}
