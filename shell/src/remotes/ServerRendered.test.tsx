// @vitest-environment happy-dom
// The server's page of a shared link stays on screen, unmoved, while the route loads in #root, held out
// of the document (no second copy of the page in it), through both loading steps (the lazy route, then
// the remote); when the page has rendered, #root takes the server page's place and shows, and the
// server's page goes, in the same task. Other pages get their spinner.
import { act, lazy, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { beforeAll, expect, it } from 'vitest';
import type * as ServerRendered from './ServerRendered';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PATH = '/shared/AbCdEfGhIjK/LmNoPqRsTuV';
let module: typeof ServerRendered;

beforeAll(async () => {
  window.history.replaceState(null, '', PATH);
  document.body.innerHTML =
    '<header id="before"></header><div id="server-page"><h1>Server title</h1></div><div id="root" hidden></div><script id="after"></script>';
  // Evaluated now, as in the shell: after the document, before the first render.
  module = await import('./ServerRendered');
});

/** A component that suspends until `resolve` is called, then renders `children`. */
function deferred(children: ReactNode) {
  let resolve!: () => void;
  const loaded = new Promise<{ default: () => ReactNode }>((done) => {
    resolve = () => done({ default: () => <>{children}</> });
  });
  return { Component: lazy(() => loaded), resolve: () => act(async () => resolve()) };
}

it('keeps the server page through both loading steps and hands over in one task', async () => {
  const { ServerPageHandover, ServerRenderedFallback } = module;
  const rootElement = document.getElementById('root')!;
  // Held (out of the document) beside the server's page; asking again says so too.
  expect(module.holdRoot(rootElement)).toBe(true);
  expect(rootElement.isConnected).toBe(false);
  expect(module.holdRoot(rootElement)).toBe(true);
  const serverTitle = document.querySelector('#server-page h1');
  const remote = deferred(<h1>Remote title</h1>);
  const route = deferred(
    <Suspense fallback={<ServerRenderedFallback fallback={<p>Second spinner</p>} />}>
      <remote.Component />
    </Suspense>,
  );
  const root = createRoot(rootElement);
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[PATH]}>
        <Suspense fallback={<ServerRenderedFallback fallback={<p>First spinner</p>} />}>
          <route.Component />
        </Suspense>
        <ServerPageHandover />
      </MemoryRouter>,
    ),
  );
  const state = () => ({
    server: document.getElementById('server-page') !== null,
    rootInDocument: rootElement.isConnected,
    rootHidden: rootElement.hidden,
    root: rootElement.textContent,
  });
  expect(state()).toEqual({ server: true, rootInDocument: false, rootHidden: true, root: '' });
  // The same node, never moved.
  expect(document.querySelector('#server-page h1')).toBe(serverTitle);

  await route.resolve();
  expect(state()).toEqual({ server: true, rootInDocument: false, rootHidden: true, root: '' });

  await remote.resolve();
  expect(state()).toEqual({ server: false, rootInDocument: true, rootHidden: false, root: 'Remote title' });
  // In the server page's place.
  expect([...document.body.children].map((element) => element.id)).toEqual(['before', 'root', 'after']);
  expect(module.hasServerPage(PATH)).toBe(false);
  // With the server's page gone, nothing is held any more.
  expect(module.holdRoot(rootElement)).toBe(false);
  expect(rootElement.isConnected).toBe(true);

  // Later loads (another page, or this one again) show their spinner.
  act(() => root.unmount());
  const again = createRoot(rootElement);
  const later = deferred(<p>Later page</p>);
  await act(async () =>
    again.render(
      <MemoryRouter initialEntries={[PATH]}>
        <Suspense fallback={<ServerRenderedFallback fallback={<p>Spinner</p>} />}>
          <later.Component />
        </Suspense>
      </MemoryRouter>,
    ),
  );
  expect(rootElement.textContent).toBe('Spinner');
  act(() => again.unmount());
});
