// The first GraphQL queries of each remote route, started by the shell with the navigation — in
// parallel with the remote's code and the signed-in user — and read by the remote's page from the
// shared Apollo cache (or joined in flight: Apollo sends identical in-flight queries once).
//
// Each document here is the page's own query, text for text (its fragments included); each remote's
// tests compare them (route-preload.test.ts there), so the page asks for nothing the preload did not.
import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { matchRemoteRoute, type Role } from '@thesis-studio/domain';
import { useState } from 'react';
import { authStore, type AuthState } from './auth-store.js';
import { operationKey } from './early-requests.js';
import { languageStore } from './language.js';
import { graphql } from './gql/index.js';

export const DashboardPageQuery = graphql(`
  query DashboardPage {
    projects {
      ...ProjectCard_project
    }
  }

  fragment ProjectCard_project on Project {
    id
    slug
    name
    description
    userEmail
    thesesCount
    unreadQuestionsCount
    updatedAt
  }
`);

export const SavedLinksSectionQuery = graphql(`
  query SavedLinksSection {
    savedLinks {
      ...SavedLinkCard_savedLink
    }
  }

  fragment SavedLinkCard_savedLink on SavedLink {
    id
    thesisId
    title
    shareUrl
    projectName
    createdAt
    available
  }
`);

export const SavedLinksPageQuery = graphql(`
  query SavedLinksPage {
    savedLinks {
      ...SavedLinkCard_savedLink
    }
  }
`);

export const QuestionsPageQuery = graphql(`
  query QuestionsPage {
    projects {
      id
      name
      slug
      questions {
        ...QuestionCard_question
      }
    }
  }

  fragment QuestionCard_question on Question {
    id
    projectId
    thesisId
    thesisTitle
    question
    senderName
    senderEmail
    isRead
    createdAt
  }
`);

export const ProjectPageQuery = graphql(`
  query ProjectPage($idOrSlug: String!) {
    project(idOrSlug: $idOrSlug) {
      ...ProjectDetails_project
      theses {
        ...ThesisCard_thesis
      }
    }
  }

  fragment ProjectDetails_project on Project {
    id
    slug
    name
    description
    userEmail
    thesesCount
    updatedAt
  }

  fragment ThesisCard_thesis on Thesis {
    id
    slug
    title
    idea
    summary
    status
    updatedAt
  }
`);

export const ThesisPageQuery = graphql(`
  query ThesisPage($idOrSlug: String!, $language: Language!) {
    thesis(idOrSlug: $idOrSlug) {
      ...ThesisPage_thesis
    }
  }

  fragment ThesisPage_thesis on Thesis {
    id
    slug
    title
    intellectualChallenge
    content
    status
    shareUrl
    hiddenSections
    createdAt
    updatedAt
    version
    project {
      id
      slug
      name
    }
    reading(language: $language) {
      language
      key
      title
      intellectualChallenge
      article
      blocks {
        index
        type
        start
        end
        section
        depth
      }
      cueCards {
        key
        title
        summary
        text
        kind
        source {
          start
          end
        }
      }
    }
  }
`);

export const ThesisChatPageQuery = graphql(`
  query ThesisChatPage($idOrSlug: String!) {
    thesis(idOrSlug: $idOrSlug) {
      id
      slug
      title
      status
      project {
        id
        slug
        name
      }
    }
  }
`);

export const UsersPageQuery = graphql(`
  query UsersPage {
    users {
      id
      username
      email
      role
      createdAt
    }
  }
`);

/** One query a route starts with. */
export interface RouteQuery {
  query: DocumentNode;
  /** Its variables from the route's params (none when absent). */
  variables?: (params: Readonly<Record<string, string>>) => OperationVariables;
  /**
   * Only for these roles, as the page asks it only for them: this one waits for the signed-in user
   * (loaded in parallel), the others start at once.
   */
  roles?: readonly Role[];
}

