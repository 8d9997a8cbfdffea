import { defineConfig } from 'vitest/config';
// By path, not '@thesis-studio/mf-config' (see vitest-project.ts).
import { testProject } from '../mf-config/src/vitest-project';

export default defineConfig(testProject('client', { sharedModules: true }));
