// Speech for readers: text of this shared thesis read aloud by POST /api/text-to-speech. The share URL
// lets an anonymous reader speak the shared thesis's text (and only that).
import type { SpeakFn } from '@thesis-studio/thesis-view/no-parser';
import { answer, rest } from '@thesis-studio/client';

export function sharedSpeech(shareUrl: string): SpeakFn {
  return (text, voice, speed, signal) =>
    answer(
      rest().POST('/api/text-to-speech', { body: { text, voice, speed, shareUrl }, parseAs: 'blob', signal }),
    );
}
