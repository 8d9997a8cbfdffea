// Speech for readers: text of this shared thesis read aloud by POST /api/text-to-speech. The share URL
// lets an anonymous reader speak the shared thesis's text (and only that); the voice speaks the
// thesis's language (issue 31).
import type { ThesisLanguage } from '@thesis-studio/domain';
import type { SpeakFn } from '@thesis-studio/thesis-view/no-parser';
import { answer, rest } from '@thesis-studio/client';

export function sharedSpeech(shareUrl: string, language: ThesisLanguage): SpeakFn {
  return (text, voice, speed, signal) =>
    answer(
      rest().POST('/api/text-to-speech', {
        body: { text, voice, speed, shareUrl, language },
        parseAs: 'blob',
        signal,
      }),
    );
}
