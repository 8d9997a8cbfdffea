// The page the gateway rendered before #root (the shared thesis; a signed-in reader's app page, issue 18)
// stays on screen, untouched, while the shell and the remote load: the gateway sends #root hidden, and
// the shell takes it out of the document and renders into it there, unseen — so the document never holds
// two copies of the page (a second header, a second field of the same name) for a script, a screen
// reader or a test to find. When the route's last loading fallback gives way to the remote's page (which
// renders the same layout from the same data), #root goes back in the server page's place and is shown,
// and the server's page is removed, in the same task — no frame shows either both or neither. The
// server's nodes are never moved: moving them would make the browser count the article as painted again,
// late (its largest contentful paint would wait for every script).
import { onServerPageReleased, serverPageHeld } from '@thesis-studio/client/server-page-hold';
import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The id mf-shared's server renderer gives the page (mf-shared/src/server.tsx). */
export const SERVER_PAGE_ID = 'server-page';

// Read once, when the shell starts: the page the visitor opened.
let serverPage = typeof document === 'undefined' ? null : document.getElementById(SERVER_PAGE_ID);
const firstPath = typeof location === 'undefined' ? '' : location.pathname;

/** Whether the server's page of `pathname` (the page the visitor opened) is still on screen. */
export const hasServerPage = (pathname: string): boolean =>
  serverPage !== null && serverPage.isConnected && pathname === firstPath;

/** Loading fallbacks of the route showing the server's page instead of themselves. */
let holding = 0;

// A part of the page still loading (a remote's lazily loaded part) held the page: when the last one has
// rendered, the app takes over, after that commit.
if (serverPage) {
  const stop = onServerPageReleased(() =>
    queueMicrotask(() => {
      if (holding === 0 && serverPage) takeOver();
      if (!serverPage) stop();
    }),
  );
}

/** The app's root while it renders out of the document (holdRoot). */
let heldRoot: HTMLElement | null = null;

/**
 * Takes `root` out of the document while the server's page is on screen (the app renders into it there);
 * takeOver puts it back. Nothing happens on a page the gateway did not render. Whether `root` is held.
 */
export function holdRoot(root: HTMLElement): boolean {
  if (heldRoot === root) return true;
  if (!serverPage?.isConnected || heldRoot) return false;
  heldRoot = root;
  root.remove();
  return true;
}

/** Shows the app in the server page's place and removes the server's page. */
function takeOver(): void {
  if (heldRoot) {
    if (serverPage?.isConnected) serverPage.before(heldRoot);
    else document.body.prepend(heldRoot);
  }
  serverPage?.remove();
  serverPage = null;
  (heldRoot ?? document.getElementById('root'))?.removeAttribute('hidden');
  heldRoot = null;
}

/** The server's page while the route loads (it renders nothing itself); `fallback` on any other page. */
export function ServerRenderedFallback({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  return hasServerPage(pathname) ? <HoldServerPage /> : <>{fallback}</>;
}

function HoldServerPage() {
  useLayoutEffect(() => {
    holding++;
    return () => {
      holding--;
      // One fallback may give way to the next one in the same commit (the lazy route, then the remote):
      // only when none follows does the page take over — still before the browser paints.
      queueMicrotask(() => {
        if (holding === 0 && !serverPageHeld()) takeOver();
      });
    };
  }, []);
  return null;
}

/**
 * Rendered once beside the routes: when the route rendered at once (its code was already loaded), no
 * fallback held the server's page, and the app takes over after its first commit.
 */
export function ServerPageHandover() {
  useLayoutEffect(() => {
    queueMicrotask(() => {
      if (holding === 0 && serverPage && !serverPageHeld()) takeOver();
    });
  }, []);
  return null;
}
