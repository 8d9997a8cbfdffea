import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'language', include: ['src/**/*.test.ts'] } });
