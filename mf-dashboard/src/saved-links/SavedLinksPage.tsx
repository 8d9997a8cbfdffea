// /saved-links (spec §2 Saved Links page): the shared theses this user saved, newest first.
import { useQuery } from '@apollo/client/react';
import { serverErrorMessage, useAuth, useRouteFetchPolicy, refetchQuietly } from '@thesis-studio/client';
import { buttonClass, Card, PageFrame, LoadError } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { graphql } from '../gql';
import { REMOTE_NAME } from '../remote';
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
  const { user, status } = useAuth();
  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <div className="min-w-0">
          <h1 id={TITLE_ID} className="text-3xl font-semibold tracking-tight">
            Saved Links
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">Shared theses you saved to read again.</p>
        </div>
      }
    >
      <div className="mt-8">
        {user ? (
          <SavedLinks />
        ) : status === 'loading' ? (
          <SavedLinkGridSkeleton />
        ) : (
          <Card role="alert" className="p-6">
            <p className="font-medium">Access Denied</p>
            <p className="mt-1 text-sm text-muted-foreground">Please log in to view saved links.</p>
          </Card>
        )}
      </div>
    </PageFrame>
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
