// The Markdown of a shared thesis, as the benches size it: numbered sections of three paragraphs each.

/**
 * About `bytes` of Markdown: sections `## n. Strategic question n`, each with the paragraphs
 * `paragraph(n, 1…3)` and then the blocks `after(n)`.
 */
export function article(
  bytes: number,
  paragraph: (section: number, p: number) => string,
  after: (section: number) => string[] = () => [],
): string {
  const parts: string[] = [];
  for (let section = 1; parts.join('\n\n').length < bytes; section++) {
    parts.push(`## ${section}. Strategic question ${section}`);
    for (let p = 1; p <= 3; p++) parts.push(paragraph(section, p));
    parts.push(...after(section));
  }
  return parts.join('\n\n');
}
