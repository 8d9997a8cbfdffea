// Read-aloud rules (spec §3 voices, §4 audio, §9 speech): voices, speeds, the 4,000-character cut,
// buffered-mode chunks and the time estimate. Sentences come from the Markdown package's rule (the cue
// cards' summaries use it too).
import { sentences } from '@thesis-studio/markdown/no-parser';

export { sentences };

/** The voices offered (spec §3), in the order the select lists them. */
export const VOICES = ['alloy', 'echo', 'fable', 'onyx', 'nova', 'shimmer'] as const;
export type Voice = (typeof VOICES)[number];
export const DEFAULT_VOICE: Voice = 'alloy';

/** How each voice sounds (the offline engine's eSpeak voices mirror these). */
export const VOICE_LABELS: Record<Voice, string> = {
  alloy: 'Alloy (neutral)',
  echo: 'Echo (low)',
  fable: 'Fable (bright)',
  onyx: 'Onyx (deep)',
  nova: 'Nova (warm)',
  shimmer: 'Shimmer (high)',
};

export const SPEED_MIN = 0.5;
export const SPEED_MAX = 2;
export const SPEED_STEP = 0.1;
export const DEFAULT_SPEED = 1;

/** Pause between cards in sequential mode. */
export const SEQUENTIAL_GAP_MS = 500;
export const SPEECH_MAX_CHARS = 4000;
export const SUMMARY_SENTENCES = 3;
export const SUMMARY_MAX_CHARS = 600;
export const CHUNK_MAX_CHARS = 3000;
export const WORDS_PER_MINUTE = 150;
export const MIN_CARD_SECONDS = 10;
export const EXECUTIVE_SUMMARY_LABEL = 'Executive Summary';

/** Turns text into speech (an audio Blob, e.g. audio/mpeg); the caller owns the network. */
export type SpeakFn = (text: string, voice: Voice, speed: number, signal: AbortSignal) => Promise<Blob>;

export interface SpeechChunk {
  label: string;
  text: string;
}

// A word: letters, marks and digits, joined through an apostrophe or a point ("organisation's", "3.5",
// "e.g") and, between digits, a comma ("1,000"); dashes and other punctuation separate words, as in
// Unicode's word boundaries (UAX #29), which Intl.Segmenter follows. A regular expression,
// not Intl.Segmenter: the listening time is shown as the audio player renders, and a page's first Intl
// object loads ICU's data, 16–30 ms on this machine, inside that render (the shared page's takeover).
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’.][\p{L}\p{M}\p{N}]+|(?<=\p{N}),\p{N}+)*/gu;

/** Words of a text: runs of letters and digits (a word's apostrophe or point, a number's comma kept). */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/** Splits a text longer than `max` at spaces (a single word longer than `max` is cut). */
function splitAtWords(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const space = rest.lastIndexOf(' ', max);
    const cut = space > 0 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** Sentences packed into chunks of at most `max` characters, never splitting a sentence that fits. */
function pack(items: string[], max: number): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const sentence of items.flatMap((s) => splitAtWords(s, max))) {
    const joined = current ? `${current} ${sentence}` : sentence;
    if (joined.length <= max) current = joined;
    else {
      chunks.push(current);
      current = sentence;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Text cut to at most 4,000 characters (spec §5), at the last sentence (or word) that fits. */
export function truncateSpeech(text: string, max = SPEECH_MAX_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  return pack(sentences(trimmed), max)[0] ?? '';
}

/**
 * Buffered mode (spec §9): the first 3 sentences, at most 600 characters, as 'Executive Summary' —
 * quick to generate, so reading starts at once — then the rest in chunks of at most 3,000 characters
 * on sentence boundaries, labelled 'Part n of m'.
 */
export function speechChunks(text: string): SpeechChunk[] {
  const all = sentences(text);
  const summary: string[] = [];
  let length = 0;
  while (summary.length < SUMMARY_SENTENCES && all.length > 0) {
    const next = all[0]!;
    const added = length === 0 ? next.length : length + 1 + next.length;
    if (added <= SUMMARY_MAX_CHARS) {
      summary.push(next);
      length = added;
      all.shift();
    } else {
      // A first sentence over 600 characters: its first 600 (at a word) are the summary.
      if (summary.length === 0) {
        const [head = '', ...tail] = splitAtWords(next, SUMMARY_MAX_CHARS);
        summary.push(head);
        all.splice(0, 1, tail.join(' '));
      }
      break;
    }
  }
  const rest = pack(all.filter(Boolean), CHUNK_MAX_CHARS);
  return [
    ...(summary.length > 0 ? [{ label: EXECUTIVE_SUMMARY_LABEL, text: summary.join(' ') }] : []),
    ...rest.map((chunk, i) => ({ label: `Part ${i + 1} of ${rest.length}`, text: chunk })),
  ];
}

/** Listening time of a card at 150 words a minute, at least 10 s (spec §9), in whole seconds. */
export function estimateSeconds(text: string): number {
  return Math.max(MIN_CARD_SECONDS, Math.round((countWords(text) / WORDS_PER_MINUTE) * 60));
}

/** '45 s', '2 min', '1 min 20 s'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** A speed on the 0.1 grid within 0.5–2. */
export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return DEFAULT_SPEED;
  const stepped = Math.round(speed / SPEED_STEP) * SPEED_STEP;
  return Math.round(Math.min(SPEED_MAX, Math.max(SPEED_MIN, stepped)) * 10) / 10;
}
