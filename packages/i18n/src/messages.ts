// The message catalogues and their formatter without React (issue 31 item 5): what the gateway's pages
// and mails (./mail.ts) and the browser's hooks (./index.tsx) share. en.json is the source, de.json its German; FormatJS
// formats them by the language's locale (numbers, plural rules).
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { LANGUAGE_LOCALES, spellingOf, type Language } from '@thesis-studio/domain';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };

/** A message's id: `area.screen.what` (en.json lists them all). */
export type MessageId = keyof typeof en;

/** Each catalogue holds every id (the compiler checks German; catalogues.test.ts its ICU arguments). */
const CATALOGUES: Record<'en' | 'de', Record<MessageId, string>> = { en, de };

/** The catalogue a language reads: German, or English for UK and US English alike. */
export const catalogueOf = (language: Language): Record<MessageId, string> =>
  CATALOGUES[language === 'DE' ? 'de' : 'en'];

/** Plain values of a message's arguments: text, numbers ({n, plural, …}), dates. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * Every message may use `{spelling, select, USA {…} other {…}}` for a word UK and US English spell
 * apart ('organisations'): the formatter passes the reader's spelling (UK for German readers) itself.
 */
export const withSpelling = <V extends object>(language: Language, values: V | undefined) => ({
  spelling: spellingOf(language),
  ...values,
});

const cache = createIntlCache();
const intls = new Map<Language, IntlShape<string>>();

/** The formatter of one language (made once, then kept): messages, numbers and plural rules by its locale. */
export function intlFor(language: Language): IntlShape<string> {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      { locale: LANGUAGE_LOCALES[language], defaultLocale: 'en-GB', messages: catalogueOf(language) },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** Formats a message of the catalogue: `t('shell.header.login')`, `t('x.count', { count: 3 })`. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The messages of one language: for a page rendered on the gateway, or (./index.tsx) the browser. */
export function translatorFor(language: Language): Translate {
  const intl = intlFor(language);
  return (id, values) => intl.formatMessage({ id }, withSpelling(language, values));
}

/** A formatter of another catalogue (the mails', ./mail.ts) in one language. */
export function formatterFor<Id extends string>(
  language: Language,
  messages: Record<Id, string>,
): (id: Id, values?: MessageValues) => string {
  const intl = createIntl({ locale: LANGUAGE_LOCALES[language], defaultLocale: 'en-GB', messages }, cache);
  return (id, values) => intl.formatMessage({ id }, withSpelling(language, values));
}
