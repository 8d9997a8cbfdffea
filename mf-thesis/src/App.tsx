// The one module this remote exposes ('./App'): its pages for the shell, and a standalone app.
import { reportReactInstance, StandaloneApp } from '@thesis-studio/client';
import * as React from 'react';
import './index.css';
import { ThesisChatPage, ThesisPage, ThesisWizardPage } from './pages';
import { REMOTE_NAME } from './PageFrame';

reportReactInstance(React);

export const pages: Record<string, React.ComponentType> = {
  '/projects/:slug/theses/new': ThesisWizardPage,
  '/theses/:slug': ThesisPage,
  '/theses/:id/chat': ThesisChatPage,
};

export default function App() {
  return (
    <StandaloneApp
      name={REMOTE_NAME}
      pages={pages}
      examples={[
        '/projects/example-project/theses/new',
        '/theses/example-thesis',
        '/theses/example-thesis/chat',
      ]}
    />
  );
}
