// Whether a text mentions one of a list of topics (the hidden topics of shared views, spec §9): used by
// the sharing domain for what readers see, and by citations and readers for what they may show.

const collapse = (text: string): string => text.replace(/\s+/g, ' ').trim();

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches any topic as a whole word or phrase, in any case; null when there are none. */
export function topicMatcher(topics: readonly string[]): RegExp | null {
  const alternatives = topics
    .map(collapse)
    .filter((topic) => topic !== '')
    .map((topic) => topic.split(' ').map(escapeRegExp).join('\\s+'));
  if (alternatives.length === 0) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
}
