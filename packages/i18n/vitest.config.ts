import { defineConfig } from 'vitest/config';

export default defineConfig({
  // 'source': workspace packages such as @thesis-studio/domain resolve to their TypeScript.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: { name: 'i18n', include: ['src/**/*.test.{ts,tsx}'] },
});
