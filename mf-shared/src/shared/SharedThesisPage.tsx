// /shared/{shareUrl} (spec §2 Shared page): the public view of a shared thesis — header actions, title
// and today's date, cue cards with audio, the article with its citations (the cited passages, never the
// documents) and their check summary, Key Insights and the Query Research panel — in the reader's UK/USA
// spelling; 'Shared thesis not found' for an unknown or revoked link.
import { useT } from '../i18n';
import { datesFor, useAuthState, useLanguage } from '@thesis-studio/client';
import { isEnglishThesis, spellingOf } from '@thesis-studio/domain';
import { useSpellingOnDemand } from '@thesis-studio/language/react';
import { buttonClass, cn, SearchIcon, Skeleton, LoadError } from '@thesis-studio/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PANEL_ID, QueryResearchPanel } from './QueryResearchPanel';
import { pressPanelToggle, scrollToPanel } from './panel-toggle';
import { Frame, SharedThesisLayout } from './SharedThesisLayout';
import type { SharedReading } from './spell-reading';
import { SharedToolbar } from './SharedToolbar';
import { sharedSpeech } from './speech';
import { useSharedThesis, type SharedThesis } from './useSharedThesis';

/** The Query Research toggle (panel-toggle.ts); it scrolls to the panel once it has opened. */
function usePanelToggle() {
  const [open, setOpen] = useState(true);
  const scrollOnOpen = useRef(false);
  useEffect(() => {
    if (!open || !scrollOnOpen.current) return;
    scrollOnOpen.current = false;
    scrollToPanel();
  }, [open]);
  const toggle = () => {
    const press = pressPanelToggle(open);
    if (press === 'revealed') return;
    scrollOnOpen.current = press === 'scrollOnOpen';
    setOpen(!open);
  };
  return [open, toggle] as const;
}

export function SharedThesisPage() {
  const shareUrl = useParams()['*'] ?? '';
  const shared = useSharedThesis(shareUrl);
  if (shared.status === 'ready') return <SharedThesisView thesis={shared.thesis} reading={shared.reading} />;
  if (shared.status === 'missing') return <SharedThesisNotFound />;
  if (shared.status === 'error') {
    return <SharedThesisLoadError retry={shared.retry} />;
  }
  return <SharedThesisSkeleton />;
}

function SharedThesisLoadError({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <Frame>
      <LoadError
        className="mt-10"
        title={t('shared.page.loadError.title')}
        detail={t('shared.page.loadError.text')}
        onRetry={retry}
      />
    </Frame>
  );
}

function SharedThesisView({ thesis, reading }: { thesis: SharedThesis; reading: SharedReading }) {
  const { status, user } = useAuthState();
  const [variant] = useLanguage();
  // datesFor(variant).locale: the variant as a language tag, for dates, hyphenation and screen readers.
  // The word lists load only for a text to convert: a chat answer, or a reading in another variant than
  // the reader's. The gateway's render sends the reading in the default variant, so a reader of that
  // variant reads it as it is (as the server's markup shows it) and the page loads no lists.
  const spelling = spellingOf(variant);
  const readerLocale = datesFor(variant).locale;
  const spell = useSpellingOnDemand(spelling);
  const [panelOpen, togglePanel] = usePanelToggle();
  const speak = useMemo(
    () => sharedSpeech(thesis.shareUrl, thesis.language),
    [thesis.shareUrl, thesis.language],
  );
  // The day the page was first shown: a re-render does not change it.
  const [date] = useState(() => new Date());

  return (
    <SharedThesisLayout
      thesis={thesis}
      reading={reading}
      lang={datesFor(spelling).locale}
      dateLang={readerLocale === datesFor(spelling).locale ? undefined : readerLocale}
      spell={!isEnglishThesis(thesis.language) || reading.variant === spelling ? undefined : spell}
      date={date}
      speak={speak}
      toolbar={
        <SharedToolbar
          user={user}
          authReady={status === 'ready'}
          thesis={{
            thesisId: thesis.id,
            title: thesis.title,
            shareUrl: thesis.shareUrl,
            projectName: thesis.projectName,
          }}
          panelId={PANEL_ID}
          panelOpen={panelOpen}
          onTogglePanel={togglePanel}
        />
      }
      panel={
        panelOpen ? <QueryResearchPanel shareUrl={thesis.shareUrl} user={user} transformText={spell} /> : null
      }
      footer={status === 'ready' && !user ? <MadeWithThesisStudio /> : null}
    />
  );
}

/** Where a visitor can start a thesis of their own. */
function MadeWithThesisStudio() {
  return (
    <p className="mt-14 max-w-[70ch] border-t border-border pt-6 text-sm text-muted-foreground">
      Written with Thesis Studio, where ideas become researched theses you can listen to and share.{' '}
      <Link
        to="/"
        className="font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        Start your own
      </Link>
    </p>
  );
}

function SharedThesisNotFound() {
  const t = useT();
  return (
    <Frame>
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-20 text-center">
        <span className="grid h-14 w-14 place-items-center rounded-full bg-muted text-muted-foreground">
          <SearchIcon className="h-7 w-7" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight">{t('shared.notFound.title')}</h1>
        <p className="text-muted-foreground">{t('shared.notFound.text')}</p>
        <Link to="/" className={cn(buttonClass(), 'mt-2')}>
          {t('shared.notFound.home')}
        </Link>
      </div>
    </Frame>
  );
}

function SharedThesisSkeleton() {
  const t = useT();
  const line = (width: string) => <Skeleton className={cn('h-4', width)} />;
  return (
    <Frame wide>
      <div role="status" aria-label={t('shared.page.loading')} data-testid="shared-skeleton">
        <div aria-hidden="true">
          <div className="flex items-center justify-between gap-4 border-b border-border py-3">
            <Skeleton className="h-9 w-24" />
            <div className="flex gap-2">
              <Skeleton className="h-9 w-24" />
              <Skeleton className="h-9 w-24" />
              <Skeleton className="h-9 w-36" />
            </div>
          </div>
          <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
            <div>
              <Skeleton className="h-4 w-40" />
              <Skeleton className="mt-3 h-9 w-4/5" />
              <Skeleton className="mt-3 h-9 w-1/2" />
              <Skeleton className="mt-5 h-4 w-32" />
              <Skeleton className="mt-10 h-56 w-full rounded-xl" />
              <div className="mt-10 space-y-3">
                {line('w-full')}
                {line('w-11/12')}
                {line('w-3/5')}
              </div>
            </div>
            <Skeleton className="h-96 w-full rounded-xl max-lg:hidden" />
          </div>
        </div>
      </div>
    </Frame>
  );
}
