// The first GraphQL queries of an app route, sent by the shell's first module as it is evaluated —
// beside the signed-in user's query, before Apollo, the route table's documents and React are even
// evaluated — and handed to Apollo when the route's preload runs the same operation (earlyResponseLink
// in apollo.ts): one request, answered into the shared cache as if Apollo had sent it.
//
// The texts (@thesis-studio/domain early-queries.ts) are Apollo's own print of the route's documents
// (its page module's `firstQueries`, written out by `npm run codegen`) with the __typename fields its
// cache adds, so the answer has every field the cache expects. Role-bound queries are not here: they
// wait for the user.
//
// A page the gateway rendered (gateway/src/app-pages.ts) carries the answers to these requests, and to
// the signed-in user's, in the document (#ts-early-answers): those are taken from there, not sent.
import {
  EARLY_ANSWERS_ELEMENT_ID,
  EARLY_QUERY_TEXTS,
  earlyRequestsFor as domainEarlyRequestsFor,
  type EarlyRequest,
} from '@thesis-studio/domain';
import { browserLocalStorage, startingLanguage, startingLocale } from './language-storage.js';

export {
  EARLY_ANSWERS_ELEMENT_ID,
  EARLY_QUERY_TEXTS,
  EARLY_ROUTE_OPERATIONS,
  type EarlyRequest,
} from '@thesis-studio/domain';

/** The early requests `pathname` starts with (none for other pages), in the reader's stored variant. */
export const earlyRequestsFor = (pathname: string): EarlyRequest[] =>
  domainEarlyRequestsFor(pathname, startingLanguage(browserLocalStorage()));

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

/** One answer the gateway ran for the page: the operation, its variables and the GraphQL answer. */
export interface EmbeddedAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  body: Record<string, unknown>;
}

/** The answers a rendered page carries (none in a page the gateway did not render, or when unreadable). */
export function readEmbeddedAnswers(doc: Pick<Document, 'getElementById'> | undefined): EmbeddedAnswer[] {
  const element = doc?.getElementById(EARLY_ANSWERS_ELEMENT_ID);
  if (!element) return [];
  element.remove();
  try {
    const parsed = JSON.parse(element.textContent ?? '') as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is EmbeddedAnswer =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as EmbeddedAnswer).operationName === 'string' &&
        typeof (item as EmbeddedAnswer).variables === 'object' &&
        typeof (item as EmbeddedAnswer).body === 'object' &&
        (item as EmbeddedAnswer).body !== null,
    );
  } catch {
    return [];
  }
}

/**
 * Sends `pathname`'s early requests now (POST /graphql, as Apollo's HttpLink sends them), except those
 * the page carries answers to (`embedded`), which are kept for their first caller as they are.
 */
export function sendEarlyRequests(
  pathname: string,
  fetcher: typeof fetch = fetch,
  embedded: readonly EmbeddedAnswer[] = [],
): void {
  for (const { operationName, variables, body } of embedded) {
    pending().set(operationKey(operationName, variables), Promise.resolve(body));
  }
  for (const { operationName, variables } of earlyRequestsFor(pathname)) {
    const query = EARLY_QUERY_TEXTS[operationName];
    if (!query || pending().has(operationKey(operationName, variables))) continue;
    const response = fetcher('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'accept-language': startingLocale(),
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
