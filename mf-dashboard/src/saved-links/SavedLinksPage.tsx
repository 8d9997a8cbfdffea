// /saved-links (spec §2 Saved Links page): the shared theses this user saved, newest first.
import { useQuery } from '@apollo/client/react';
import { useRouteFetchPolicy } from '@thesis-studio/client';
import { buttonClass } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { SignedInPage } from '../common/SignedInPage';
import { QueryLoadError } from '../common/QueryLoadError';
import { graphql } from '../gql';
import { useT } from '../i18n';
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
  const t = useT();
  return (
    <SignedInPage
      title={t('dashboard.savedLinks.title')}
      titleId={TITLE_ID}
      description={t('dashboard.savedLinksPage.description')}
      loading={<SavedLinkGridSkeleton />}
      signedOut={t('dashboard.savedLinksPage.signedOut')}
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
  const t = useT();
  if (!savedLinks && !error) return <SavedLinkGridSkeleton />;
  if (!savedLinks) {
    return <QueryLoadError title={t('dashboard.savedLinks.loadError')} error={error} refetch={refetch} />;
  }
  return (
    <SavedLinkGrid
      savedLinks={savedLinks}
      labelledBy={TITLE_ID}
      emptyAction={
        <Link to="/dashboard" className={`${buttonClass()} mt-3`}>
          {t('dashboard.savedLinksPage.goToDashboard')}
        </Link>
      }
    />
  );
}
