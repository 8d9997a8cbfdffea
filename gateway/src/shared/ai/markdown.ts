// Text helpers for AI input and output (spec §5): Markdown and numbering stripped for summaries and
// speech, links dropped from model output (no source was retrieved, so no link may appear), word counts.

const MARKDOWN_LINK = /!?\[([^\]]*)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)/g;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()]+/gi;
const AUTOLINK = /<(?:https?:\/\/|mailto:)[^>\s]+>/gi;
const FOOTNOTE_REF = /\[\^[^\]]+\]/g;
const FOOTNOTE_DEF = /^\[\^[^\]]+\]:.*$/gm;
const REFERENCE_DEF = /^\s{0,3}\[[^\]]+\]:\s*\S+.*$/gm;

/** Removes every link, URL and footnote from Markdown, keeping a link's text. */
export function dropLinks(markdown: string): string {
  return markdown
    .replace(FOOTNOTE_DEF, '')
    .replace(REFERENCE_DEF, '')
    .replace(MARKDOWN_LINK, (_match, text: string) => text)
    .replace(AUTOLINK, '')
    .replace(BARE_URL, '')
    .replace(FOOTNOTE_REF, '')
    .replace(/[ \t]+([.,;:])/g, '$1')
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ');
}

/** Plain text from Markdown: no headings marks, emphasis, code marks, list bullets or numbering, tables as text. */
export function stripMarkdown(markdown: string): string {
  return dropLinks(markdown)
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/^\s{0,3}>\s?/, '')
        .replace(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+/, '')
        .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/, '')
        .replace(/^\s*\|(.*)\|\s*$/, (_m, cells: string) =>
          cells
            .split('|')
            .map((c) => c.trim())
            .join(', '),
        )
        .replace(/(\*\*|__)(.+?)\1/g, '$2')
        .replace(/(\*|_)(\S(?:.*?\S)?)\1/g, '$2')
        .replace(/`([^`]*)`/g, '$1')
        .trimEnd(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Words in a text (runs of letters or digits). */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

/** Demotes headings inside a section body below the section's own `##` heading. */
export const demoteHeadings = (markdown: string): string =>
  markdown.replace(/^(\s{0,3})#{1,2}(\s)/gm, '$1###$2');
