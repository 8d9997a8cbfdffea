// Account rules shared by the gateway and the apps (spec §3 User, §5, §6).

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

/**
 * Spec §1/§3: the reader's interface language (issue 31 item 5): UK or US English (which also sets the
 * spelling the theses are shown in) or German; UK is the default.
 */
export const LANGUAGES = ['UK', 'USA', 'DE'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'UK';
export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/** The BCP 47 tag each language is written in: <html lang>, dates, numbers and plural rules. */
export const LANGUAGE_LOCALES = { UK: 'en-GB', USA: 'en-US', DE: 'de-DE' } as const satisfies Record<
  Language,
  string
>;
export type LanguageLocale = (typeof LANGUAGE_LOCALES)[Language];

/**
 * A visitor's language from their browser's Accept-Language header: the first range the product speaks
 * (by q-value, then order): German for any `de`, US English for `en-US`, UK English for other `en`.
 * Undefined when none matches (the caller keeps the default).
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((range) => range.tag && range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    if (tag === 'de' || tag.startsWith('de-')) return 'DE';
    if (tag === 'en-us') return 'USA';
    if (tag === 'en' || tag.startsWith('en-')) return 'UK';
  }
  return undefined;
}

/** The English spelling a language reads theses in: US for USA, UK otherwise (German readers too). */
export const spellingOf = (language: Language): 'UK' | 'USA' => (language === 'USA' ? 'USA' : 'UK');

export const MAX_EMAIL_LENGTH = 254;
export const MAX_USERNAME_LENGTH = 80;
