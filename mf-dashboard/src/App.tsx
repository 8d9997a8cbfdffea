// The one module this remote exposes ('./App'): its pages for the shell, and a standalone app.
import { reportReactInstance, StandaloneApp } from '@thesis-studio/client';
import * as React from 'react';
import './index.css';
import { DashboardPage, NewProjectPage, ProjectPage, QuestionsPage, SavedLinksPage } from './pages';
import { REMOTE_NAME } from './PageFrame';

reportReactInstance(React);

export const pages: Record<string, React.ComponentType> = {
  '/dashboard': DashboardPage,
  '/saved-links': SavedLinksPage,
  '/questions': QuestionsPage,
  '/projects/new': NewProjectPage,
  '/projects/:slug': ProjectPage,
};

export default function App() {
  return (
    <StandaloneApp
      name={REMOTE_NAME}
      pages={pages}
      examples={['/dashboard', '/saved-links', '/questions', '/projects/new', '/projects/example-project']}
    />
  );
}
