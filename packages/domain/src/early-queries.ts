// The first GraphQL queries of each app route (the page's own, role-independent queries) as the
// client sends them: the shell sends them as the page starts (@thesis-studio/client early-requests.ts)
// and the gateway runs them for the page it renders (gateway/src/app-pages.ts), so both ask for the
// same fields and a server's answer stands in for the browser's request. The texts are Apollo's own
// print of the route's documents (client route-preload.ts) with the __typename fields its cache adds;
// route-preload.test.ts there checks both.
import { DEFAULT_LANGUAGE, type Language, type Role } from './accounts.js';
import { matchRemoteRoute } from './remotes.js';

/** Operation name → the query text Apollo sends for it (whitespace collapsed). */
export const EARLY_QUERY_TEXTS: Readonly<Record<string, string>> = {
  DashboardPage:
    'query DashboardPage { projects { ...ProjectCard_project __typename } } fragment ProjectCard_project on Project { id slug name description userEmail thesesCount unreadQuestionsCount updatedAt __typename }',
  SavedLinksPage:
    'query SavedLinksPage { savedLinks { ...SavedLinkCard_savedLink __typename } } fragment SavedLinkCard_savedLink on SavedLink { id thesisId title shareUrl projectName createdAt available __typename }',
  QuestionsPage:
    'query QuestionsPage { projects { id name slug questions { ...QuestionCard_question __typename } __typename } } fragment QuestionCard_question on Question { id projectId thesisId thesisTitle question senderName senderEmail isRead createdAt __typename }',
  ProjectPage:
    'query ProjectPage($idOrSlug: String!) { project(idOrSlug: $idOrSlug) { ...ProjectDetails_project theses { ...ThesisCard_thesis __typename } __typename } } fragment ProjectDetails_project on Project { id slug name description userEmail thesesCount updatedAt __typename } fragment ThesisCard_thesis on Thesis { id slug title idea summary status updatedAt __typename }',
  ThesisPage:
    'query ThesisPage($idOrSlug: String!, $language: Language!) { thesis(idOrSlug: $idOrSlug) { ...ThesisPage_thesis __typename } } fragment ThesisPage_thesis on Thesis { id slug title intellectualChallenge content status shareUrl hiddenSections createdAt updatedAt version project { id slug name __typename } reading(language: $language) { language key title intellectualChallenge article blocks { index type start end section depth __typename } cueCards { key title summary text kind source { start end __typename } __typename } __typename } __typename }',
  ThesisChatPage:
    'query ThesisChatPage($idOrSlug: String!) { thesis(idOrSlug: $idOrSlug) { id slug title status project { id slug name __typename } __typename } }',
  SavedLinksSection:
    'query SavedLinksSection { savedLinks { ...SavedLinkCard_savedLink __typename } } fragment SavedLinkCard_savedLink on SavedLink { id thesisId title shareUrl projectName createdAt available __typename }',
  UsersPage: 'query UsersPage { users { id username email role createdAt __typename } }',
};

/** One of a route's first queries. */
export interface EarlyOperation {
  operationName: string;
  /** The route parameter sent as `idOrSlug`. */
  param?: string;
  /** Sends the reader's variant as `language`. */
  language?: boolean;
  /**
   * Only for these roles (the page asks it only for them): the browser asks once it knows the user
   * (client route-preload.ts); the gateway, which knows them, runs it with the others.
   */
  roles?: readonly Role[];
}

/** Route pattern → its first queries (as ROUTE_QUERIES in the client's route-preload.ts names them, in order). */
export const EARLY_ROUTE_OPERATIONS: Readonly<Record<string, readonly EarlyOperation[]>> = {
  '/dashboard': [{ operationName: 'DashboardPage' }, { operationName: 'SavedLinksSection', roles: ['user'] }],
  '/saved-links': [{ operationName: 'SavedLinksPage' }],
  '/questions': [{ operationName: 'QuestionsPage' }],
  '/projects/:slug': [{ operationName: 'ProjectPage', param: 'slug' }],
  '/theses/:slug': [{ operationName: 'ThesisPage', param: 'slug', language: true }],
  '/theses/:id/chat': [{ operationName: 'ThesisChatPage', param: 'id' }],
  '/users': [{ operationName: 'UsersPage', roles: ['admin'] }],
};

/**
 * The id of the `<script type="application/json">` holding the answers the gateway ran for a page it
 * rendered (gateway/src/app-pages.ts), which the client takes instead of asking (early-requests.ts).
 */
export const EARLY_ANSWERS_ELEMENT_ID = 'ts-early-answers';

/** One early request: the operation and its variables from the route's params. */
export interface EarlyRequest {
  operationName: string;
  variables: Record<string, string>;
}

/** The current user, as the client's auth store asks for it (auth-store.ts ME_QUERY, whitespace collapsed). */
export const ME_QUERY_TEXT =
  'query Me { me { ...AuthStore_user } } fragment AuthStore_user on User { id username email role language createdAt }';

/**
 * The early requests `pathname` starts with (none for other pages); `language` is the reader's variant
 * where the route sends one; the role-bound ones only for a `role` they name.
 */
export function earlyRequestsFor(
  pathname: string,
  language: Language = DEFAULT_LANGUAGE,
  role?: Role,
): EarlyRequest[] {
  const match = matchRemoteRoute(pathname);
  if (!match) return [];
  const operations = (EARLY_ROUTE_OPERATIONS[match.pattern] ?? []).filter(
    ({ roles }) => !roles || (role !== undefined && roles.includes(role)),
  );
  return operations.map(({ operationName, param, language: sends }) => {
    const variables: Record<string, string> = param ? { idOrSlug: match.params[param] ?? '' } : {};
    if (sends) variables['language'] = language;
    return { operationName, variables };
  });
}
