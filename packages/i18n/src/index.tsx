// The interface in the reader's language (issue 31 item 5): every string a page shows is an ICU message
// in ./messages (en.json the source, de.json its German), formatted by FormatJS (react-intl's createIntl)
// in the reader's language choice (@thesis-studio/client's language store: UK or US English, German).
// No provider is needed: the hooks read the shared language store, so a remote renders in the shell's
// language, and so does a remote on its own or a page rendered on the gateway. The package is a
// federation singleton (packages/mf-config), so the shell and the remotes share one copy of it,
// react-intl's included. Dates keep their own writer (@thesis-studio/client/dates); numbers and plural
// rules come from Intl through the messages' {n, number} and {n, plural, …} arguments.
import { useLanguage } from '@thesis-studio/client/language';
import { LANGUAGE_LOCALES, type Language, type LanguageLocale } from '@thesis-studio/domain';
import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { catalogueOf, withSpelling, type MessageId, type MessageValues, type Translate } from './messages.js';

export { intlFor, translatorFor, type MessageId, type MessageValues, type Translate } from './messages.js';

/** Values of a rich message: also elements and the functions that wrap its tags (`<b>…</b>`). */
export type RichValues = Record<
  string,
  string | number | boolean | Date | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

const cache = createIntlCache();

/** Formats a message of one catalogue (a remote's own): `t('thesis.editor.save')`. */
export type CatalogueTranslate<Id extends string> = (id: Id, values?: MessageValues) => string;

/** The hooks of one catalogue, as the package's own (`useT`, `T`) but over that catalogue's ids. */
export interface Catalogue<Id extends string> {
  /** Messages in the reader's current language; re-renders when it changes anywhere on the page. */
  useT: () => CatalogueTranslate<Id>;
  /** A message with elements in it (`<link>…</link>`), in the reader's current language. */
  T: (props: { id: Id; values?: RichValues }) => ReactNode;
  /** The messages of one language, without React (a page rendered on the gateway, a test). */
  translatorFor: (language: Language) => CatalogueTranslate<Id>;
}

/**
 * A remote's own catalogue (`en` the source, `de` holding every id), so its strings travel in its bundle
 * and not in the landing page's: `export const { useT, T } = defineCatalogue({ en, de })` in the remote's
 * i18n module. Same formatter, locales and `spelling` argument as the package's catalogue; check the
 * pair with `catalogueProblems` from `@thesis-studio/i18n/check` in the remote's tests.
 */
export function defineCatalogue<Id extends string>(catalogues: {
  en: Record<Id, string>;
  de: NoInfer<Record<Id, string>>;
}): Catalogue<Id> {
  const intls = new Map<Language, IntlShape>();
  const intlOf = (language: Language): IntlShape => {
    let intl = intls.get(language);
    if (!intl) {
      intl = createIntl(
        {
          locale: LANGUAGE_LOCALES[language],
          defaultLocale: 'en-GB',
          messages: catalogues[language === 'DE' ? 'de' : 'en'],
        },
        cache,
      );
      intls.set(language, intl);
    }
    return intl;
  };
  const translatorFor =
    (language: Language): CatalogueTranslate<Id> =>
    (id, values) =>
      intlOf(language).formatMessage({ id }, withSpelling(language, values));
  return {
    translatorFor,
    useT: () => {
      const [language] = useLanguage();
      return useMemo(() => translatorFor(language), [language]);
    },
    T: ({ id, values }) => {
      const [language] = useLanguage();
      const formatted = intlOf(language).formatMessage(
        { id },
        withSpelling(language, values) as Parameters<IntlShape['formatMessage']>[1],
      );
      return createElement(Fragment, null, formatted as ReactNode);
    },
  };
}

/** The package's own catalogue (./messages), read through the same hooks as a remote's. */
const own = defineCatalogue<MessageId>({ en: catalogueOf('UK'), de: catalogueOf('DE') });

/** The reader's current language, as its locale tag ('en-GB', 'en-US', 'de-DE'). */
export function useLocale(): LanguageLocale {
  const [language] = useLanguage();
  return LANGUAGE_LOCALES[language];
}

/** Messages in the reader's current language; re-renders when it changes anywhere on the page. */
export const useT: () => Translate = own.useT;

export interface TProps {
  id: MessageId;
  values?: RichValues;
}

/**
 * A message with elements in it, in the reader's language: `<T id="…" values={{ link: (chunks) =>
 * <a href="…">{chunks}</a> }} />` for `"Read the <link>privacy policy</link>."`.
 */
export const T: (props: TProps) => ReactNode = own.T;
