import { vitestProject } from '../packages/mf-config/src/vitest-project.js';

export default vitestProject('mf-dashboard', { shareModules: true });
