export {
  ROLES,
  isRole,
  MIN_PASSWORD_LENGTH,
  MAX_PASSWORD_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  MAX_EMAIL_LENGTH,
  MAX_USERNAME_LENGTH,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  isLanguage,
  spellingOf,
  LANGUAGE_LOCALES,
  languageFromAcceptLanguage,
  type LanguageLocale,
  type Language,
  type Role,
} from './accounts.js';
export * from './remotes.js';
export {
  THESIS_STATUSES,
  PROJECT_LIMITS,
  THESIS_LIMITS,
  PLAN_LIMITS,
  THESIS_CHANGED_ELSEWHERE_MESSAGE,
  type ThesisConflictCurrent,
  type ThesisStatus,
} from './projects.js';
export {
  AUDIT_ACTIONS,
  AUDIT_ACTION_LABELS,
  auditDetails,
  auditPartyLabel,
  browserOnOs,
  describeOwnAuditEntry,
  isAuditAction,
  type AuditActionName,
  type AuditEntryView,
  type AuditPartyView,
} from './audit.js';
export { scriptJson } from './script-json.js';
export {
  EARLY_ANSWERS_ELEMENT_ID,
  EARLY_QUERY_TEXTS,
  EARLY_ROUTE_OPERATIONS,
  capabilitiesMatch,
  ME_OPERATION_NAME,
  ME_QUERY_TEXT,
  earlyRequestsFor,
  type EarlyOperation,
  type EarlyRequest,
} from './early-queries.js';
export { clipAtWord } from './text.js';
export {
  DEFAULT_THESIS_LANGUAGE,
  THESIS_LANGUAGES,
  THESIS_LANGUAGE_ENGLISH_NAMES,
  THESIS_LANGUAGE_MESSAGE,
  THESIS_LANGUAGE_NATIVE_NAMES,
  THESIS_LANGUAGE_OG_LOCALES,
  isEnglishThesis,
  isThesisLanguage,
  thesisLanguageForInterface,
  thesisLanguageOf,
  type ThesisLanguage,
} from './thesis-languages.js';
