import { vitestProject } from '../mf-config/src/vitest-project.js';

export default vitestProject('language', { source: false, files: 'ts', shareModules: true });
