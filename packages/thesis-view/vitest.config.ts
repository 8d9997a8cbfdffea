import { vitestProject } from '../mf-config/src/vitest-project.js';

export default vitestProject('thesis-view', { shareModules: true });
