export { AccountPage } from './account/AccountPage';
export { ApiTokensPage } from './tokens/ApiTokensPage';
export { DashboardPage } from './dashboard/DashboardPage';
export { NewProjectPage } from './projects/NewProjectPage';
export { ProjectPage } from './projects/ProjectPage';
export { QuestionsPage } from './questions/QuestionsPage';
export { SavedLinksPage } from './saved-links/SavedLinksPage';
