import { defineConfig } from 'vitest/config';
// By path, not '@thesis-studio/mf-config' (see vitest-project.ts).
import { testProject } from '../packages/mf-config/src/vitest-project';

export default defineConfig(testProject('mf-thesis'));
