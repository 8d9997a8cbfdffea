import { vitestProject } from '../packages/mf-config/src/vitest-project';

export default vitestProject('mf-dashboard', { shareModules: true });
