// Cutting text to a length (issue 33 item 6, 'titles wrap or cut at a word boundary'): one rule for every
// title, label and description the gateway and the apps shorten, so none ends inside a word ('for half-...').

/** The ellipsis a shortened text ends with. */
const ELLIPSIS = '…';

/**
 * `text` on one line (whitespace collapsed) of at most `max` characters: as it is when it fits, else
 * the whole words that fit before a closing '…' (trailing punctuation dropped). Only a text with no
 * space in that room (one very long word) is cut inside a word.
 */
export function clipAtWord(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const room = line.slice(0, Math.max(0, max - ELLIPSIS.length));
  // The room ends at a word boundary when the next character is a space; else its last, cut word goes.
  const whole = line[room.length] === ' ' ? room : room.replace(/\s*\S*$/, '');
  const kept = (whole || room).replace(/[\s,;:.–—-]+$/, '');
  return `${kept || room}${ELLIPSIS}`;
}
