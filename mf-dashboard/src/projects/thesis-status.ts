// A thesis card's main action and summary (spec §2 /projects/{slug}); its badge comes from thesis-view.

import type { Translate } from '../i18n';

export { STATUS_TONE_CLASS, thesisStatusBadge } from '@thesis-studio/thesis-view';

/** View Thesis for a complete thesis, Continue Research for every other (both open /theses/{slug}). */
export const thesisActionLabel = (status: string, t: Translate): string =>
  status === 'complete' ? t('dashboard.thesis.view') : t('dashboard.thesis.continue');

/** What the card shows under the title: the research summary, else the idea it started from. */
export function thesisCardSummary(thesis: { summary: string; idea: string }): string | null {
  const text = thesis.summary.trim() || thesis.idea.trim();
  return text === '' ? null : text;
}
