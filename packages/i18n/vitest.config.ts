import { vitestProject } from '../mf-config/src/vitest-project.js';

export default vitestProject('i18n');
