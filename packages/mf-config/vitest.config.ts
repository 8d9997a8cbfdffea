import { defineConfig } from 'vitest/config';
import { testProject } from './src/vitest-project';

export default defineConfig(testProject('mf-config', { include: 'src/**/*.test.ts', sharedModules: true }));
