// The shared page's first HTML answer (issue 18): the gateway calls this bundle (built by
// vite.server.config.ts into server-dist/) to render the page before the shell's #root — site header,
// title, project, date, cue cards and the article — so a reader sees it before any script runs, or with
// scripts off. The remote renders SharedThesisLayout again from the same data (`data`: the shared view
// and its reading, derived here with the Markdown parser and put into the default spelling variant, so
// the page's scripts need neither the parser nor, for a reader of that variant, the word lists) in
// #root, and the shell swaps the two when it has (shell/src/remotes/ServerRendered.tsx).
import { languageStore } from '@thesis-studio/client/language';
import type { SharedThesisData } from '@thesis-studio/client';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  LANGUAGES,
  isEnglishThesis,
  scriptJson,
  spellingOf,
  type Language,
} from '@thesis-studio/domain';
import { useT as useShellT } from '@thesis-studio/i18n';
import { useT } from './i18n';
import { loadSpellingConverter, type SpellingVariant } from '@thesis-studio/language';
import type { SpeakFn, TransformText } from '@thesis-studio/thesis-view/no-parser';
import type { ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { CardsIsland, PanelIsland, ToolbarIsland, type IslandName } from './islands/roots';
import { SHARED_DATA_ID, type EmbeddedSharedThesis } from './shared/embedded';
import { sharedReading } from './shared/reading';
import { SharedThesisLayout, TOOLBAR_CLASS, type SharedThesis } from './shared/SharedThesisLayout';
import { spellReading, type SharedReading } from './shared/spell-reading';
import { layer } from '@thesis-studio/ui/layers';

export { SHARED_DATA_ID };

/** The id of the server-rendered page, which the shell keeps on screen until the remote has rendered. */
export const SERVER_PAGE_ID = 'server-page';

export interface RenderedSharedPage {
  /** The page, to place before the shell's `<div id="root">`. */
  page: string;
  /** The `<script type="application/json">` with the shared view and its reading, to place after #root. */
  data: string;
}

// The word lists load with the bundle (the gateway imports it once per build): the pages it renders
// are in the default variant.
const converter = await loadSpellingConverter();
const DEFAULT_SPELLING = spellingOf(DEFAULT_LANGUAGE);
const OTHER_SPELLING = LANGUAGES.map(spellingOf).find((spelling) => spelling !== DEFAULT_SPELLING)!;
const inVariant =
  (variant: SpellingVariant): TransformText =>
  (text, context) =>
    converter.convert(text, variant, context);

/**
 * What the page shows of the thesis, in the default variant (a reader without scripts reads that) — or
 * as written where a reader of the other variant, whose page converts this reading, would not read what
 * converting the thesis's own text gives: a few word pairs do not survive the round trip (US
 * "analyzes" -> UK "analyses" -> US "analyses"). Such a page is converted in the browser, for every
 * reader, as the thesis has it.
 */
function defaultReading(thesis: SharedThesis): SharedReading {
  const written = sharedReading(thesis);
  // UK/US spelling is for English theses only (issue 31): any other is read as written.
  if (!isEnglishThesis(thesis.language)) return written;
  const converted = spellReading(written, inVariant(DEFAULT_SPELLING));
  const forOther = (reading: SharedReading) =>
    JSON.stringify(spellReading(reading, inVariant(OTHER_SPELLING)));
  return forOther(converted) === forOther(written) ? { ...converted, variant: DEFAULT_SPELLING } : written;
}

const noSpeech: SpeakFn = () => Promise.reject(new Error('Speech needs the page’s scripts'));

// The shell header's frame (shell/src/Layout.tsx) as a visitor first sees it: same height (h-16 and
// its border), so the page below it stays where the shell puts it.
const brandClass = 'flex shrink-0 items-center gap-2 whitespace-nowrap text-lg font-semibold tracking-tight';
const loginClass =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ' +
  'bg-primary text-primary-foreground hover:bg-primary/90 h-10 px-4 text-sm';

/** The header's UK / USA select as the shell's LanguageSelect draws it (the islands' boot script runs it). */
function LanguageSelect() {
  const t = useShellT();
  return (
    <div className="flex items-center">
      <label htmlFor="site-language" className="sr-only">
        {t('shell.language.label')}
      </label>
      <select
        id="site-language"
        data-language-select=""
        defaultValue={languageStore.get()}
        className={
          'h-9 cursor-pointer rounded-md border border-input bg-background pl-2 pr-1 text-sm font-medium ' +
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2'
        }
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option}>
            {t(`shell.language.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function SiteHeader({ language = false }: { language?: boolean }) {
  const t = useShellT();
  return (
    <header className={`sticky top-0 ${layer.header} border-b border-border bg-background/95 backdrop-blur`}>
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <a href="/" className={brandClass}>
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-primary text-primary-foreground"
          >
            T
          </span>
          Thesis Studio
        </a>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {language ? <LanguageSelect /> : null}
          {/* Hidden beside the toolbar's Login (data-page-login), as the shell's header does. */}
          <a href="/auth" className={`${loginClass} [body:has([data-page-login])_&]:hidden`}>
            {t('shell.header.login')}
          </a>
        </div>
      </div>
    </header>
  );
}

/** The page of a shared thesis, as the shell and the remote lay it out before the session is known. */
/** Options of a render: the day shown, and the reader's language (the page's chrome and date). */
interface RenderOptions {
  date?: Date;
  language?: Language;
}

/** Renders in `language`: the components read it from the language store, as in the browser. */
function inLanguage<T>(language: Language, render: () => T): T {
  const before = languageStore.get();
  languageStore.applyFromAccount(language);
  try {
    return render();
  } finally {
    languageStore.applyFromAccount(before);
  }
}

/**
 * What both server pages lay out alike: the thesis in the default spelling (UK English, its tag en-GB),
 * the day, and the date in the reader's language where it differs (a German reader's).
 */
const serverLayout = (thesis: SharedThesis, reading: SharedReading, date: Date, language: Language) => ({
  server: true,
  thesis,
  reading,
  lang: 'en-GB' as const,
  dateLang:
    LANGUAGE_LOCALES[language] === LANGUAGE_LOCALES[DEFAULT_LANGUAGE]
      ? undefined
      : LANGUAGE_LOCALES[language],
  date,
  speak: noSpeech,
});

export function renderSharedPage(
  thesis: SharedThesis,
  { date = new Date(), language = DEFAULT_LANGUAGE }: RenderOptions = {},
): RenderedSharedPage {
  const reading = defaultReading(thesis);
  // The shell's frame (shell/src/Layout.tsx): the page sits where the shell will put the remote's.
  const page = inLanguage(language, () =>
    renderToStaticMarkup(
      <div id={SERVER_PAGE_ID} className="flex min-h-screen flex-col">
        <SiteHeader />
        <main className="flex flex-1 flex-col">
          <SharedThesisLayout
            {...serverLayout(thesis, reading, date, language)}
            toolbar={
              <div className={TOOLBAR_CLASS}>
                <span aria-hidden="true" className="h-9 w-20" />
              </div>
            }
            panel={<div aria-hidden="true" className="min-w-0 max-lg:hidden" />}
          />
        </main>
      </div>,
    ),
  );
  const embedded: EmbeddedSharedThesis = { ...thesis, reading };
  const data = `<script type="application/json" id="${SHARED_DATA_ID}">${scriptJson(embedded)}</script>`;
  return { page, data };
}

/** An island's container: the island rendered on its own, as the browser hydrates it (islands/mount.tsx). */
function Island({
  name,
  element,
  className,
}: {
  name: IslandName;
  element: ReactElement;
  className?: string;
}) {
  return (
    <div
      data-island={name}
      className={className}
      dangerouslySetInnerHTML={{ __html: renderToString(element) }}
    />
  );
}

// The shell's cookie notice (shell/src/chrome/CookieBanner.tsx) as markup; the islands' boot script
// shows it until it is accepted or dismissed.
const chromeButtonBase =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors ' +
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ' +
  'cursor-pointer h-9 px-3 text-sm';

function CookieNotice() {
  const t = useShellT();
  return (
    <section
      hidden
      aria-label={t('shell.cookies.label')}
      data-testid="cookie-banner"
      data-cookie-banner=""
      className={
        `fixed inset-x-3 bottom-3 ${layer.notice} rounded-lg border border-border bg-background p-4 shadow-xl ` +
        'sm:inset-x-auto sm:left-4 sm:bottom-4 sm:max-w-md'
      }
    >
      <h2 className="text-sm font-semibold">{t('shell.cookies.title')}</h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {t('shell.cookies.text')}{' '}
        {/* The app opens its privacy policy dialog at /#privacy, on whichever page it lands (shell's CookieBanner). */}
        <a href="/#privacy" className="font-medium text-primary underline underline-offset-4">
          {t('shell.cookies.learnMore')}
        </a>
      </p>
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          data-cookie-accept=""
          className={`${chromeButtonBase} bg-primary text-primary-foreground hover:bg-primary/90 flex-1 sm:flex-none`}
        >
          {t('shell.cookies.accept')}
        </button>
        <button
          type="button"
          data-cookie-dismiss=""
          className={`${chromeButtonBase} border border-input bg-background hover:bg-muted flex-1 sm:flex-none`}
        >
          {t('shell.cookies.dismiss')}
        </button>
      </div>
    </section>
  );
}

function SharedFooter() {
  const t = useT();
  return (
    <p className="mt-14 max-w-[70ch] border-t border-border pt-6 text-sm text-muted-foreground">
      {t('shared.page.footer')}{' '}
      <a
        href="/"
        className="font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {t('shared.page.startYourOwn')}
      </a>
    </p>
  );
}

/**
 * A visitor's page of a shared thesis (issue 32): the same layout as renderSharedPage, with the toolbar,
 * the cue cards and the Query Research panel as islands, citations as native popovers, the header's
 * language select and the cookie notice as plain markup. The page needs no app to be read, and none to
 * be used: the islands' boot script (islands/boot.ts) hydrates each island when it is seen or first
 * used. `data` is the shared view as renderSharedPage embeds it, which the islands read their props from.
 */
export function renderSharedIslandsPage(
  thesis: SharedThesis,
  { date = new Date(), language = DEFAULT_LANGUAGE }: RenderOptions = {},
): RenderedSharedPage {
  const reading = defaultReading(thesis);
  const data: SharedThesisData = {
    thesisId: thesis.id,
    title: thesis.title,
    shareUrl: thesis.shareUrl,
    projectName: thesis.projectName,
  };
  const page = inLanguage(language, () =>
    renderToStaticMarkup(
      <div id={SERVER_PAGE_ID} className="flex min-h-screen flex-col" data-islands="">
        <SiteHeader language />
        <main className="flex flex-1 flex-col">
          <SharedThesisLayout
            {...serverLayout(thesis, reading, date, language)}
            islands
            toolbar={<Island name="toolbar" className="contents" element={<ToolbarIsland thesis={data} />} />}
            cardsIsland={
              <Island
                name="cards"
                className="mt-8"
                element={
                  <CardsIsland
                    shareUrl={thesis.shareUrl}
                    language={thesis.language}
                    cards={reading.cueCards}
                    keyInsights={reading.keyInsights}
                  />
                }
              />
            }
            panel={
              <Island
                name="panel"
                className="contents"
                element={<PanelIsland shareUrl={thesis.shareUrl} />}
              />
            }
            footer={<SharedFooter />}
          />
        </main>
        <CookieNotice />
      </div>,
    ),
  );
  const embedded: EmbeddedSharedThesis = { ...thesis, reading };
  return {
    page,
    data: `<script type="application/json" id="${SHARED_DATA_ID}">${scriptJson(embedded)}</script>`,
  };
}
