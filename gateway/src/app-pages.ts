// A signed-in reader's app page, rendered on the gateway (issue 18): /dashboard, /projects/{slug},
// /theses/{slug}… arrive with their data on screen, before any script runs. The gateway runs the route's
// first queries (its page module's `firstQueries`, which `npm run codegen` writes out for the gateway
// into @thesis-studio/domain's gql/first-queries.ts) and `me` as the reader — the same GraphQL
// operations, resolvers and access rules the browser's requests meet — and renders the page with the
// apps' own components: the remote's server bundle renders its page from those answers, the shell's puts
// its header around it. The document carries the page before a hidden #root, and the answers (which the
// shell hands to Apollo instead of asking again, early-requests.ts); the shell shows #root in the page's
// place once the remote has rendered the same page from them (shell/src/remotes/ServerRendered.tsx).
//
// Nothing is rendered for a visitor, a route the gateway does not render, or a remote deployed elsewhere
// (REMOTE_*_URL): those get the shell alone, as before. An answer with errors (someone else's thesis, a
// missing project) is sent without a page: the app shows what it shows for it, without asking again.
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  EARLY_ANSWERS_ELEMENT_ID,
  EARLY_QUERY_TEXTS,
  ME_OPERATION_NAME,
  ME_QUERY_TEXT,
  REMOTES,
  earlyRequestsFor,
  isLanguage,
  matchRemoteRoute,
  scriptJson,
  type RemoteDefinition,
} from '@thesis-studio/domain';
import { Router, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { remoteEntryOverrides, type Env } from './env.js';
import { capabilitiesOf } from './modules/users/index.js';
import { exportsFunction, serverBundleLoader } from './server-bundle.js';
import {
  builtText,
  scriptJsonTag,
  sendPrivateDocument,
  withDocumentLanguage,
  withHeadTags,
} from './shell-document.js';
import { operatorHeadTags, remoteHeadTags } from './static.js';

/**
 * The routes rendered here: pages whose first queries hold what they show. (The chat page's messages and
 * the admin pages' viewer-bound queries are not among a route's early queries.)
 */
const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  '/dashboard',
  '/saved-links',
  '/questions',
  '/projects/:slug',
  '/theses/:slug',
]);

/**
 * Answers longer than this (as JSON; a thesis of about 100,000 characters and more) are sent without a
 * page. On this machine a page took the gateway about 60 ms at 100,000 characters and 80–170 ms at
 * 200,000, all on the event loop, which every other request waits for. The app renders such a thesis in
 * the browser, from the same answers.
 */
export const MAX_RENDERED_ANSWERS = 250_000;

/** A GraphQL answer as the HTTP endpoint sends it: data and errors. */
type GraphQLAnswer = Record<string, unknown>;

/** One operation of the page, run as the request's reader. */
interface PageOperation {
  query: string;
  operationName: string;
  variables: Record<string, unknown>;
}

export interface AppPagesOptions {
  env: Env;
  /** Resolves the session cookie into `req.auth` (auth's sessionMiddleware). */
  session: RequestHandler;
  /**
   * Takes the page from the reader's request budget (the page stands in for the requests its scripts
   * would send): false when the budget is spent, and the shell is sent alone.
   */
  allows: (req: Request) => Promise<boolean>;
  /** Runs an operation in-process with the request's GraphQL context (Apollo's executeOperation). */
  execute: (operation: PageOperation, req: Request) => Promise<GraphQLAnswer>;
}

interface EmbeddedAnswer {
  operationName: string;
  variables: Record<string, unknown>;
  body: GraphQLAnswer;
}

interface PageUser {
  id: string;
  username: string;
  email: string;
  role: string;
  language: string;
  createdAt: string;
}

interface RemoteBundle {
  renderRoutePage(input: {
    pattern: string;
    pathname: string;
    user: PageUser;
    answers: readonly EmbeddedAnswer[];
  }): Promise<string | null>;
}

interface ShellBundle {
  renderAppPage(input: { pathname: string; user: PageUser; page: string }): string;
}

const isUser = (value: unknown): value is PageUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PageUser).id === 'string' &&
  typeof (value as PageUser).email === 'string';

/** Whether every answer has data and no errors, and none of its fields is null (a missing thesis). */
const complete = (answers: readonly EmbeddedAnswer[]): boolean =>
  answers.every(({ body }) => {
    const data = body['data'];
    return (
      !body['errors'] &&
      typeof data === 'object' &&
      data !== null &&
      Object.values(data).every((field) => field !== null)
    );
  });

/**
 * index.html with the page before its empty #root, #root hidden and the answers (`answersJson`, written
 * by `scriptJson`) after it.
 */
