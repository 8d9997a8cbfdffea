// The shared page's layout (spec §2 Shared page), one component for the browser and the server: the
// toolbar slot, title, project and date, cue cards, citation summary, the article, Key Insights and
// the Query Research panel's column. The gateway renders it (server.tsx) into the page's first HTML
// answer and the remote renders it again over that markup, so nothing moves when the remote takes over.
// It shows the content from its reading (reading.ts): no Markdown parser here.
import { useT } from '../i18n';
import type { RestSchemas } from '@thesis-studio/client';
import { datesFor, type DateLocale } from '@thesis-studio/client/dates';
import { isEnglishThesis } from '@thesis-studio/domain';
import {
  CitationSummary,
  CueCardCarousel,
  KeyInsights,
  ThesisArticleTree,
  type SpeakFn,
  type TransformText,
} from '@thesis-studio/thesis-view/no-parser';
import { Card, cn, FileTextIcon, SparklesIcon } from '@thesis-studio/ui';
import { layer } from '@thesis-studio/ui/layers';
import { useMemo, type ReactNode } from 'react';
import { REMOTE_NAME } from '../remote';
import { spellReading, type SharedReading } from './spell-reading';

/**
 * The shared view as GET /api/shared/{shareUrl} answers it (the OpenAPI document's `SharedThesis`):
 * the visible content, its citations (source, location, the quoted passage) and their checks counted.
 */
export type SharedThesis = RestSchemas['SharedThesis'];

/** The shared toolbar's bar: sticks under the site header (h-16); its controls are h-9. */
export const TOOLBAR_CLASS = `sticky top-16 ${layer.pageBar} flex items-center justify-between gap-3 border-b border-border bg-background/95 py-3 backdrop-blur`;

export function Frame({
  children,
  wide = false,
  server = false,
}: {
  children: ReactNode;
  wide?: boolean;
  /** Rendered by the gateway: marked as such, not as the remote (which tests and benches wait for). */
  server?: boolean;
}) {
  return (
    <section
      {...(server ? { 'data-server-rendered': REMOTE_NAME } : { 'data-remote': REMOTE_NAME })}
      className={cn('mx-auto w-full px-4 pb-20 sm:px-6', wide ? 'max-w-6xl' : 'max-w-3xl pt-6')}
    >
      {children}
    </section>
  );
}

export interface SharedThesisLayoutProps {
  thesis: SharedThesis;
  /** The thesis's content as the page shows it. */
  reading: SharedReading;
  /** The thesis text's language tag in the reader's spelling (en-GB, en-US): hyphenation, screen readers. */
  lang: DateLocale;
  /** The reader's own language tag where it differs from the text's (de-DE): the date is written in it. */
  dateLang?: DateLocale;
  /** Puts the reading into the reader's spelling; absent: the reading is in it already. */
  spell?: TransformText | undefined;
  /** The day shown under the title. */
  date: Date;
  toolbar: ReactNode;
  /** Reads a cue card aloud. */
  speak: SpeakFn;
  /** The Query Research panel (null: closed, the article takes the width). */
  panel: ReactNode;
  /** After the article (e.g. 'Start your own' for visitors). */
  footer?: ReactNode;
  /**
   * The gateway's render, shown before the remote runs (or with scripts off): the cue cards are shown
   * but inert, as their controls need the remote; the article's links work.
   */
  server?: boolean;
  /**
   * The gateway's render for a visitor (issue 32): the page stays the server's HTML and its interactive
   * parts are islands (../islands): the cue cards are live markup an island hydrates, citations are
   * native popovers.
   */
  islands?: boolean;
  /** The cue cards' island (`islands`): its container with the cards rendered on their own. */
  cardsIsland?: ReactNode;
}

/** The grid of the article and the panel's column: two columns from large screens up while the panel is open. */
export const gridClass = (panelOpen: boolean) =>
  cn(
    'mt-6 grid gap-10 sm:mt-8',
    panelOpen && 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_24rem]',
  );

