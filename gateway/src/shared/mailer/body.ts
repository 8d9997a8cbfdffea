// A mail's text and HTML from the same lines, as the domains' mails are written.
import type { MailTranslate } from '@thesis-studio/i18n/mail';
import { escapeHtml } from '../html.js';

/**
 * The text (the lines as paragraphs, a blank line between them) and the HTML (a paragraph a line) of
 * a mail; in the HTML the line that is `link.url` is a link reading `link.text`, and the line that is
 * `quote` a block quote keeping its line breaks.
 */
export function mailBody(
  lines: readonly string[],
  options: { link?: { url: string; text: string }; quote?: string } = {},
): { text: string; html: string } {
  const { link, quote } = options;
  return {
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === link?.url
          ? `<p><a href="${escapeHtml(line)}">${escapeHtml(link.text)}</a></p>`
          : line === quote
            ? `<blockquote>${escapeHtml(line).replace(/\n/g, '<br>')}</blockquote>`
            : `<p>${escapeHtml(line)}</p>`,
      )
      .join(''),
  };
}

/**
 * The text of a mail passing on what someone wrote: `intro` (who, about what), their words, the
 * address to reply to, then `all` (where every such message is listed).
 */
export const relayedText = (
  t: MailTranslate,
  { intro, words, replyTo, all }: { intro: string; words: string; replyTo: string; all: string },
): string => [intro, '', words, '', t('mail.replyTo', { email: replyTo }), all].join('\n');
