import { vitestProject } from '../packages/mf-config/src/vitest-project';

export default vitestProject('mf-admin', { shareModules: true });
