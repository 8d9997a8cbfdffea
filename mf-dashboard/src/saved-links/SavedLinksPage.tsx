// /saved-links (spec §2 Saved Links page): the shared theses this user saved, newest first.
import { useQuery } from '@apollo/client/react';
import { serverErrorMessage, useRouteFetchPolicy, refetchQuietly } from '@thesis-studio/client';
import { buttonClass, LoadError } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { SignedInPage } from '../common/SignedInPage';
import { graphql } from '../gql';
import { SavedLinkGrid, SavedLinkGridSkeleton } from './SavedLinkGrid';

export const SavedLinksPageQuery = graphql(`
  query SavedLinksPage {
    savedLinks {
      ...SavedLinkCard_savedLink
    }
  }
`);

const TITLE_ID = 'saved-links-title';

export function SavedLinksPage() {
  return (
    <SignedInPage
      title="Saved Links"
      titleId={TITLE_ID}
      description="Shared theses you saved to read again."
      loading={<SavedLinkGridSkeleton />}
      signedOut="Please log in to view saved links."
    >
      {() => <SavedLinks />}
    </SignedInPage>
  );
}

function SavedLinks() {
  // Shown from the cache at once, then refreshed: a link may have been saved on another page or tab.
  // Started by the shell with the navigation (route preload): read from there, else cache then network.
  const fetchPolicy = useRouteFetchPolicy(SavedLinksPageQuery, undefined, 'cache-and-network');
  const { data, error, refetch } = useQuery(SavedLinksPageQuery, { fetchPolicy });
  const savedLinks = data?.savedLinks;
  if (!savedLinks && !error) return <SavedLinkGridSkeleton />;
  if (!savedLinks) {
    return (
      <LoadError
        title="Your saved links could not be loaded."
        detail={serverErrorMessage(error)}
        onRetry={() => void refetchQuietly(refetch)}
      />
    );
  }
  return (
    <SavedLinkGrid
      savedLinks={savedLinks}
      labelledBy={TITLE_ID}
      emptyAction={
        <Link to="/dashboard" className={`${buttonClass()} mt-3`}>
          Go to Dashboard
        </Link>
      }
    />
  );
}
