// The shell's server renderer (vite.server.config.ts → server-dist/server.js): the frame of a page the
// gateway renders for a signed-in reader (gateway/src/app-pages.ts) — the site header as that reader
// sees it, and the remote's page (rendered by the remote's own server bundle) in <main>, laid out as
// Layout.tsx lays them out. It is sent before the hidden #root, and the shell swaps the two once the
// remote has rendered the same page (remotes/ServerRendered.tsx). Until then the page is inert: it reads
// as the page, but takes no clicks or keystrokes, which the page that replaces it would not have.
import type { AuthUser } from '@thesis-studio/client/auth-store';
import { renderAsReader } from '@thesis-studio/client/server-page';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { Header } from './Layout';
import { SERVER_PAGE_ID } from './remotes/ServerRendered';

export { SERVER_PAGE_ID };

const PAGE_SLOT = '<template data-server-page-slot=""></template>';

export interface AppFrameInput {
  /** The path opened. */
  pathname: string;
  /** The signed-in reader the page is for. */
  user: AuthUser;
  /** The remote's page (HTML), placed in <main>. */
  page: string;
}

/** The page a signed-in reader opened: the shell's header and <main> holding the remote's page. */
export function renderAppPage({ pathname, user, page }: AppFrameInput): string {
  const frame = renderAsReader(user, () =>
    renderToStaticMarkup(
      <StaticRouter location={pathname}>
        {/* Inert until the app takes over: a click or keystroke on it would be lost with it. */}
        <div id={SERVER_PAGE_ID} inert aria-busy="true" className="flex min-h-screen flex-col">
          <Header />
          <main className="flex flex-1 flex-col">
            <template data-server-page-slot="" />
          </main>
        </div>
      </StaticRouter>,
    ),
  );
  return frame.replace(PAGE_SLOT, () => serverPageFields(page));
}

/**
 * The page's fields until the app takes over: what is put into them would go with the server's page
 * (inert keeps clicks and focus away; this keeps a script away too). Text fields are read-only; file
 * pickers, which are never seen (the drop zone stands for them), are left out. React escapes `<` and `>`
 * in text and attribute values, so a tag is found only where one starts and ends.
 */
export const serverPageFields = (html: string): string =>
  html
    .replace(/<input\b[^>]*\stype="file"[^>]*>/g, '')
    .replace(/<(input|textarea)(?=[\s/>])/g, '<$1 readonly=""');
