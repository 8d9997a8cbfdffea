import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mf-config', include: ['src/**/*.test.ts'] } });
