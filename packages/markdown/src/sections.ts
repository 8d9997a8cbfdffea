// Hidden sections compared by key: plain string work, so a page that gets its blocks from the gateway
// dims the hidden ones without the parser.
/** A section key as compared: whitespace collapsed, trimmed, without case. */
const comparableKey = (key: string): string => key.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Whether a section key is one of the hidden sections (compared without case or extra spacing); the
 * blocks outside any section ('') are never hidden by section.
 */
export function hiddenSectionTest(hiddenSections: readonly string[]): (section: string) => boolean {
  const hidden = new Set(hiddenSections.map(comparableKey));
  return (section) => section !== '' && hidden.has(comparableKey(section));
}

/**
 * The heading of an article's list of cited sources (`## Sources`) in each thesis language (issue 31):
 * the gateway writes it, the pages and the citation index recognise it, from this one table.
 */
export const SOURCES_HEADINGS = {
  'en-GB': 'Sources',
  'en-US': 'Sources',
  de: 'Quellen',
  fr: 'Sources',
  es: 'Fuentes',
  it: 'Fonti',
  nl: 'Bronnen',
  pt: 'Fontes',
  pl: 'Źródła',
  sv: 'Källor',
} as const;

const SOURCES_HEADING_KEYS = new Set(Object.values(SOURCES_HEADINGS).map(comparableKey));

/** Whether a heading's text opens the list of cited sources, in any thesis language (any case, trailing colon allowed). */
export const isSourcesHeading = (text: string): boolean =>
  SOURCES_HEADING_KEYS.has(comparableKey(text.replace(/\s*:?\s*$/, '')));
