import { vitestProject } from '../mf-config/src/vitest-project';

export default vitestProject('ui', { source: false, files: 'ts', shareModules: true });
