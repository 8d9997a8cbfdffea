import { vitestProject } from './src/vitest-project';

export default vitestProject('mf-config', { files: 'ts', shareModules: true });
