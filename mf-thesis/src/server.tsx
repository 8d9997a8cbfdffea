// This remote's server renderer (vite.server.config.ts → server-dist/server.js): the gateway renders the
// page a signed-in reader opened with it, from the answers it ran for them (gateway/src/app-pages.ts;
// @thesis-studio/client server-page.tsx). The page's deferred parts (the research prompt, the source
// picker…) are loaded first, so the page shows them as the browser will once their chunks are there.
import { renderRemotePage, type RemotePageInput } from '@thesis-studio/client/server-page';
import { pages } from './App';
import { loadLazyParts } from './thesis/lazy-part';

/** The HTML of this remote's page for `input.pattern`, or null when it has none. */
export const renderRoutePage = (input: RemotePageInput): Promise<string | null> =>
  renderRemotePage(pages, input, { beforeRender: loadLazyParts });