/** Route pattern (as in REMOTES) → the queries its page runs first. */
export const ROUTE_QUERIES: Readonly<Record<string, readonly RouteQuery[]>> = {
  '/dashboard': [{ query: DashboardPageQuery }, { query: SavedLinksSectionQuery, roles: ['user'] }],
  '/saved-links': [{ query: SavedLinksPageQuery }],
  '/questions': [{ query: QuestionsPageQuery }],
  '/projects/:slug': [{ query: ProjectPageQuery, variables: ({ slug = '' }) => ({ idOrSlug: slug }) }],
  '/theses/:slug': [
    {
      query: ThesisPageQuery,
      // The page is read in the reader's variant: the one stored now, as the early request sent it.
      variables: ({ slug = '' }) => ({ idOrSlug: slug, language: languageStore.get() }),
    },
  ],
  '/theses/:id/chat': [{ query: ThesisChatPageQuery, variables: ({ id = '' }) => ({ idOrSlug: id }) }],
  '/users': [{ query: UsersPageQuery, roles: ['admin'] }],
};

/** A planned preload: the query, its variables, and whether it waits for a role. */
export interface PlannedQuery {
  query: DocumentNode;
  variables: OperationVariables;
  roles?: readonly Role[];
}

/** The queries `pathname` starts with (empty for the shell's own pages and unknown paths). */
export function routeQueriesFor(pathname: string): PlannedQuery[] {
  const match = matchRemoteRoute(pathname);
  if (!match) return [];
  return (ROUTE_QUERIES[match.pattern] ?? []).map(({ query, variables, roles }) => ({
    query,
    variables: variables?.(match.params) ?? {},
    ...(roles ? { roles } : {}),
  }));
}

const operationName = (query: DocumentNode): string => {
  for (const definition of query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? '';
  }
  return '';
};

/** Names a query with its variables (key order does not matter), as early-requests.ts names it. */
export const preloadKey = (query: DocumentNode, variables: OperationVariables = {}): string =>
  operationKey(operationName(query), variables);

type AuthSource = Pick<typeof authStore, 'ensureLoaded' | 'getState'>;
type Querier = Pick<ApolloClient, 'query'>;

/** Remembers which queries the current navigation started; one instance per page (below). */
export function createRoutePreloader(auth: AuthSource = authStore) {
  let navigation: { id: string; started: Set<string> } | undefined;

  const start = (client: Querier, started: Set<string>, { query, variables }: PlannedQuery) => {
    started.add(preloadKey(query, variables));
    // A visitor's protected query answers UNAUTHENTICATED: ignored here, the route redirects to /auth.
    client.query({ query, variables, fetchPolicy: 'network-only' }).catch(() => undefined);
  };

  const userHasRole = (state: AuthState, roles: readonly Role[]) =>
    state.user !== null && roles.includes(state.user.role);

  return {
    /**
     * Starts the queries of `pathname` for the navigation `navigationKey` (react-router's location
     * key) into `client`'s cache; calling it again for the same navigation does nothing.
     */
    preload(client: Querier, pathname: string, navigationKey: string): void {
      const id = `${navigationKey} ${pathname}`;
      if (navigation?.id === id) return;
      const current = { id, started: new Set<string>() };
      navigation = current;
      for (const planned of routeQueriesFor(pathname)) {
        const { roles } = planned;
        if (!roles) {
          start(client, current.started, planned);
          continue;
        }
        void auth.ensureLoaded().then(() => {
          if (navigation === current && userHasRole(auth.getState(), roles)) {
            start(client, current.started, planned);
          }
        });
      }
    },
    /** Whether the current navigation started this query (its answer is cached or on its way). */
    preloaded(query: DocumentNode, variables?: OperationVariables): boolean {
      return navigation?.started.has(preloadKey(query, variables)) ?? false;
    },
  };
}

/** The page's preloader (a federation singleton through @thesis-studio/client, shared with remotes). */
export const routePreloader = createRoutePreloader();

/** Starts `pathname`'s queries into `client` for the navigation `navigationKey` (see createRoutePreloader). */
export function preloadRouteQueries(client: Querier, pathname: string, navigationKey: string): void {
  routePreloader.preload(client, pathname, navigationKey);
}

export type RouteFetchPolicy = 'cache-first' | 'cache-and-network' | 'network-only';

/**
 * The fetch policy a route's page uses for its query: 'cache-first' when this navigation preloaded it
 * (the answer is in the cache, or in flight and joined), else `otherwise`. Decided once per mount, so
 * a section mounted again within the same navigation does not ask again.
 */
export function useRouteFetchPolicy(
  query: DocumentNode,
  variables: OperationVariables | undefined,
  otherwise: RouteFetchPolicy,
): RouteFetchPolicy {
  const [policy] = useState<RouteFetchPolicy>(() =>
    routePreloader.preloaded(query, variables) ? 'cache-first' : otherwise,
  );
  return policy;
}
