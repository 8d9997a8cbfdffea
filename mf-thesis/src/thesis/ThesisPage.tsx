// /theses/{slug or id} (spec §2 Thesis page), read-only slice: Back to Dashboard, the title and the
// central question, status and date, the article — all in the reader's spelling variant (spec §1) —
// and live research progress; 'Thesis Not Found' for a missing or someone else's thesis.
import { useQuery } from '@apollo/client/react';
import { serverErrorMessage, useLanguage, type LanguageVariant } from '@thesis-studio/client';
import { formatRelativeDate } from '@thesis-studio/domain';
import { useSpelling } from '@thesis-studio/language/react';
import { STATUS_TONE_CLASS, ThesisArticle, thesisStatusBadge } from '@thesis-studio/thesis-view';
import {
  ArrowLeftIcon,
  Badge,
  Button,
  buttonClass,
  Card,
  ClockIcon,
  cn,
  FileTextIcon,
  FolderIcon,
  SearchIcon,
  Skeleton,
} from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../gql';
import type { ThesisPageQuery as ThesisPageData } from '../gql/graphql';
import { REMOTE_NAME } from '../remote';
import { ResearchProgressEvents } from '../ResearchProgressEvents';
import { isNotFound } from './failure';

const ThesisPageQuery = graphql(`
  query ThesisPage($idOrSlug: String!) {
    thesis(idOrSlug: $idOrSlug) {
      id
      slug
      title
      intellectualChallenge
      content
      status
      createdAt
      project {
        id
        slug
        name
      }
    }
  }
`);

type Thesis = NonNullable<ThesisPageData['thesis']>;

/** The reader's variant as a language tag, for hyphenation and screen readers. */
const LANG: Record<LanguageVariant, string> = { UK: 'en-GB', USA: 'en-US' };

/** Every state of the page shares this frame: `data-remote` says which bundle rendered it. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <section data-remote={REMOTE_NAME} className="mx-auto w-full max-w-3xl px-5 pb-20 pt-6 sm:px-8 sm:pt-8">
      {children}
    </section>
  );
}

const backToDashboard = (
  <Link
    to="/dashboard"
    className={`${buttonClass('ghost', 'sm')} -ml-3 text-muted-foreground hover:text-foreground`}
  >
    <ArrowLeftIcon />
    Back to Dashboard
  </Link>
);

function PageHeader() {
  return <div className="flex items-center justify-between gap-4">{backToDashboard}</div>;
}

export function ThesisPage() {
  const { slug = '' } = useParams();
  const { data, error, refetch } = useQuery(ThesisPageQuery, {
    variables: { idOrSlug: slug },
    fetchPolicy: 'cache-and-network',
  });
  const thesis = data?.thesis;

  if (thesis) return <ThesisView thesis={thesis} />;
  if ((error && isNotFound(error)) || data?.thesis === null) return <ThesisNotFound />;
  if (error) {
    return (
      <Frame>
        <PageHeader />
        <Card role="alert" className="mt-8 p-6">
          <p className="font-medium">This thesis could not be loaded.</p>
          <p className="mt-1 text-sm text-muted-foreground">{serverErrorMessage(error)}</p>
          <Button className="mt-4" variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        </Card>
      </Frame>
    );
  }
  return <ThesisPageSkeleton />;
}

function ThesisView({ thesis }: { thesis: Thesis }) {
  const [variant] = useLanguage();
  // Stored as written; shown in the reader's variant once the word lists have loaded (as written until then).
  const spell = useSpelling(variant);
  const badge = thesisStatusBadge(thesis.status);
  const question = thesis.intellectualChallenge.trim();
  const hasContent = thesis.content.trim() !== '';
  const date = new Date(thesis.createdAt);
  return (
    <Frame>
      <PageHeader />
      <div lang={LANG[variant]}>
        <header className="mt-8 border-b border-border pb-8 sm:mt-10">
          <h1 className="text-balance text-3xl font-bold leading-tight tracking-tight text-foreground sm:text-4xl">
            {spell(thesis.title, { title: true })}
          </h1>
          {question ? (
            <div className="mt-5 border-l-4 border-primary/25 pl-4">
              <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
                Central question
              </p>
              <p
                className="mt-1.5 text-lg leading-relaxed text-foreground/80 sm:text-xl"
                data-testid="central-question"
              >
                {spell(question)}
              </p>
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <Badge variant="outline" data-testid="thesis-status" className={STATUS_TONE_CLASS[badge.tone]}>
              {badge.label}
            </Badge>
            <span className="inline-flex items-center gap-1.5">
              <ClockIcon />
              <span className="sr-only">Created </span>
              <time dateTime={thesis.createdAt} title={date.toLocaleString()}>
                {formatRelativeDate(date, 'thesisPage')}
              </time>
            </span>
            <Link
              to={`/projects/${encodeURIComponent(thesis.project.slug)}`}
              className="inline-flex min-w-0 items-center gap-1.5 rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <FolderIcon className="h-4 w-4 shrink-0" />
              <span className="sr-only">Project: </span>
              <span className="truncate">{thesis.project.name}</span>
            </Link>
          </div>
        </header>

        <ResearchProgressEvents
          key={thesis.id}
          thesisId={thesis.id}
          researching={thesis.status === 'researching'}
        />

        {hasContent ? (
          <ThesisArticle content={thesis.content} transformText={spell} className="mt-10" />
        ) : (
          <Card className="mt-10 flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center shadow-none">
            <span className="grid h-12 w-12 place-items-center rounded-full bg-primary/10 text-primary">
              <FileTextIcon className="h-6 w-6" />
            </span>
            <p className="text-lg font-medium text-foreground">This thesis is still being researched.</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              The article appears here once the research has written it.
            </p>
          </Card>
        )}
      </div>
    </Frame>
  );
}

function ThesisNotFound() {
  return (
    <Frame>
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-muted text-muted-foreground">
          <SearchIcon className="h-7 w-7" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">Thesis Not Found</h1>
        <p className="text-muted-foreground">It may have been deleted, or the link may be wrong.</p>
        <Link to="/dashboard" className={`${buttonClass()} mt-2`}>
          <ArrowLeftIcon />
          Back to Dashboard
        </Link>
      </div>
    </Frame>
  );
}

/** Shaped like the page it stands in for: title, central question, meta line, then paragraphs. */
function ThesisPageSkeleton() {
  const line = (width: string) => <Skeleton className={cn('h-4', width)} />;
  return (
    <Frame>
      <PageHeader />
      <div role="status" aria-label="Loading thesis" data-testid="thesis-skeleton">
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
