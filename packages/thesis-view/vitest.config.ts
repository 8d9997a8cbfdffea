import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'thesis-view', include: ['src/**/*.test.{ts,tsx}'] } });
