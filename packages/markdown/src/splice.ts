// Replacing a range of the content (a block, a cue card's section): plain string work, no parser, so the
// owner's page can save an edit from the block offsets the gateway sent.
/** Replaces content[start, end) by `markdown` (trimmed); when blank, removes the range and its blank lines. */
export function spliceText(content: string, start: number, end: number, markdown: string): string {
  const text = markdown.trim();
  if (text) return content.slice(0, start) + text + content.slice(end);
  const before = content.slice(0, start).replace(/\s+$/, '');
  const after = content.slice(end).replace(/^\s+/, '');
  return before && after ? `${before}\n\n${after}` : before + after;
}
