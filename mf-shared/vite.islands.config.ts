// A visitor's shared page's islands (src/islands/boot.ts and the chunks it loads) into dist/islands/;
// see islandsViteConfig.
import { islandsViteConfig } from '@thesis-studio/mf-config';
import { defineConfig } from 'vite';

export default defineConfig(
  islandsViteConfig({ dir: import.meta.dirname, entry: 'src/islands/boot.ts', outDir: 'islands' }),
);
