// The saved-link cards as a grid, with the empty state; shared by /saved-links and the dashboard.
import { useT } from '../i18n';
import { BookmarkIcon, Card } from '@thesis-studio/ui';
import type { ReactNode } from 'react';
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
      <Card
        data-testid="saved-links-empty"
        className="flex flex-col items-center gap-2 border-dashed px-6 py-10 text-center shadow-none"
      >
        <span className="grid h-11 w-11 place-items-center rounded-full bg-muted text-muted-foreground">
          <BookmarkIcon className="h-5 w-5" />
        </span>
        <p className="font-medium">{t('dashboard.savedLinks.empty.title')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('dashboard.savedLinks.empty.text')}</p>
        {emptyAction}
      </Card>
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
