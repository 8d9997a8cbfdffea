// A remote's own page (the remote on its own: its dev server, or its dist/ served alone). The four remotes'
// pages are one document but for the title, so it is written here rather than kept as an index.html in
// each remote's folder: the build takes it as the entry index.html, and the dev server answers page
// requests with it where Vite would serve index.html from disk.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The page: the remote's App mounted into #root by its src/main.tsx. */
function standalonePageHtml(title: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8" />',
    '    <meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    `    <title>${title}</title>`,
    '  </head>',
    '  <body>',
    '    <div id="root"></div>',
    '    <script type="module" src="/src/main.tsx"></script>',
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

export function standalonePagePlugin(title: string): Plugin {
  const html = standalonePageHtml(title);
  let entry = '';
  return {
    name: 'thesis-studio:standalone-page',
    // The dev server's dependency scan starts from the root's .html files by default; there are none.
    config: () => ({ optimizeDeps: { entries: ['src/main.tsx'] } }),
    configResolved(config) {
      entry = path.join(config.root, 'index.html');
    },
    resolveId: (id) => (path.resolve(id) === entry ? entry : undefined),
    load: (id) => (id === entry ? html : undefined),
    configureServer(server) {
      // Run after Vite's own middlewares: its SPA fallback has rewritten every page request to
      // /index.html, which its index.html middleware (next in line) would look for on disk.
      return () => {
        server.middlewares.use((req, res, next) => {
          if (req.url !== '/index.html') return next();
          server.transformIndexHtml(req.originalUrl ?? '/', html).then((page) => {
            res.setHeader('Content-Type', 'text/html');
            res.end(page);
          }, next);
        });
      };
    },
  };
}
