// The first GraphQL queries of an app route, sent by the shell's first module as it is evaluated —
// beside the signed-in user's query, before Apollo, the route table's documents and React are even
// evaluated — and handed to Apollo when the route's preload runs the same operation (earlyResponseLink
// in apollo.ts): one request, answered into the shared cache as if Apollo had sent it.
//
// The texts are Apollo's own print of the route's documents (route-preload.ts) with the __typename
// fields its cache adds; route-preload.test.ts checks both, so the answer has every field the cache
// expects. Role-bound queries are not here: they wait for the user (route-preload.ts).
import { matchRemoteRoute } from '@thesis-studio/domain';
import { browserLocalStorage, readStoredLanguage } from './language-storage.js';

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
};

/** One early request: the operation and its variables from the route's params. */
export interface EarlyRequest {
  operationName: string;
  variables: Record<string, string>;
}

/**
 * Route pattern → its role-independent first queries (as ROUTE_QUERIES names them, in order): `param`
 * is the route parameter sent as `idOrSlug`, `language` sends the reader's stored variant as `language`.
 */
export const EARLY_ROUTE_OPERATIONS: Readonly<
  Record<string, readonly { operationName: string; param?: string; language?: boolean }[]>
> = {
  '/dashboard': [{ operationName: 'DashboardPage' }],
  '/saved-links': [{ operationName: 'SavedLinksPage' }],
  '/questions': [{ operationName: 'QuestionsPage' }],
  '/projects/:slug': [{ operationName: 'ProjectPage', param: 'slug' }],
  '/theses/:slug': [{ operationName: 'ThesisPage', param: 'slug', language: true }],
  '/theses/:id/chat': [{ operationName: 'ThesisChatPage', param: 'id' }],
};

/** The early requests `pathname` starts with (none for other pages). */
export function earlyRequestsFor(pathname: string): EarlyRequest[] {
  const match = matchRemoteRoute(pathname);
  if (!match) return [];
  return (EARLY_ROUTE_OPERATIONS[match.pattern] ?? []).map(({ operationName, param, language }) => {
    const variables: Record<string, string> = param ? { idOrSlug: match.params[param] ?? '' } : {};
    if (language) variables['language'] = readStoredLanguage(browserLocalStorage());
    return { operationName, variables };
  });
}

// Keys in code-unit order: localeCompare would load the ICU collator on the page's first call (~50 ms of
// main thread on a cold load, in the shell's first module).
const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(byKey))
      : v,
  );

/** Names an operation with its variables (key order does not matter). */
export const operationKey = (operationName: string, variables: object = {}): string =>
  `${operationName} ${sortedJson(variables)}`;

/** A GraphQL answer as sent (data and errors), or undefined when none could be read. */
export type EarlyResponse = Record<string, unknown> | undefined;

// Kept on the page's global object, so every copy of this module (the shell's, a remote's) sees it.
const STORE = '__thesisStudioEarlyRequests';
const pending = (): Map<string, Promise<EarlyResponse>> => {
  const scope = globalThis as typeof globalThis & { [STORE]?: Map<string, Promise<EarlyResponse>> };
  scope[STORE] ??= new Map();
  return scope[STORE];
};

/** Sends `pathname`'s early requests now (POST /graphql, as Apollo's HttpLink sends them). */
export function sendEarlyRequests(pathname: string, fetcher: typeof fetch = fetch): void {
  for (const { operationName, variables } of earlyRequestsFor(pathname)) {
    const query = EARLY_QUERY_TEXTS[operationName];
    if (!query) continue;
    const response = fetcher('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
      },
      body: JSON.stringify({ operationName, variables, query }),
    })
      .then((res) => res.json() as Promise<unknown>)
      .then((body) => (body && typeof body === 'object' ? (body as Record<string, unknown>) : undefined))
      // Not read: Apollo sends the operation itself.
      .catch(() => undefined);
    pending().set(operationKey(operationName, variables), response);
  }
}

/** The early answer to this operation, once: the first caller takes it (undefined when none was sent). */
export function takeEarlyResponse(
  operationName: string | undefined,
  variables: object | undefined,
): Promise<EarlyResponse> | undefined {
  if (!operationName) return undefined;
  const key = operationKey(operationName, variables ?? {});
  const response = pending().get(key);
  pending().delete(key);
  return response;
}
