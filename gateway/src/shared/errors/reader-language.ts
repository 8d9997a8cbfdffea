// The language an API answer's messages are in (issue 31 item 5): the one the request asks for in
// Accept-Language where the product speaks it (the apps send the reader's choice there), else the
// signed-in account's, else English. Only the messages change: codes, statuses and fields stay.
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type Language } from '@thesis-studio/domain';
import { apiTranslatorFor, type ApiTranslate } from '@thesis-studio/i18n/api';
import type { FieldErrors } from './service-error.js';

const readerLanguage = (
  acceptLanguage: string | null | undefined,
  account: { language: Language } | null | undefined,
): Language =>
  languageFromAcceptLanguage(acceptLanguage ?? undefined) ?? account?.language ?? DEFAULT_LANGUAGE;

/**
 * The translator of a request's messages, from its Accept-Language and its signed-in actor (where
 * known yet: not for a body refused before the session is read, nor on a graphql-ws message).
 */
export const readerTranslator = (
  acceptLanguage: string | null | undefined,
  account?: { language: Language } | null,
): ApiTranslate => apiTranslatorFor(readerLanguage(acceptLanguage, account));

/** Field errors in the reader's language. */
export const translatedFieldErrors = (fieldErrors: FieldErrors, translate: ApiTranslate): FieldErrors =>
  Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map(translate)]),
  );
