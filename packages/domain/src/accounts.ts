// Account rules shared by the gateway and the apps (spec §3 User, §5, §6).

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);

/** Spec §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1024;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;

/** Spec §1/§3: the reader's spelling variant; UK is the default. */
export const LANGUAGES = ['UK', 'USA'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'UK';
export const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

export const MAX_EMAIL_LENGTH = 254;
export const MAX_USERNAME_LENGTH = 80;
