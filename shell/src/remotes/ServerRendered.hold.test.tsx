// @vitest-environment happy-dom
// A part of the remote's page still loading (a lazily loaded part, which the server's page showed) holds
// the server's page after the remote has rendered: the app takes over once the last hold is released.
import { holdServerPage } from '@thesis-studio/client/server-page-hold';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { beforeAll, expect, it } from 'vitest';
import type * as ServerRendered from './ServerRendered';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PATH = '/theses/pricing';
let module: typeof ServerRendered;

beforeAll(async () => {
  window.history.replaceState(null, '', PATH);
  document.body.innerHTML = '<div id="server-page"><h1>Server title</h1></div><div id="root" hidden></div>';
  module = await import('./ServerRendered');
});

it('waits for every hold, then takes over', async () => {
  const rootElement = document.getElementById('root')!;
  module.holdRoot(rootElement);
  const first = holdServerPage();
  const second = holdServerPage();
  const root = createRoot(rootElement);
  await act(async () =>
    root.render(
      <MemoryRouter initialEntries={[PATH]}>
        <h1>Remote title</h1>
        <module.ServerPageHandover />
      </MemoryRouter>,
    ),
  );
  const onScreen = () => ({
    server: document.getElementById('server-page') !== null,
    app: rootElement.isConnected && !rootElement.hidden,
  });
  expect(onScreen()).toEqual({ server: true, app: false });
  await act(async () => first());
  await act(async () => first()); // released twice: counted once
  expect(onScreen()).toEqual({ server: true, app: false });
  await act(async () => second());
  expect(onScreen()).toEqual({ server: false, app: true });
  act(() => root.unmount());
});
