// The shared page's islands (issue 32): the parts of a visitor's page that do something — the toolbar,
// the cue cards' player and the Query Research panel. The gateway renders each one on its own
// (server.tsx, renderToString) into its container, `<div data-island="…">`; the browser hydrates that
// container with the same component and the same props (./mount.tsx), read from the page's embedded
// shared view, so the markup matches. Everything else on the page (the article, its citations, Key
// Insights) stays the server's HTML.
import type { SharedThesisData } from '@thesis-studio/client';
import type { ThesisLanguage } from '@thesis-studio/domain';
import { CueCardCarousel, type CueCard } from '@thesis-studio/thesis-view/no-parser';
import { useMemo, useState } from 'react';
import { rememberSharedThesis } from '../shared/save-flow';
import { useCopyShareLink } from '../shared/copy-share-link';
import { pressPanelToggle, scrollToPanel } from '../shared/panel-toggle';
import { gridClass, mainColumnClass } from '../shared/SharedThesisLayout';
import { sharedSpeech } from '../shared/speech';
import { PANEL_ID, QueryResearchPanel } from '../shared/QueryResearchPanel';
import { VisitorToolbar } from '../shared/VisitorToolbar';

export type IslandName = 'toolbar' | 'cards' | 'panel';

/**
 * Opens or closes the panel island from the toolbar island: they are separate roots, so through the
 * page — the panel's container is hidden and the grid takes the layout SharedThesisLayout gives it.
 */
function showPanel(open: boolean) {
  const container = document.querySelector<HTMLElement>('[data-island="panel"]');
  if (container) container.hidden = !open;
  const grid = document.querySelector<HTMLElement>('[data-shared-grid]');
  if (grid) grid.className = gridClass(open);
  const main = document.querySelector<HTMLElement>('[data-shared-main]');
  if (main) main.className = mainColumnClass(open);
}

export function ToolbarIsland({ thesis }: { thesis: SharedThesisData }) {
  const [panelOpen, setPanelOpen] = useState(true);
  const share = useCopyShareLink(thesis.shareUrl);
  const save = () => {
    // The full app at /auth signs the visitor in and saves the thesis (spec §4).
    rememberSharedThesis(window.sessionStorage, thesis, window.location.pathname);
    window.location.assign('/auth');
  };
  // As SharedThesisPage's toggle (panel-toggle.ts).
  const toggle = () => {
    const press = pressPanelToggle(panelOpen);
    if (press === 'revealed') return;
    const next = !panelOpen;
    setPanelOpen(next);
    showPanel(next);
    if (press === 'scrollOnOpen') scrollToPanel();
  };
  return (
    <VisitorToolbar
      panelId={PANEL_ID}
      panelOpen={panelOpen}
      onTogglePanel={toggle}
      onShare={() => void share()}
      onSave={save}
    />
  );
}

export interface CardsIslandProps {
  shareUrl: string;
  /** The thesis's language: what the cards are read aloud in. */
  language: ThesisLanguage;
  cards: CueCard[];
  keyInsights: string[];
}

export function CardsIsland({ shareUrl, language, cards, keyInsights }: CardsIslandProps) {
  const speak = useMemo(() => sharedSpeech(shareUrl, language), [shareUrl, language]);
  return (
    <CueCardCarousel
      cards={cards}
      keyInsights={{ status: keyInsights.length > 0 ? 'ready' : 'empty', bullets: keyInsights }}
      speak={speak}
    />
  );
}

export function PanelIsland({ shareUrl }: { shareUrl: string }) {
  return <QueryResearchPanel shareUrl={shareUrl} user={null} transformText={(text) => text} />;
}
