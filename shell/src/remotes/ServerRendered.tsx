// The page the gateway rendered into #root (the shared thesis, issue 18), kept on screen while the
// shell and the remote load: React's first render empties #root, so the page's node is taken out of the
// document before that and put back, the same node and not a copy, wherever a loading fallback of the
// route shows. The remote then renders the same layout over it from the same data.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The id mf-shared's server renderer gives the page (mf-shared/src/server.tsx). */
export const SERVER_PAGE_ID = 'server-page';

// Read when this module is first evaluated: before the shell's first commit clears #root.
const serverPage = typeof document === 'undefined' ? null : document.getElementById(SERVER_PAGE_ID);
const firstPath = typeof location === 'undefined' ? '' : location.pathname;

/** Whether the server rendered the page of `pathname` (the page the visitor opened). */
export const hasServerPage = (pathname: string): boolean => serverPage !== null && pathname === firstPath;

/** The server-rendered page while the route loads; `fallback` on any other page. */
export function ServerRenderedFallback({ fallback }: { fallback: ReactNode }) {
  const { pathname } = useLocation();
  return hasServerPage(pathname) ? <ServerPage /> : <>{fallback}</>;
}

function ServerPage() {
  const slot = useRef<HTMLDivElement>(null);
  // A layout effect runs in the same task as the commit that cleared #root: no frame shows without it.
  useLayoutEffect(() => {
    if (serverPage && slot.current) slot.current.appendChild(serverPage);
  }, []);
  return <div ref={slot} className="contents" />;
}
