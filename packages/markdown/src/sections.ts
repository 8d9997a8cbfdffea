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
