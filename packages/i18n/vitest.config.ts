import { vitestProject } from '../mf-config/src/vitest-project';

export default vitestProject('i18n');
