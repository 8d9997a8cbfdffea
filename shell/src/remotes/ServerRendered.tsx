// The page the gateway rendered before #root (the shared thesis, issue 18) stays on screen, untouched,
// while the shell and the remote load: the gateway sends #root hidden, and the shell renders into it
// unseen. When the route's last loading fallback gives way to the remote's page (which renders the same
// layout from the same data), the server's page is removed and #root shown in the same task — no frame
// shows either both or neither. The server's nodes are never moved: moving them would make the browser
// count the article as painted again, late (its largest contentful paint would wait for every script).
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

/** Removes the server's page and shows the app in its place. */
function takeOver(): void {
  serverPage?.remove();
  serverPage = null;
  document.getElementById('root')?.removeAttribute('hidden');
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
        if (holding === 0) takeOver();
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
      if (holding === 0 && serverPage) takeOver();
    });
  }, []);
  return null;
}
