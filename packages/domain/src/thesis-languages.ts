// The languages a thesis can be written in (issue 31): BCP 47 tags, shared by the gateway (validation,
// model prompts, the offline engine, read-aloud voices) and the apps (the wizard's and the thesis page's
// language choice). A thesis without one is in British English, as every thesis was before.

export const THESIS_LANGUAGES = ['en-GB', 'en-US', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl', 'sv'] as const;
export type ThesisLanguage = (typeof THESIS_LANGUAGES)[number];
export const DEFAULT_THESIS_LANGUAGE: ThesisLanguage = 'en-GB';

export const isThesisLanguage = (value: unknown): value is ThesisLanguage =>
  (THESIS_LANGUAGES as readonly unknown[]).includes(value);

/** Each language's name in English, for model prompts ("Write in German."). */
export const THESIS_LANGUAGE_ENGLISH_NAMES: Record<ThesisLanguage, string> = {
  'en-GB': 'British English',
  'en-US': 'American English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  nl: 'Dutch',
  pt: 'Portuguese',
  pl: 'Polish',
  sv: 'Swedish',
};

/** Each language's name in itself, for the language menus. */
export const THESIS_LANGUAGE_NATIVE_NAMES: Record<ThesisLanguage, string> = {
  'en-GB': 'English (UK)',
  'en-US': 'English (US)',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
  pt: 'Português',
  pl: 'Polski',
  sv: 'Svenska',
};

/** The message an unknown language tag is refused with: it lists the supported ones. */
export const THESIS_LANGUAGE_MESSAGE = `Language must be one of: ${THESIS_LANGUAGES.join(', ')}.`;

/** A stored or sent language, read safely: anything unknown (a thesis from before languages) is en-GB. */
export const thesisLanguageOf = (value: unknown): ThesisLanguage =>
  isThesisLanguage(value) ? value : DEFAULT_THESIS_LANGUAGE;

/** A new thesis's language when none is chosen: the creator's interface language (USA → en-US). */
export const thesisLanguageForInterface = (
  language: 'UK' | 'USA' | 'DE' | null | undefined,
): ThesisLanguage => (language === 'USA' ? 'en-US' : language === 'DE' ? 'de' : DEFAULT_THESIS_LANGUAGE);

/** Whether a thesis is in English (the only theses the UK/US spelling conversion applies to). */
export const isEnglishThesis = (language: ThesisLanguage): boolean => language.startsWith('en-');

/** Open Graph locales (og:locale) of the languages. */
export const THESIS_LANGUAGE_OG_LOCALES: Record<ThesisLanguage, string> = {
  'en-GB': 'en_GB',
  'en-US': 'en_US',
  de: 'de_DE',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  nl: 'nl_NL',
  pt: 'pt_PT',
  pl: 'pl_PL',
  sv: 'sv_SE',
};
