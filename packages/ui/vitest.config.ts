import { vitestProject } from '../mf-config/src/vitest-project.js';

export default vitestProject('ui', { source: false, files: 'ts', shareModules: true });
