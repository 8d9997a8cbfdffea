import { vitestProject } from '../packages/mf-config/src/vitest-project.js';

export default vitestProject('mf-thesis');
