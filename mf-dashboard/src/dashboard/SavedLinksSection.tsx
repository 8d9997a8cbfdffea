// The dashboard's Saved Links grid (spec §2 /dashboard, non-admins). Saved links arrive with the sharing
// issue; until then the grid has nothing to list and shows its empty state.
import { BookmarkIcon, Card } from '@thesis-studio/ui';
import { CardGridSkeleton } from '../common/skeletons';
import { DASHBOARD_SKELETONS } from './rules';

export function SavedLinksSection({ loading }: { loading: boolean }) {
  return (
    <section aria-labelledby="saved-links-heading" className="mt-12">
      <SectionHeading id="saved-links-heading" title="Saved Links" />
      {loading ? (
        <CardGridSkeleton
          count={DASHBOARD_SKELETONS.savedLinks}
          label="Loading saved links"
          testId="saved-link-skeleton"
          lines={1}
        />
      ) : (
        <Card
          data-testid="saved-links-empty"
          className="flex flex-col items-center gap-2 border-dashed px-6 py-10 text-center shadow-none"
        >
          <span className="grid h-11 w-11 place-items-center rounded-full bg-muted text-muted-foreground">
            <BookmarkIcon className="h-5 w-5" />
          </span>
          <p className="font-medium">No saved links yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Theses shared with you appear here once you save them from their page.
          </p>
        </Card>
      )}
    </section>
  );
}

export function SectionHeading({ id, title, count }: { id: string; title: string; count?: number }) {
  return (
    <div className="mb-4 flex items-center gap-2">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {count !== undefined ? (
        <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
          {count}
        </span>
      ) : null}
    </div>
  );
}
