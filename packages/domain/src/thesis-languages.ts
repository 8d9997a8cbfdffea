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
