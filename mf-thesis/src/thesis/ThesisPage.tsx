// /theses/{slug or id} (spec §2 Thesis page): the owner's workspace — header actions, the editable title
// and central question, live research, cue cards with key insights and read-aloud, the share link,
// what readers asked, the article with per-block editing and per-section hiding, and the Query Research
// panel; 'Thesis Not Found' for a missing or someone else's thesis. Text shows in the reader's spelling:
// the gateway sends the thesis's reading in it (reading.ts).
import { useQuery } from '@apollo/client/react';
import { useLanguage, useRouteFetchPolicy } from '@thesis-studio/client';
import { ArrowLeftIcon, buttonClass, cn, NotFoundPanel, SearchIcon, Skeleton } from '@thesis-studio/ui';
import { Link, useParams } from 'react-router';
import { graphql } from '../gql';
import { useT } from '../i18n/thesis';
import { isNotFound } from './failure';
import { BackToDashboard, PageLoadError } from './page-states';
import { Frame } from './ThesisFrame';
import { ThesisWorkspace } from './ThesisWorkspace';

graphql(`
  fragment ThesisPage_thesis on Thesis {
    id
    slug
    title
    intellectualChallenge
    content
    language
    status
    shareUrl
    hiddenSections
    viewerCanEdit
    createdAt
    updatedAt
    version
    project {
      id
      slug
      name
    }
    reading(language: $language) {
      language
      key
      title
      intellectualChallenge
      article
      blocks {
        index
        type
        start
        end
        section
        depth
      }
      cueCards {
        key
        title
        summary
        text
        kind
        source {
          start
          end
        }
      }
    }
  }
`);

export const ThesisPageQuery = graphql(`
  query ThesisPage($idOrSlug: String!, $language: Language!) {
    thesis(idOrSlug: $idOrSlug) {
      ...ThesisPage_thesis
    }
  }
`);

export function ThesisPage() {
  const t = useT();
  const { slug = '' } = useParams();
  const [language] = useLanguage();
  const variables = { idOrSlug: slug, language };
  // Started by the shell with the navigation (route preload): read from there, else cache then network.
  const fetchPolicy = useRouteFetchPolicy(ThesisPageQuery, variables, 'cache-and-network');
  const { data, previousData, error, refetch } = useQuery(ThesisPageQuery, { variables, fetchPolicy });
  // While the reading in a newly chosen variant is on its way, the page stays as it was.
  const previous = previousData?.thesis;
  const thesis =
    data?.thesis ??
    (!error && previous && (previous.slug === slug || previous.id === slug) ? previous : undefined);

  if (thesis) {
    return (
      <ThesisWorkspace
        key={thesis.id}
        thesis={thesis}
        reload={async () => {
          const result = await refetch();
          return result.data?.thesis ?? thesis;
        }}
      />
    );
  }
  if ((error && isNotFound(error)) || data?.thesis === null) return <ThesisNotFound />;
  if (error) {
    return (
      <Frame>
        <BackToDashboard />
        <PageLoadError title={t('thesis.page.loadFailed')} error={error} refetch={refetch} />
      </Frame>
    );
  }
  return <ThesisPageSkeleton />;
}

function ThesisNotFound() {
  const t = useT();
  return (
    <Frame>
      <NotFoundPanel
        icon={SearchIcon}
        title={t('thesis.page.notFound')}
        className="py-16"
        action={
          <Link to="/dashboard" className={`${buttonClass()} mt-2`}>
            <ArrowLeftIcon />
            {t('thesis.page.backToDashboard')}
          </Link>
        }
      />
    </Frame>
  );
}

/** Shaped like the page it stands in for: title, central question, meta line, then paragraphs. */
function ThesisPageSkeleton() {
  const t = useT();
  const line = (width: string) => <Skeleton className={cn('h-4', width)} />;
  return (
    <Frame>
      <BackToDashboard />
      <div role="status" aria-label={t('thesis.page.loading')} data-testid="thesis-skeleton">
        <div aria-hidden="true" className="mt-8 border-b border-border pb-8 sm:mt-10">
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="mt-3 h-9 w-1/2" />
          <div className="mt-5 border-l-4 border-muted pl-4">
            <Skeleton className="h-3 w-28" />
            <Skeleton className="mt-3 h-5 w-full" />
            <Skeleton className="mt-2 h-5 w-2/3" />
          </div>
          <div className="mt-6 flex items-center gap-5">
            <Skeleton className="h-6 w-20 rounded-full" />
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-32" />
          </div>
        </div>
        <div aria-hidden="true" className="mt-10 max-w-[70ch] space-y-3">
          <Skeleton className="mb-6 h-7 w-1/3" />
          {line('w-full')}
          {line('w-full')}
          {line('w-11/12')}
          {line('w-3/5')}
          <div className="h-4" />
          {line('w-full')}
          {line('w-10/12')}
          {line('w-4/5')}
        </div>
      </div>
    </Frame>
  );
}
