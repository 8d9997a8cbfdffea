// The interface in the reader's language (issue 31 item 5): every string a page shows is an ICU message
// in ./messages (en.json the source, de.json its German), formatted by FormatJS (react-intl's createIntl)
// in the reader's language choice (@thesis-studio/client's language store: UK or US English, German).
// No provider is needed: the hooks read the shared language store, so a remote renders in the shell's
// language, and so does a remote on its own or a page rendered on the gateway. The package is a
// federation singleton (packages/mf-config), so the shell and the remotes share one copy of it,
// react-intl's included. Dates keep their own writer (@thesis-studio/client/dates); numbers and plural
// rules come from Intl through the messages' {n, number} and {n, plural, …} arguments.
import { useLanguage } from '@thesis-studio/client/language';
import { LANGUAGE_LOCALES, spellingOf, type Language, type LanguageLocale } from '@thesis-studio/domain';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import de from './messages/de.json';
import en from './messages/en.json';

/** A message's id: `area.screen.what` (en.json lists them all). */
export type MessageId = keyof typeof en;

/** Each catalogue holds every id (the compiler checks German; catalogues.test.ts its ICU arguments). */
const CATALOGUES: Record<'en' | 'de', Record<MessageId, string>> = { en, de };

/** Plain values of a message's arguments: text, numbers ({n, plural, …}), dates. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** Values of a rich message: also elements and the functions that wrap its tags (`<b>…</b>`). */
export type RichValues = Record<
  string,
  string | number | boolean | Date | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

/** The formatter of one language (made once, then kept): messages, numbers and plural rules by its locale. */
export function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: LANGUAGE_LOCALES[language],
        defaultLocale: 'en-GB',
        messages: CATALOGUES[language === 'DE' ? 'de' : 'en'],
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/**
 * Every message may use `{spelling, select, USA {…} other {…}}` for a word UK and US English spell
 * apart ('organisations'): the formatter passes the reader's spelling (UK for German readers) itself.
 */
const withSpelling = <V extends object>(language: Language, values: V | undefined) => ({
  spelling: spellingOf(language),
  ...values,
});

/** Formats a message of the catalogue: `t('shell.header.login')`, `t('x.count', { count: 3 })`. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** The messages of one language, outside React (a page rendered on the gateway, a mail). */
export function translatorFor(language: Language): Translate {
  const intl = intlFor(language);
  return (id, values) => intl.formatMessage({ id }, withSpelling(language, values));
}

/** The reader's current language, as its locale tag ('en-GB', 'en-US', 'de-DE'). */
export function useLocale(): LanguageLocale {
  const [language] = useLanguage();
  return LANGUAGE_LOCALES[language];
}

/** Messages in the reader's current language; re-renders when it changes anywhere on the page. */
export function useT(): Translate {
  const [language] = useLanguage();
  return useMemo(() => translatorFor(language), [language]);
}

export interface TProps {
  id: MessageId;
  values?: RichValues;
}

/**
 * A message with elements in it, in the reader's language: `<T id="…" values={{ link: (chunks) =>
 * <a href="…">{chunks}</a> }} />` for `"Read the <link>privacy policy</link>."`.
 */
export function T({ id, values }: TProps) {
  const [language] = useLanguage();
  const formatted = intlFor(language).formatMessage(
    { id },
    withSpelling(language, values) as Parameters<IntlShape['formatMessage']>[1],
  );
  return createElement(Fragment, null, formatted as ReactNode);
}
