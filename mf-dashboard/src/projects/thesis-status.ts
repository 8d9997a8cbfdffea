// A thesis card's main action and summary (spec §2 /projects/{slug}); its badge comes from thesis-view.

export { STATUS_TONE_CLASS, thesisStatusBadge } from '@thesis-studio/thesis-view';

/** View Thesis for a complete thesis, Continue Research for every other (both open /theses/{slug}). */
export const thesisActionLabel = (status: string): 'View Thesis' | 'Continue Research' =>
  status === 'complete' ? 'View Thesis' : 'Continue Research';

/** What the card shows under the title: the research summary, else the idea it started from. */
export function thesisCardSummary(thesis: { summary: string; idea: string }): string | null {
  const text = thesis.summary.trim() || thesis.idea.trim();
  return text === '' ? null : text;
}
