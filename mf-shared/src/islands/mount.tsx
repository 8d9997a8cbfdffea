// Hydrates one island of a visitor's shared page (islands/roots.tsx) on its container, with the props
// the gateway rendered it from (the embedded shared view, as it reads it: shared/embedded.ts), and the
// page's one toaster in a root of its own. Loaded by the boot script (./boot.ts) when an island is seen
// or first used; React and the islands come with this module, never with the page's first load.
import { ApolloProvider } from '@apollo/client/react';
import { getApolloClient } from '@thesis-studio/client/apollo';
import { Toaster, TooltipProvider } from '@thesis-studio/ui';
import { useEffect, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { embeddedSharedThesis } from '../shared/embedded';
import { shareUrlFromPath } from './share-path';
import { CardsIsland, PanelIsland, ToolbarIsland, type IslandName } from './roots';

let toaster = false;

/** The page's toaster (toasts of every island show there), created with the first island. */
function ensureToaster() {
  if (toaster) return;
  toaster = true;
  const container = document.createElement('div');
  container.dataset['islandToaster'] = '';
  document.body.append(container);
  createRoot(container).render(<Toaster />);
}

function element(name: IslandName): ReactElement | null {
  const embedded = embeddedSharedThesis(shareUrlFromPath(window.location.pathname));
  if (!embedded) return null;
  const { thesis, reading } = embedded;
  switch (name) {
    case 'toolbar':
      return (
        <ToolbarIsland
          thesis={{
            thesisId: thesis.id,
            title: thesis.title,
            shareUrl: thesis.shareUrl,
            projectName: thesis.projectName,
          }}
        />
      );
    case 'cards':
      return (
        <CardsIsland
          shareUrl={thesis.shareUrl}
          language={thesis.language}
          cards={reading.cueCards}
          keyInsights={reading.keyInsights}
        />
      );
    case 'panel':
      // The question dialog's form sends with Apollo; the chat's tooltips need their provider.
      return (
        <ApolloProvider client={getApolloClient()}>
          <TooltipProvider>
            <PanelIsland shareUrl={thesis.shareUrl} />
          </TooltipProvider>
        </ApolloProvider>
      );
  }
}

/**
 * Hydrates `container` with its island; resolves once React has committed it (so a press that woke the
 * island can be given to it). Resolves false when the page has no shared view to start from.
 */
export function hydrateIsland(container: HTMLElement, name: IslandName): Promise<boolean> {
  const island = element(name);
  if (!island) return Promise.resolve(false);
  ensureToaster();
  return new Promise((resolve) => {
    const Committed = ({ children }: { children: ReactElement }) => {
      // After the island's first commit: its handlers are on the server's nodes now.
      useEffect(() => resolve(true), []);
      return children;
    };
    hydrateRoot(container, <Committed>{island}</Committed>, {
      onRecoverableError: (error) => console.warn(`[shared] the ${name} island was rendered again`, error),
    });
  });
}
