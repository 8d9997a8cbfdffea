import { authStore, saveAccountLanguage, syncAccountLanguage } from '@thesis-studio/client/auth-store';
import { applyAccountLanguage, onLanguageChosen } from '@thesis-studio/client/language';
import { reportReactInstance } from '@thesis-studio/client/react-instance';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import './index.css';
import { readRemotesManifest } from './remotes/manifest';

reportReactInstance(React);
// The signed-in account's language follows the user; a variant picked in a header is saved on it.
syncAccountLanguage(
  authStore,
  { apply: applyAccountLanguage, onChosen: onLanguageChosen },
  saveAccountLanguage,
);
// Where each remote lives is read at start from /remotes.json; remotes are registered on first use.
readRemotesManifest().catch((error: unknown) =>
  console.error('[shell] /remotes.json could not be read', error),
);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <React.StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </React.StrictMode>,
);
