// /theses/{slug or id} (spec §2 Thesis page): the owner's workspace — header actions, the editable title
// and central question, live research, cue cards with key insights and read-aloud, the share link,
// what readers asked, the article with per-block editing and per-section hiding, and the Query Research
// panel; 'Thesis Not Found' for a missing or someone else's thesis. Text shows in the reader's spelling:
// the gateway sends the thesis's reading in it (reading.ts).
import { useQuery } from '@apollo/client/react';
import {
  serverErrorMessage,
  useLanguage,
  useRouteFetchPolicy,
  type LanguageVariant,
  refetchQuietly,
} from '@thesis-studio/client';
import { formatRelativeDate } from '@thesis-studio/domain';
import { STATUS_TONE_CLASS, thesisStatusBadge } from '@thesis-studio/thesis-view';
import {
  ArrowLeftIcon,
  Badge,
  Button,
  buttonClass,
  ClockIcon,
  cn,
  FolderIcon,
  PencilIcon,
  SearchIcon,
  Skeleton,
  LoadError,
} from '@thesis-studio/ui';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { graphql } from '../gql';
import type { ThesisPageQuery as ThesisPageData } from '../gql/graphql';
import { REMOTE_NAME } from '../remote';
import { isNotFound } from './failure';
import { InlineEditor } from './lazy-editor';
import type { PageReading } from './reading';
import type { SaveResult } from './useThesisUpdate';
import { ThesisWorkspace } from './ThesisWorkspace';

graphql(`
  fragment ThesisPage_thesis on Thesis {
    id
    slug
    title
    intellectualChallenge
    content
    status
    shareUrl
    hiddenSections
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

export type Thesis = NonNullable<ThesisPageData['thesis']>;

/** The reader's variant as a language tag, for hyphenation and screen readers. */
export const LANG: Record<LanguageVariant, string> = { UK: 'en-GB', USA: 'en-US' };

/** Every state of the page shares this frame: `data-remote` says which bundle rendered it. */
export function Frame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <section
      data-remote={REMOTE_NAME}
      className={cn('mx-auto w-full px-4 pb-20 pt-5 sm:px-8 sm:pt-8', wide ? 'max-w-7xl' : 'max-w-3xl')}
    >
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

export function ThesisPage() {
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
        {backToDashboard}
        <LoadError
          className="mt-8"
          title="This thesis could not be loaded."
          detail={serverErrorMessage(error)}
          onRetry={() => void refetchQuietly(refetch)}
        />
      </Frame>
    );
  }
  return <ThesisPageSkeleton />;
}

/** Title, central question and the meta line; title and question edit in place. */
export function ThesisHeading({
  thesis,
  reading,
  editing,
  onEdit,
  onClose,
  saveTitle,
  saveQuestion,
  reload,
}: {
  thesis: Thesis;
  /** The title and question in the reader's spelling (as written until the page has its reading). */
  reading: PageReading | null;
  editing: 'title' | 'question' | null;
  onEdit: (what: 'title' | 'question') => void;
  onClose: () => void;
  saveTitle: (text: string, version: number) => Promise<SaveResult>;
  saveQuestion: (text: string, version: number) => Promise<SaveResult>;
  reload: () => Promise<number>;
}) {
  const badge = thesisStatusBadge(thesis.status);
  const question = (reading?.intellectualChallenge ?? thesis.intellectualChallenge).trim();
  const date = new Date(thesis.createdAt);
  const editButton = (label: string, what: 'title' | 'question') => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      onClick={() => onEdit(what)}
      onPointerEnter={InlineEditor.preload}
      onFocus={InlineEditor.preload}
      className="h-8 w-8 shrink-0 text-muted-foreground opacity-100 hover:text-foreground md:opacity-0 md:focus-visible:opacity-100 md:group-hover:opacity-100"
    >
      <PencilIcon />
    </Button>
  );
  return (
    <div className="border-b border-border pb-7">
      {editing === 'title' ? (
        <InlineEditor
          title="Thesis title"
          initialText={thesis.title}
          version={thesis.version}
          onSave={saveTitle}
          onClose={onClose}
          onReload={reload}
        />
      ) : (
        <div className="group flex items-start gap-2">
          <h1 className="min-w-0 text-balance text-[1.75rem] font-bold leading-tight tracking-tight text-foreground sm:text-4xl">
            {reading?.title ?? thesis.title}
          </h1>
          <span className="mt-1 sm:mt-1.5">{editButton('Edit title', 'title')}</span>
        </div>
      )}
      <div className="mt-5 border-l-4 border-primary/25 pl-4">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          Central question
        </p>
        {editing === 'question' ? (
          <InlineEditor
            title="Central question"
            initialText={thesis.intellectualChallenge}
            version={thesis.version}
            multiline
            onSave={saveQuestion}
            onClose={onClose}
            onReload={reload}
            className="mt-2"
          />
        ) : (
          <div className="group flex items-start gap-2">
            <p
              className={cn(
                'mt-1.5 min-w-0 text-lg leading-relaxed sm:text-xl',
                question ? 'text-foreground/80' : 'italic text-muted-foreground',
              )}
              data-testid="central-question"
            >
              {question || 'No central question yet.'}
            </p>
            <span className="mt-1.5">{editButton('Edit central question', 'question')}</span>
          </div>
        )}
      </div>
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
    </div>
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
      {backToDashboard}
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
