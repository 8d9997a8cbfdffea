import { vitestProject } from '../mf-config/src/vitest-project.js';

export default vitestProject('markdown', { source: false, files: 'ts', shareModules: true });
