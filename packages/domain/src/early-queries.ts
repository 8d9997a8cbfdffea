// The first GraphQL queries of each app route (the page's own queries) as the client sends them: the
// shell sends them as the page starts (@thesis-studio/client early-requests.ts) and the gateway runs them
// for the page it renders (gateway/src/app-pages.ts), so both ask for the same fields and a server's
// answer stands in for the browser's request. Each route's page module declares them once
// (`firstQueries` in <remote>/src/pages/<Page>.tsx); `npm run codegen` writes them out into
// gql/first-queries.ts (scripts/first-queries.ts): the texts are Apollo's own print of the pages'
// documents, with the __typename fields its cache adds.
import { DEFAULT_LANGUAGE, type Language } from './accounts.js';
import { ROUTE_FIRST_QUERIES } from './gql/first-queries.js';
import { matchRemoteRoute } from './remotes.js';

export {
  FIRST_QUERY_TEXTS as EARLY_QUERY_TEXTS,
  ME_OPERATION_NAME,
  ME_QUERY_TEXT,
  ROUTE_FIRST_QUERIES as EARLY_ROUTE_OPERATIONS,
  type RouteOperation as EarlyOperation,
} from './gql/first-queries.js';

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

/**
 * Whether a viewer's capabilities (`User.capabilities`, as the API computed them) have the values a
 * viewer-bound first query asks for (its `when`).
 */
export const capabilitiesMatch = (
  capabilities: Readonly<Record<string, unknown>>,
  when: Readonly<Record<string, boolean>>,
): boolean => Object.entries(when).every(([capability, value]) => capabilities[capability] === value);

/**
 * The early requests `pathname` starts with (none for other pages); `language` is the reader's variant
 * where the route sends one; the viewer-bound ones only for `capabilities` they match.
 */
export function earlyRequestsFor(
  pathname: string,
  language: Language = DEFAULT_LANGUAGE,
  capabilities?: Readonly<Record<string, boolean>>,
): EarlyRequest[] {
  const match = matchRemoteRoute(pathname);
  if (!match) return [];
  const operations = (ROUTE_FIRST_QUERIES[match.pattern] ?? []).filter(
    ({ when }) => !when || (capabilities !== undefined && capabilitiesMatch(capabilities, when)),
  );
  return operations.map(({ operationName, param, language: sends }) => {
    const variables: Record<string, string> = param ? { idOrSlug: match.params[param] ?? '' } : {};
    if (sends) variables['language'] = language;
    return { operationName, variables };
  });
}
