// The shared page's server renderer (src/server.tsx) as one self-contained ES module for the gateway
// (server-dist/server.js): React, the ui kit and the thesis view bundled in, so the gateway needs none
// of them installed. Its styles come from the remote's own build (dist/).
import { defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
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
      // One file: the spelling word lists, a chunk of their own in the browser, are loaded with it.
      output: { entryFileNames: 'server.js', format: 'es', codeSplitting: false },
      // 'use client' marks of the ui kit's dependencies mean nothing to a server render.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
