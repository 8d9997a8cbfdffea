// The dashboard's Saved Links grid (spec §2 /dashboard, §6: fetched for non-admins only): the same cards
// as /saved-links, three placeholders while loading.
import { useT } from '../i18n';
import { useQuery } from '@apollo/client/react';
import { serverErrorMessage, useRouteFetchPolicy } from '@thesis-studio/client';
import { LoadError } from '@thesis-studio/ui';
import { graphql } from '../gql';
import { SavedLinkGrid, SavedLinkGridSkeleton } from '../saved-links/SavedLinkGrid';

export const SavedLinksSectionQuery = graphql(`
  query SavedLinksSection {
    savedLinks {
      ...SavedLinkCard_savedLink
    }
  }
`);

export function SavedLinksSection({
  loading,
  hideWhenEmpty = false,
}: {
  /** The dashboard itself is still loading: placeholders whatever this grid knows. */
  loading: boolean;
  /** Render nothing unless there are saved links (beside the first-project welcome). */
  hideWhenEmpty?: boolean;
}) {
  // Started by the shell with the navigation (route preload); else shown from the cache at once, then
  // refreshed: links are saved from the thesis and shared pages.
  const fetchPolicy = useRouteFetchPolicy(SavedLinksSectionQuery, undefined, 'cache-and-network');
  const { data, error } = useQuery(SavedLinksSectionQuery, { fetchPolicy });
  const savedLinks = data?.savedLinks;
  const t = useT();
  if (hideWhenEmpty && !savedLinks?.length) return null;
  return (
    <section aria-labelledby="saved-links-heading" className="mt-12">
      <SectionHeading
        id="saved-links-heading"
        title={t('dashboard.savedLinks.title')}
        count={savedLinks?.length}
      />
      {loading || (!savedLinks && !error) ? (
        <SavedLinkGridSkeleton />
      ) : savedLinks ? (
        <SavedLinkGrid savedLinks={savedLinks} labelledBy="saved-links-heading" />
      ) : (
        <LoadError title={t('dashboard.savedLinks.loadError')} detail={serverErrorMessage(error)} />
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
