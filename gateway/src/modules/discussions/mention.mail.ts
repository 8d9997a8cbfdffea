// The mail telling a project member that a comment on a thesis section mentions them (issue 29), with a
// link to the section's comments, in their account's language (issue 31 item 5).
import type { Language } from '@thesis-studio/domain';
import { mailTranslatorFor } from '@thesis-studio/i18n/mail';
import { mailBody } from '../../shared/mailer/body.js';
import type { Mail } from '../../shared/mailer/mailer.js';

export function mentionMail(input: {
  to: string;
  author: string;
  thesisTitle: string;
  section: string;
  content: string;
  link: string;
  language: Language;
}): Mail {
  const t = mailTranslatorFor(input.language);
  const { author, section } = input;
  const lines = [
    t('mail.greeting'),
    t('mail.mention.text', { author, section, thesis: input.thesisTitle }),
    input.content,
    t('mail.mention.open'),
    input.link,
  ];
  return {
    to: input.to,
    subject: t('mail.mention.subject', { author, thesis: input.thesisTitle }),
    link: input.link,
    ...mailBody(lines, { link: { url: input.link, text: t('mail.mention.link') }, quote: input.content }),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The people of `candidates` whose `@username` the text holds (any case), each once: the name must
 * start at a word's start and end at a word's end, so `@ann` is not a mention of `anna`.
 */
export function mentioned<P extends { username: string }>(text: string, candidates: readonly P[]): P[] {
  return candidates.filter(
    (person) =>
      person.username.trim() !== '' &&
      new RegExp(`(?:^|[^\\p{L}\\p{N}_@])@${escapeRegExp(person.username)}(?![\\p{L}\\p{N}_])`, 'iu').test(
        text,
      ),
  );
}