function withAppPage(html: string, page: string | null, answersJson: string): string {
  const root = /<div id="root">\s*<\/div>/i;
  if (!root.test(html)) return html;
  const data = scriptJsonTag(EARLY_ANSWERS_ELEMENT_ID, answersJson);
  return html.replace(root, () =>
    page === null
      ? `<div id="root"></div>\n    ${data}`
      : `${page}\n    <div id="root" hidden></div>\n    ${data}`,
  );
}

export function appPageRoutes({ env, session, allows, execute }: AppPagesOptions): Router {
  const router = Router();
  const overrides = remoteEntryOverrides(env);
  const servedHere = (remote: RemoteDefinition) => overrides[remote.setting] === undefined;
  const loadShell = serverBundleLoader(
    path.join(env.STATIC_ROOT, 'shell', 'server-dist', 'server.js'),
    exportsFunction<ShellBundle>('renderAppPage'),
  );
  const remoteLoaders = new Map(
    REMOTES.map((remote) => [
      remote.name,
      serverBundleLoader(
        path.join(env.STATIC_ROOT, remote.app, 'server-dist', 'server.js'),
        exportsFunction<RemoteBundle>('renderRoutePage'),
      ),
    ]),
  );
  // Loaded ahead of the first reader (a failure is reported when a page needs it).
  for (const remote of REMOTES) {
    if (servedHere(remote))
      void remoteLoaders
        .get(remote.name)?.()
        .catch(() => undefined);
  }
  void loadShell().catch(() => undefined);

  const readShell = builtText(path.join(env.STATIC_ROOT, 'shell', 'dist', 'index.html'));
  const builtShell = (): string | undefined => {
    try {
      return readShell();
    } catch {
      // Not built: the static routes answer (503 with what to do).
      return undefined;
    }
  };
  const operatorTags = operatorHeadTags(env);

  const render = async (req: Request, res: Response, next: NextFunction, pattern: string) => {
    const html = builtShell();
    if (!req.auth.user || html === undefined || !(await allows(req))) {
      next();
      return;
    }
    const me = await execute({ query: ME_QUERY_TEXT, operationName: ME_OPERATION_NAME, variables: {} }, req);
    const user = (me['data'] as { me?: unknown } | undefined)?.me;
    if (!isUser(user)) {
      next();
      return;
    }
    const language = isLanguage(user.language) ? user.language : undefined;
    // What the reader may do, from the policy (as `me` answers it): a viewer-bound query runs for those it is for.
    const capabilities = capabilitiesOf(req.auth.user);
    // The route's queries depend on the reader (variant, capabilities), not on each other: run together.
    const routeAnswers = await Promise.all(
      earlyRequestsFor(req.path, language, capabilities).flatMap((request) => {
        const query = EARLY_QUERY_TEXTS[request.operationName];
        return query ? [execute({ query, ...request }, req).then((body) => ({ ...request, body }))] : [];
      }),
    );
    const answers: EmbeddedAnswer[] = [
      { operationName: ME_OPERATION_NAME, variables: {}, body: me },
      ...routeAnswers,
    ];

    let page: string | null = null;
    const match = matchRemoteRoute(req.path);
    const answersJson = scriptJson(answers);
    if (match && complete(answers) && answersJson.length <= MAX_RENDERED_ANSWERS) {
      try {
        const [shell, remote] = await Promise.all([loadShell(), remoteLoaders.get(match.remote.name)?.()]);
        const remotePage = remote
          ? await remote.exports.renderRoutePage({ pattern, pathname: req.path, user, answers })
          : null;
        if (shell && remotePage !== null) {
          page = shell.exports.renderAppPage({ pathname: req.path, user, page: remotePage });
        }
      } catch (error) {
        // The shell alone still shows the page once its scripts run, from the same answers.
        req.log.error({ err: error }, 'the page could not be rendered on the server');
      }
    }
    // A rendered page's reader has the data at once: the code it needs later does not compete with its
    // first paint (no preload hints), and the page is styled once, with the remote's sheets too, as on
    // the shared page. Without a page, the route's hints stay.
    const headTags = remoteHeadTags(env, req.path, page === null ? 'hints' : 'rendered');
    // In the reader's language, the account's choice: <html lang> and the language the shell starts in.
    const document = withAppPage(
      withDocumentLanguage(
        withHeadTags(html, `${operatorTags}${headTags}`),
        language ?? DEFAULT_LANGUAGE,
        'account',
      ),
      page,
      answersJson,
    );
    sendPrivateDocument(req, res, document);
  };

  router.get(/.*/, (req, res, next) => {
    const match = matchRemoteRoute(req.path);
    if (
      !match ||
      !SERVER_RENDERED_ROUTES.has(match.pattern) ||
      !servedHere(match.remote) ||
      !(req.headers.accept ?? '').includes('text/html')
    ) {
      next();
      return;
    }
    session(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      render(req, res, next, match.pattern).catch(next);
    });
  });
  return router;
}
