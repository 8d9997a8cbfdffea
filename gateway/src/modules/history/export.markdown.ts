// Writes an export as Markdown: the title and date on top, then the thesis's own Markdown unchanged.
import type { ExportDocument } from './export.document.js';

/** Escapes what Markdown would read as formatting in a line of plain text. */
export const escapeMarkdown = (text: string): string => text.replace(/[\\`*_[\]<>|~#]/g, '\\$&');

export function toMarkdown(document: ExportDocument, content: string): string {
  const top = [`# ${escapeMarkdown(document.title)}`, `*${document.date}*`];
  if (document.centralQuestion)
    top.push(`**Central question:** ${escapeMarkdown(document.centralQuestion.replace(/\s*\n\s*/g, ' '))}`);
  return `${[...top, content.trim()].filter((part) => part !== '').join('\n\n')}\n`;
}
