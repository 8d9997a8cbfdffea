// /theses/{id}/chat, 'Continue research' (spec §2, issue 11 item 3): the Query Research chat at full
// height beside the thesis's title, status and central question, with a way back to the thesis.
import { useQuery } from '@apollo/client/react';
import { useRouteFetchPolicy } from '@thesis-studio/client';

import { ArrowLeftIcon, buttonClass, cn, MessageIcon, Skeleton } from '@thesis-studio/ui';
import { belowHeader } from '@thesis-studio/ui/layers';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../gql';
import { useT } from '../i18n/flow';
import { REMOTE_NAME } from '../remote';
import { isNotFound } from '../thesis/failure';
import { MissingCard, PageLoadError } from '../thesis/page-states';
import { ProjectLink, ThesisStatusBadge } from '../thesis/ThesisMeta';
import { ThesisChat } from './ThesisChat';

export const ThesisChatPageQuery = graphql(`
  query ThesisChatPage($idOrSlug: String!) {
    thesis(idOrSlug: $idOrSlug) {
      id
      slug
      title
      status
      project {
        id
        slug
        name
      }
    }
  }
`);

function Frame({ children }: { children: ReactNode }) {
  return (
    <section data-remote={REMOTE_NAME} className="mx-auto w-full max-w-6xl px-4 pb-12 pt-6 sm:px-8 sm:pt-8">
      {children}
    </section>
  );
}

export function ThesisChatPage() {
  const t = useT();
  const { id = '' } = useParams();
  const variables = { idOrSlug: id };
  // Started by the shell with the navigation (route preload): read from there, else cache then network.
  const fetchPolicy = useRouteFetchPolicy(ThesisChatPageQuery, variables, 'cache-and-network');
  const { data, error, refetch } = useQuery(ThesisChatPageQuery, { variables, fetchPolicy });
  const thesis = data?.thesis;

  if ((error && isNotFound(error)) || data?.thesis === null) {
    return (
      <Frame>
        <MissingCard title={t('flow.chat.notFound')} arrow />
      </Frame>
    );
  }
  if (!thesis && error) {
    return (
      <Frame>
        <PageLoadError title={t('flow.chat.loadError')} error={error} refetch={refetch} />
      </Frame>
    );
  }
  if (!thesis) {
    return (
      <Frame>
        <div
          aria-busy="true"
          aria-label={t('flow.chat.loading')}
          className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]"
        >
          <div className="space-y-4">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-6 w-24" />
          </div>
          <Skeleton className="h-[60vh] w-full" />
        </div>
      </Frame>
    );
  }

  return (
    <Frame>
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-10">
        {/* Sticks clear of the sticky site header (a 1.5rem top slid the heading under it). */}
        <header className={cn('min-w-0 lg:sticky lg:self-start', belowHeader.stickyTop)}>
          <Link
            to={`/theses/${encodeURIComponent(thesis.slug)}`}
            className={cn(buttonClass('ghost', 'sm'), '-ml-3 text-muted-foreground hover:text-foreground')}
          >
            <ArrowLeftIcon />
            {t('flow.chat.back')}
          </Link>
          <p className="mt-4 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-primary">
            <MessageIcon className="h-3.5 w-3.5" />
            {t('flow.chat.eyebrow')}
          </p>
          <h1
            className={cn(
              belowHeader.scrollMargin,
              'mt-2 text-balance text-2xl font-bold leading-tight tracking-tight sm:text-3xl lg:text-[1.75rem]',
            )}
          >
            {thesis.title}
          </h1>
          <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <ThesisStatusBadge status={thesis.status} />
            <ProjectLink project={thesis.project} />
          </div>
          <p className="mt-5 text-sm leading-relaxed text-muted-foreground">{t('flow.chat.lead')}</p>
        </header>
        <div className="min-w-0">
          <h2 className="sr-only">{t('flow.chat.heading')}</h2>
          <ThesisChat thesisId={thesis.id} heightClass="h-[calc(100dvh-17rem)] min-h-[22rem]" />
        </div>
      </div>
    </Frame>
  );
}
