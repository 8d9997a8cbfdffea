// The routes an express app has mounted, read from its router stack (express 5 / router 2), with their
// paths written the OpenAPI way (`:id` and `*shareUrl` → `{id}`, `{shareUrl}`): what the document is
// compared with. Middleware (app.use without a route) is not a route and is not listed.
import type { Express } from 'express';

export interface MountedRoute {
  method: string;
  /** OpenAPI-style path; a RegExp route is listed by its source between slashes. */
  path: string;
}

interface RouteLike {
  path: string | RegExp | Array<string | RegExp>;
  methods: Record<string, boolean>;
}

interface LayerLike {
  rawPath?: string | RegExp | Array<string | RegExp>;
  route?: RouteLike;
  handle?: { stack?: LayerLike[] };
}

const join = (prefix: string, path: string): string =>
  `${prefix.replace(/\/$/, '')}${path === '/' ? '' : path}` || '/';

/** `/projects/:idOrSlug` → `/projects/{idOrSlug}`; `/shared/*shareUrl/comments` → `/shared/{shareUrl}/comments`. */
const openApiPath = (expressPath: string): string => expressPath.replace(/[:*]([A-Za-z_$][\w$]*)/g, '{$1}');

const paths = (path: RouteLike['path'] | undefined): Array<string | RegExp> =>
  path === undefined ? ['/'] : Array.isArray(path) ? path : [path];

export function mountedRoutes(app: Express): MountedRoute[] {
  const found: MountedRoute[] = [];
  const walk = (stack: readonly LayerLike[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of paths(layer.route.path))
          for (const method of Object.keys(layer.route.methods))
            found.push({
              method: method === '_all' ? 'all' : method,
              path:
                path instanceof RegExp
                  ? `${prefix === '/' ? '' : prefix}${String(path)}`
                  : openApiPath(join(prefix, path)),
            });
      } else if (layer.handle?.stack) {
        for (const mount of paths(layer.rawPath))
          if (typeof mount === 'string') walk(layer.handle.stack, join(prefix, mount));
      }
    }
  };
  walk((app.router as unknown as { stack: LayerLike[] }).stack, '');
  return found;
}
