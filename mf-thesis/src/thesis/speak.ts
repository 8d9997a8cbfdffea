// The audio players' speech source: POST /api/text-to-speech {text, voice, speed, language} →
// audio/mpeg, spoken in the thesis's language (issue 31).
import { answer, rest } from '@thesis-studio/client';
import type { ThesisLanguage } from '@thesis-studio/domain';
import type { SpeakFn } from '@thesis-studio/thesis-view';

export const speakIn =
  (language: ThesisLanguage): SpeakFn =>
  (text, voice, speed, signal) =>
    answer(
      rest().POST('/api/text-to-speech', {
        body: { text, voice, speed, language },
        parseAs: 'blob',
        signal,
      }),
    );
