import { PageFrame } from '@thesis-studio/ui';
import { REMOTE_NAME } from './remote';

export { DashboardPage } from './dashboard/DashboardPage';
export { NewProjectPage } from './projects/NewProjectPage';
export { ProjectPage } from './projects/ProjectPage';

export function SavedLinksPage() {
  return <PageFrame remote={REMOTE_NAME} title="Saved Links" />;
}

export function QuestionsPage() {
  return <PageFrame remote={REMOTE_NAME} title="Questions & Messages" />;
}