/** The article's column: at a reading measure, centred, when the panel is closed. */
export const mainColumnClass = (panelOpen: boolean) =>
  cn('min-w-0', !panelOpen && 'mx-auto w-full max-w-3xl');

export function SharedThesisLayout({
  thesis,
  reading,
  lang,
  dateLang,
  spell,
  date,
  toolbar,
  speak,
  panel,
  footer,
  server = false,
  islands = false,
  cardsIsland,
}: SharedThesisLayoutProps) {
  const hasContent = thesis.content.trim() !== '';
  const shown = useMemo(() => (spell ? spellReading(reading, spell) : reading), [reading, spell]);
  const cards = hasContent ? shown.cueCards : [];
  const insights = shown.keyInsights;
  // The one date format of the reader's language choice (no Intl: its first use costs 20–30 ms).
  const today = datesFor(dateLang ?? lang).date(date);
  const panelOpen = panel !== null;
  const t = useT();

  return (
    <Frame wide server={server}>
      {toolbar}
      {/* An English thesis reads in the reader's spelling; any other in its own language (issue 31). */}
      <div
        lang={isEnglishThesis(thesis.language) ? lang : thesis.language}
        className={gridClass(panelOpen)}
        data-shared-grid=""
      >
        <div className={mainColumnClass(panelOpen)} data-shared-main="">
          <header className="border-b border-border pb-7">
            <p className="text-sm font-medium text-primary">
              {t('shared.page.kicker', { project: shown.projectName || 'none' })}
            </p>
            <h1
              lang={thesis.language}
              className="mt-2 text-balance text-3xl font-bold leading-tight tracking-tight text-foreground sm:text-4xl"
            >
              {shown.title}
            </h1>
            <p className="mt-4 text-sm text-muted-foreground" lang={dateLang}>
              <time dateTime={date.toISOString().slice(0, 10)}>{today}</time>
            </p>
          </header>

          {hasContent ? (
            <>
              {cards.length > 0 ? (
                cardsIsland !== undefined ? (
                  cardsIsland
                ) : (
                  <div className="mt-8" inert={server}>
                    <CueCardCarousel
                      cards={cards}
                      keyInsights={{ status: insights.length > 0 ? 'ready' : 'empty', bullets: insights }}
                      speak={speak}
                    />
                  </div>
                )
              ) : null}
              {thesis.citationSummary && thesis.citationSummary.total > 0 ? (
                <CitationSummary counts={thesis.citationSummary} className="mt-10 max-w-[70ch]">
                  <p className="text-xs text-muted-foreground">{t('shared.page.citationHint')}</p>
                </CitationSummary>
              ) : null}
              <ThesisArticleTree
                lang={thesis.language}
                tree={shown.article}
                citations={thesis.citations}
                nativeCitations={islands}
                className="mt-10"
              />
              {insights.length > 0 ? (
                <section aria-labelledby="key-insights-heading" className="mt-12 max-w-[70ch]">
                  <Card className="border-primary/20 bg-primary/[0.03] p-6 shadow-none">
                    <h2
                      id="key-insights-heading"
                      className="flex items-center gap-2 text-xl font-semibold tracking-tight text-foreground"
                    >
                      <SparklesIcon className="h-5 w-5 text-primary" />
                      {t('shared.page.keyInsights')}
                    </h2>
                    <KeyInsights status="ready" bullets={insights} landmark={false} className="mt-4" />
                  </Card>
                </section>
              ) : null}
            </>
          ) : (
            <Card className="mt-10 flex flex-col items-center gap-3 border-dashed px-6 py-12 text-center shadow-none">
              <span className="grid h-12 w-12 place-items-center rounded-full bg-primary/10 text-primary">
                <FileTextIcon className="h-6 w-6" />
              </span>
              <p className="text-lg font-medium text-foreground">{t('shared.page.empty.title')}</p>
              <p className="max-w-sm text-sm text-muted-foreground">{t('shared.page.empty.text')}</p>
            </Card>
          )}
        </div>

        {panel}
      </div>
      {footer}
    </Frame>
  );
}
