// The vite config of an app's server bundle (src/server.tsx → server-dist/server.js): one self-contained
// ES module the gateway imports to render the app's pages before any script runs (issue 18) — React,
// Apollo, the ui kit and the app's pages bundled in, so the gateway needs none of them installed. Its
// styles come from the app's own browser build (dist/).
import { defaultServerConditions, type Plugin, type UserConfig } from 'vite';

const NO_STYLES = '\0server-bundle:no-styles';

/** Stylesheet imports render nothing on the server: the browser build owns the app's CSS. */
const withoutStyles: Plugin = {
  name: 'thesis-studio:server-bundle-without-styles',
  enforce: 'pre',
  resolveId(id) {
    return /\.css(\?.*)?$/.test(id) ? NO_STYLES : null;
  },
  load(id) {
    return id === NO_STYLES ? 'export default "";' : null;
  },
};

export function serverBundleConfig(dir: string): UserConfig {
  return {
    root: dir,
    // The app's public files belong to its browser build.
    publicDir: false,
    plugins: [withoutStyles],
    resolve: { conditions: ['source', ...defaultServerConditions] },
    ssr: { noExternal: true, target: 'node' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      ssr: 'src/server.tsx',
      outDir: 'server-dist',
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: {
        // One file: chunks of their own in the browser (pages, word lists) load with it.
        output: { entryFileNames: 'server.js', format: 'es', codeSplitting: false },
        // 'use client' marks of the ui kit's dependencies mean nothing to a server render.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
}
