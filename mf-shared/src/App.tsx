// The one module this remote exposes ('./App'): its pages for the shell, and a standalone app.
import { reportReactInstance, StandaloneApp } from '@thesis-studio/client';
import * as React from 'react';
import './index.css';
import { SharedThesisPage } from './pages';
import { REMOTE_NAME } from './PageFrame';

reportReactInstance(React);

export const pages: Record<string, React.ComponentType> = {
  '/shared/*': SharedThesisPage,
};

export default function App() {
  return <StandaloneApp name={REMOTE_NAME} pages={pages} examples={['/shared/example/share-link']} />;
}
