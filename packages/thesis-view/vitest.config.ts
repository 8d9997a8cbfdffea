import { vitestProject } from '../mf-config/src/vitest-project';

export default vitestProject('thesis-view', { shareModules: true });
