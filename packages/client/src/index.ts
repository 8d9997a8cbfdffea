// Client runtime shared by the shell and every remote (a federation singleton).
export { ApiError, apiErrorMessage } from './api-fetch.js';
export {
  answer,
  answered,
  rest,
  restPathSerializer,
  type RestClient,
  type RestPaths,
  type RestSchemas,
} from './rest.js';
export { getApolloClient } from './apollo.js';
export { toastFailure } from './failure-toast.js';
export { readStoredObject } from './stored-json.js';
export { refetchQuietly } from './refetch.js';
export { AppProviders } from './providers.js';
export { reportReactInstance } from './react-instance.js';
export {
  isPageLoader,
  type PageLoader,
  type PageModule,
  type RemotePage,
  type RemotePages,
} from './remote-pages.js';
export { renderStandalone } from './standalone.js';
export {
  AuthProvider,
  createAuthActions,
  serverErrorMessage,
  signOut,
  useAuth,
  type AuthActions,
} from './auth.js';
export {
  authStore,
  STORAGE_KEYS,
  useAuthState,
  type AuthState,
  type AuthUser,
  type Capabilities,
} from './auth-store.js';
// Listed name by name: the federation plugin reads this file's exports to share it as a singleton,
// and it cannot follow `export *` to a .ts file.
export {
  defaultAuthTab,
  missingAuthFields,
  protectedRouteDecision,
  rememberAuthRedirect,
  shouldLeaveAuthPage,
  takeAuthRedirect,
  validatePasswordReset,
  type AuthTab,
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
export { datesFor, type DateLocale, type Dates, type RelativeScale } from './dates.js';
export { DateText, useDates } from './use-dates.js';
export {
  clearPendingIdea,
  PENDING_IDEA_KEY,
  readPendingIdea,
  savePendingIdea,
  takePendingIdea,
  type PendingIdea,
} from './pending-idea.js';
export {
  createRoutePreloader,
  preloadKey,
  preloadRouteQueries,
  ROUTE_QUERIES,
  routePreloader,
  routeQueriesFor,
  useRouteFetchPolicy,
  type FirstQuery,
  type PlannedQuery,
  type RouteFetchPolicy,
  type RouteQuery,
} from './route-preload.js';
export {
  continueAfterSignIn,
  hasPendingSharedThesis,
  readSharedThesisData,
  SAVED_THESIS_REDIRECT_MS,
  savePendingSharedThesis,
  saveSharedThesisAfterSignIn,
  type SharedThesisData,
} from './shared-thesis.js';
