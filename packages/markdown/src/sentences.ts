// Sentences of a text (Intl.Segmenter), for cue-card summaries and speech: one rule for the browser and
// the gateway.
// Made on first use: making one loads ICU's sentence rules, a few milliseconds a page that shows no
// summary (the shared page, at start) need not spend.
let sentenceSegmenter: Intl.Segmenter | undefined;

// ICU ends a sentence after a title abbreviation ('Dr. Smith'): such a fragment joins the next sentence.
const TITLE_ABBREVIATION = /^\p{Lu}\p{Ll}{0,3}\.$/u;

/** The sentences of a text, trimmed, whitespace collapsed. */
export function sentences(text: string): string[] {
  const result: string[] = [];
  let carry = '';
  sentenceSegmenter ??= new Intl.Segmenter('en', { granularity: 'sentence' });
  for (const { segment } of sentenceSegmenter.segment(text)) {
    const sentence = `${carry} ${segment.replace(/\s+/g, ' ')}`.trim();
    if (!sentence) continue;
    if (TITLE_ABBREVIATION.test(sentence)) {
      carry = sentence;
      continue;
    }
    carry = '';
    result.push(sentence);
  }
  if (carry) result.push(carry);
  return result;
}
