// The mails' messages (issue 31 item 5): a catalogue of their own (./mail/en.json, ./mail/de.json), which
// only the gateway loads, so no page carries it. Formatted as the interface's messages are (./messages.ts).
import type { Language } from '@thesis-studio/domain';
import de from './mail/de.json' with { type: 'json' };
import en from './mail/en.json' with { type: 'json' };
import { formatterFor, type MessageValues } from './messages.js';

/** A mail message's id: `mail.what.part`. */
export type MailMessageId = keyof typeof en;

/** The German mail catalogue holds every id (the compiler checks it; catalogues.test.ts its arguments). */
const CATALOGUES: Record<'en' | 'de', Record<MailMessageId, string>> = { en, de };

/** Formats a mail message in the recipient's language: `t('mail.hello', { name })`. */
export type MailTranslate = (id: MailMessageId, values?: MessageValues) => string;

export const mailTranslatorFor = (language: Language): MailTranslate =>
  formatterFor(language, CATALOGUES[language === 'DE' ? 'de' : 'en']);
