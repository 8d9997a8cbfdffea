import { vitestProject } from './src/vitest-project.js';

export default vitestProject('mf-config', { files: 'ts', shareModules: true });
