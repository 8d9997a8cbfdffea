// /theses/{id}/chat, 'Continue research' (spec §2, issue 11 item 3): the Query Research chat at full
// height beside the thesis's title, status and central question, with a way back to the thesis.
import { useQuery } from '@apollo/client/react';
import { serverErrorMessage, useRouteFetchPolicy, refetchQuietly } from '@thesis-studio/client';
import { STATUS_TONE_CLASS, thesisStatusBadge } from '@thesis-studio/thesis-view';
import {
  ArrowLeftIcon,
  Badge,
  buttonClass,
  Card,
  cn,
  FolderIcon,
  MessageIcon,
  Skeleton,
  LoadError,
} from '@thesis-studio/ui';
import { belowHeader } from '@thesis-studio/ui/layers';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../gql';
import { REMOTE_NAME } from '../remote';
import { isNotFound } from '../thesis/failure';
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
  const { id = '' } = useParams();
  const variables = { idOrSlug: id };
  // Started by the shell with the navigation (route preload): read from there, else cache then network.
  const fetchPolicy = useRouteFetchPolicy(ThesisChatPageQuery, variables, 'cache-and-network');
  const { data, error, refetch } = useQuery(ThesisChatPageQuery, { variables, fetchPolicy });
  const thesis = data?.thesis;

  if ((error && isNotFound(error)) || data?.thesis === null) {
    return (
      <Frame>
        <Card role="alert" className="mx-auto mt-10 max-w-md p-8 text-center">
          <h1 className="text-2xl font-semibold">Thesis Not Found</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            It may have been deleted, or it belongs to someone else.
          </p>
          <Link to="/dashboard" className={cn(buttonClass('default'), 'mt-6')}>
            <ArrowLeftIcon />
            Back to Dashboard
          </Link>
        </Card>
      </Frame>
    );
  }
  if (!thesis && error) {
    return (
      <Frame>
        <LoadError
          className="mt-8"
          title="This thesis could not be loaded."
          detail={serverErrorMessage(error)}
          onRetry={() => void refetchQuietly(refetch)}
        />
      </Frame>
    );
  }
  if (!thesis) {
    return (
      <Frame>
        <div
          aria-busy="true"
          aria-label="Loading the conversation"
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

  const badge = thesisStatusBadge(thesis.status);
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
            Back to thesis
          </Link>
          <p className="mt-4 flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-primary">
            <MessageIcon className="h-3.5 w-3.5" />
            Continue research
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
            <Badge variant="outline" data-testid="thesis-status" className={STATUS_TONE_CLASS[badge.tone]}>
              {badge.label}
            </Badge>
            <Link
              to={`/projects/${encodeURIComponent(thesis.project.slug)}`}
              className="inline-flex min-w-0 items-center gap-1.5 rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <FolderIcon className="h-4 w-4 shrink-0" />
              <span className="sr-only">Project: </span>
              <span className="truncate">{thesis.project.name}</span>
            </Link>
          </div>
          <p className="mt-5 text-sm leading-relaxed text-muted-foreground">
            Ask about the thesis: its evidence, gaps, counter-arguments or next steps. Answers draw on the
            thesis as it stands.
          </p>
        </header>
        <div className="min-w-0">
          <h2 className="sr-only">Query Research</h2>
          <ThesisChat thesisId={thesis.id} heightClass="h-[calc(100dvh-17rem)] min-h-[22rem]" />
        </div>
      </div>
    </Frame>
  );
}
