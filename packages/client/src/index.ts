// Client runtime shared by the shell and every remote (a federation singleton).
export { createApolloClient, getApolloClient, graphqlWsUrl } from './apollo.js';
export type { CreateApolloClientOptions } from './apollo.js';
export { errorFromResponse, fetchJson, HttpError, type FetchJsonOptions } from './fetch-json.js';
export { AppProviders, type AppProvidersProps } from './providers.js';
export { reportReactInstance } from './react-instance.js';
export { exampleUrl, renderStandalone, StandaloneApp, type StandaloneAppProps } from './standalone.js';
export {
  AuthProvider,
  createAuthActions,
  serverErrorMessage,
  signOut,
  useAuth,
  type AuthActions,
  type AuthActionsOptions,
  type UseAuth,
} from './auth.js';
export {
  authStore,
  createAuthStore,
  fetchCurrentUser,
  GRAPHQL_PATH,
  ME_QUERY,
  STORAGE_KEYS,
  useAuthState,
  type AuthState,
  type AuthUser,
  type Role,
} from './auth-store.js';
// Listed name by name: the federation plugin reads this file's exports to share it as a singleton,
// and it cannot follow `export *` to a .ts file.
export {
  AUTH_PATH,
  DEFAULT_SIGNED_IN_PATH,
  defaultAuthTab,
  isSafeRedirectPath,
  missingAuthFields,
  protectedRouteDecision,
  rememberAuthRedirect,
  shouldLeaveAuthPage,
  takeAuthRedirect,
  validatePasswordReset,
  type AuthTab,
  type ProtectedRouteDecision,
  type ToastMessage,
} from './auth-rules.js';
export {
  applyAccountLanguage,
  chooseLanguage,
  createLanguageStore,
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  LANGUAGE_VARIANTS,
  languageStore,
  onLanguageChosen,
  parseLanguage,
  useLanguage,
  type LanguageChangeSource,
  type LanguageStore,
  type LanguageVariant,
} from './language.js';
export {
  clearPendingIdea,
  PENDING_IDEA_KEY,
  readPendingIdea,
  savePendingIdea,
  takePendingIdea,
  type PendingIdea,
} from './pending-idea.js';
