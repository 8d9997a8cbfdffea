// First: the route's queries are sent as this module is evaluated, before anything below is.
import './remotes/early-start';
import { authStore, saveAccountLanguage, syncAccountLanguage } from '@thesis-studio/client/auth-store';
import { applyAccountLanguage, onLanguageChosen } from '@thesis-studio/client/language';
import { reportReactInstance } from '@thesis-studio/client/react-instance';
import { matchRemoteRoute } from '@thesis-studio/domain';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, loadLandingPage } from './App';
import './index.css';
import { readRemotesManifest } from './remotes/manifest';
import { holdRoot } from './remotes/ServerRendered';
import { settledOf } from './remotes/settled';

reportReactInstance(React);
// The signed-in account's language follows the user; a variant picked in a header is saved on it.
syncAccountLanguage(
  authStore,
  { apply: applyAccountLanguage, onChosen: onLanguageChosen },
  saveAccountLanguage,
);
// Where each remote lives: from the manifest index.html carries (else /remotes.json); remotes are
// registered on first use.
readRemotesManifest().catch((error: unknown) =>
  console.error('[shell] the remotes manifest could not be read', error),
);
// Who is signed in: asked now, beside everything below, not once React has mounted.
void authStore.ensureLoaded();
// On a remote's route, its code and first queries start in the next task, before React mounts (the
// landing page and the shell's own pages load none of that machinery). Not in this one: evaluating the
// shell is the page's longest task already, and starting the route's files (each a preload link) added a
// third to it.
const remoteRoute = matchRemoteRoute(window.location.pathname) !== undefined;
if (remoteRoute) {
  const { pathname } = window.location;
  // react-router's key for the first location, so the route does not start it a second time.
  const navigationKey = (window.history.state as { key?: string } | null)?.key ?? 'default';
  setTimeout(() => {
    // Two imports, so the queries wait only for Apollo, not for the federation runtime as well.
    import('./remotes/route-data')
      .then(({ preloadRouteData }) => preloadRouteData(pathname, navigationKey))
      .catch((error: unknown) => console.error('[shell] the route’s queries could not be started', error));
    import('./remotes/route-start')
      .then(({ startRemoteLoad }) => startRemoteLoad(pathname))
      .catch((error: unknown) => console.error('[shell] the route’s remote could not be started', error));
  }, 0);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Beside a page the gateway rendered, the app renders out of the document until it takes that page's place.
const besideServerPage = holdRoot(root);
const app = (
  <React.StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </React.StrictMode>
);
// On an app route the first render is a transition, rendered in short slices between the route's
// scripts arriving. Beside a page the gateway rendered (on screen meanwhile) it starts once who is
// signed in is known (an answer the page carries, or one request sent beside the route's code): an
// answer arriving in the middle of that sliced render made React render it all again at once, in one
// long task. Without one it starts at once, so the header and the route's spinner show. The landing
// page renders at once, once its chunk (fetched beside this one: index.html preloads it) is read.
if (remoteRoute) {
  const render = () => setTimeout(() => React.startTransition(() => createRoot(root).render(app)), 0);
  if (besideServerPage) authStore.ensureLoaded().then(render, render);
  else render();
} else if (window.location.pathname === '/') {
  const landing = loadLandingPage();
  settledOf(landing); // tracked first, so the render below finds it settled
  const render = () => createRoot(root).render(app);
  landing.then(render, render);
} else createRoot(root).render(app);
