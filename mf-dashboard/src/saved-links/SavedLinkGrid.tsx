// The saved-link cards as a grid, with the empty state; shared by /saved-links and the dashboard.
import { useT } from '../i18n';
import { BookmarkIcon } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { EmptyState } from '../common/EmptyState';
import { CardGridSkeleton } from '../common/skeletons';
import { DASHBOARD_SKELETONS } from '../dashboard/rules';
import { newestFirst } from './saved-links';
import { SavedLinkCard, type SavedLinkCardSavedLink } from './SavedLinkCard';

export function SavedLinkGrid({
  savedLinks,
  labelledBy,
  emptyAction,
}: {
  savedLinks: readonly SavedLinkCardSavedLink[];
  labelledBy: string;
  /** Shown under the empty state, e.g. Go to Dashboard. */
  emptyAction?: ReactNode;
}) {
  const t = useT();
  if (savedLinks.length === 0) {
    return (
      <EmptyState
        icon={BookmarkIcon}
        title={t('dashboard.savedLinks.empty.title')}
        text={t('dashboard.savedLinks.empty.text')}
        tone="muted"
        compact
        testId="saved-links-empty"
      >
        {emptyAction}
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-labelledby={labelledBy}>
      {newestFirst(savedLinks).map((savedLink) => (
        <li key={savedLink.id}>
          <SavedLinkCard savedLink={savedLink} />
        </li>
      ))}
    </ul>
  );
}

export function SavedLinkGridSkeleton() {
  const t = useT();
  return (
    <CardGridSkeleton
      count={DASHBOARD_SKELETONS.savedLinks}
      label={t('dashboard.savedLinks.loading')}
      testId="saved-link-skeleton"
      lines={1}
    />
  );
}
