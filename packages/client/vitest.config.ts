import { vitestProject } from '../mf-config/src/vitest-project.js';

export default vitestProject('client', { shareModules: true });
