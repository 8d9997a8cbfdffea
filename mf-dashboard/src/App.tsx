// The one module this remote exposes ('./App'): a page for each route REMOTES gives it.
import { reportReactInstance } from '@thesis-studio/client';
import * as React from 'react';
import './index.css';
import {
  AccountPage,
  ApiTokensPage,
  DashboardPage,
  NewProjectPage,
  ProjectPage,
  QuestionsPage,
  SavedLinksPage,
} from './pages';

reportReactInstance(React);

export const pages: Record<string, React.ComponentType> = {
  '/dashboard': DashboardPage,
  '/saved-links': SavedLinksPage,
  '/questions': QuestionsPage,
  '/projects/new': NewProjectPage,
  '/projects/:slug': ProjectPage,
  '/account': AccountPage,
  '/account/tokens': ApiTokensPage,
};
