// The Query Research toggle's rule, for the page (SharedThesisPage) and its toolbar island alike: beside
// the article a press opens and closes the panel; where the panel sits after the article (phones), a
// press while it is open but out of sight brings it into view instead, and opening it scrolls to it.
import { PANEL_ID } from './QueryResearchPanel';

/** Below this width the panel sits after the article rather than beside it. */
const STACKED = '(max-width: 1023.98px)';

/** Whether the panel shows any of itself below the sticky headers. */
function panelInView(panel: HTMLElement): boolean {
  const { top, bottom } = panel.getBoundingClientRect();
  return bottom > 128 && top < window.innerHeight;
}

export function scrollToPanel() {
  document.getElementById(PANEL_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/**
 * A press on the toggle while the panel is `open` or not: 'revealed' (the panel was scrolled into view
 * and stays open), 'scrollOnOpen' (it opens, then is scrolled to) or 'toggle' (it opens or closes).
 */
export function pressPanelToggle(open: boolean): 'revealed' | 'scrollOnOpen' | 'toggle' {
  const stacked = window.matchMedia?.(STACKED).matches ?? false;
  const panel = document.getElementById(PANEL_ID);
  if (stacked && open && panel && !panelInView(panel)) {
    panel.scrollIntoView({ behavior: 'smooth', block: 'start' });
    return 'revealed';
  }
  return stacked && !open ? 'scrollOnOpen' : 'toggle';
}
