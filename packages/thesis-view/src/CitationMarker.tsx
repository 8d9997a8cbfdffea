// A citation on screen (issue 17 item 5, issue 22 item 3): a small superscript marker; hover, keyboard
// focus or a tap opens a popover with the source's title, location (site and address for a web page)
// and the quoted passage with the quoted words highlighted; on the owner's page also the claim check.
import {
  Badge,
  cn,
  FileTextIcon,
  GlobeIcon,
  Popover,
  PopoverContent,
  PopoverTrigger,
  QuoteIcon,
} from '@thesis-studio/ui';
import { chromeClearance, layer } from '@thesis-studio/ui/layers';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import type { ExtraProps } from './render-tree.js';
import {
  quoteExcerpt,
  sourceKindLabel,
  SOURCE_KIND_LABEL,
  type Citation,
  type CitationCounts,
  type CitationSourceKind,
  type CitationSupport,
} from './citations.js';
import { T, useT } from './i18n/index.js';
import { WebSourceLine } from './WebSourceLine.js';

export interface CitationsSetting {
  byNumber: ReadonlyMap<number, Citation>;
  /** The owner's page: each popover shows its check, and unsupported markers are marked. */
  showChecks: boolean;
  /**
   * Markers are native popover buttons (`popovertarget`) and the cards native popovers rendered with the
   * article (NativeCitationCards): they open from the server's HTML, without React or the app.
   */
  native?: boolean;
}

export const CitationsContext = createContext<CitationsSetting | null>(null);

/** The citations of a text by number, and the set of numbers the citation tree step turns into markers. */
export function useCitationSetting(
  citations: ReadonlyArray<Citation> | undefined,
  showChecks: boolean,
  native = false,
): { setting: CitationsSetting | null; numbers: ReadonlySet<number> | undefined } {
  return useMemo(() => {
    if (!citations || citations.length === 0) return { setting: null, numbers: undefined };
    const byNumber = new Map(citations.map((citation) => [citation.n, citation]));
    return { setting: { byNumber, showChecks, native }, numbers: new Set(byNumber.keys()) };
  }, [citations, showChecks, native]);
}

/** The id of a citation's native popover (one per citation, however often it is cited). */
const nativeCitationId = (n: number) => `citation-${n}`;

const MARKER_CLASS =
  'cursor-pointer rounded font-semibold tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1';
const INLINE_MARKER_CLASS =
  'mx-px inline-flex min-h-[1.125rem] min-w-[1.125rem] items-center justify-center bg-primary/10 px-1 text-[0.6875rem] leading-none text-primary hover:bg-primary hover:text-primary-foreground';
const LIST_MARKER_CLASS =
  'inline text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary';

/**
 * A marker as plain HTML: a button that toggles its citation's native popover (`popovertarget`), so it
 * opens with no script at all; the browser closes it on Escape or a press elsewhere.
 */
function NativeCitationMarker({ citation, inList = false }: { citation: Citation; inList?: boolean }) {
  const t = useT();
  return (
    <button
      type="button"
      popoverTarget={nativeCitationId(citation.n)}
      aria-label={t('view.citation.name', { number: citation.n, title: citation.sourceTitle })}
      data-citation-marker={citation.n}
      className={cn(MARKER_CLASS, inList ? LIST_MARKER_CLASS : INLINE_MARKER_CLASS)}
    >
      {inList ? `[${citation.n}]` : citation.n}
    </button>
  );
}

/**
 * The cards the native markers open: one `popover` element per citation, centred on the screen by the
 * browser (the top layer), hidden until its marker is pressed.
 */
export function NativeCitationCards({ setting }: { setting: CitationsSetting }) {
  const t = useT();
  return (
    <div data-citation-cards="">
      {[...setting.byNumber.values()].map((citation) => (
        <div
          key={citation.n}
          id={nativeCitationId(citation.n)}
          popover="auto"
          role="dialog"
          aria-label={t('view.citation.name', { number: citation.n, title: citation.sourceTitle })}
          data-citation-popover={citation.n}
          className="m-auto w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-border bg-background p-4 text-left text-sm not-italic leading-normal text-foreground shadow-lg"
        >
          <CitationCard citation={citation} showCheck={setting.showChecks} />
        </div>
      ))}
    </div>
  );
}

export const SUPPORT_BADGE_CLASS: Record<CitationSupport, string> = {
  supported: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  partly: 'border-amber-200 bg-amber-50 text-amber-900',
  not_supported: 'border-red-200 bg-red-50 text-red-800',
  unchecked: 'border-slate-200 bg-slate-50 text-slate-700',
};

const SUPPORT_IDS = {
  supported: 'view.citation.support.supported',
  partly: 'view.citation.support.partly',
  not_supported: 'view.citation.support.notSupported',
  unchecked: 'view.citation.support.unchecked',
} as const satisfies Record<CitationSupport, string>;

export function SupportBadge({ support, className }: { support: CitationSupport; className?: string }) {
  const t = useT();
  return (
    <Badge
      variant="outline"
      data-support={support}
      className={cn('shrink-0 font-medium', SUPPORT_BADGE_CLASS[support], className)}
    >
      {t(SUPPORT_IDS[support])}
    </Badge>
  );
}

const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 220;

/** The popover's body: source, location, quoted passage, and (owner) the check. */
export function CitationCard({ citation, showCheck }: { citation: Citation; showCheck: boolean }) {
  const t = useT();
  const excerpt = useMemo(
    () => (citation.passage ? quoteExcerpt(citation.passage, citation.quote ?? '') : null),
    [citation.passage, citation.quote],
  );
  const web = citation.sourceKind === 'web';
  const support = citation.check?.support ?? 'unchecked';
  const Icon = web ? GlobeIcon : FileTextIcon;
  const kindLabel =
    citation.sourceKind in SOURCE_KIND_LABEL
      ? t(`view.citation.kind.${citation.sourceKind as CitationSourceKind}`)
      : sourceKindLabel(citation.sourceKind);
  return (
    <div className="grid gap-3">
      <div className="flex items-start gap-2.5">
        <span className="mt-0.5 grid h-7 w-7 shrink-0 place-items-center rounded-md bg-primary/10 text-primary">
          <Icon className="h-4 w-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold leading-snug text-foreground">{citation.sourceTitle}</p>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {[kindLabel, citation.location].filter(Boolean).join(' · ')}
          </p>
        </div>
        <span className="shrink-0 text-xs font-semibold tabular-nums text-muted-foreground">
          [{citation.n}]
        </span>
      </div>
      {web && (citation.site || citation.url) ? (
        <WebSourceLine
          site={citation.site}
          url={citation.url}
          newTab={t('view.link.newTab')}
          className="-mt-1 min-w-0 text-xs text-muted-foreground"
          linkClassName="break-all text-primary underline underline-offset-2 hover:decoration-2"
        />
      ) : null}
      {excerpt ? (
        <blockquote className="max-h-52 overflow-y-auto rounded-md border-l-4 border-primary/40 bg-muted/50 px-3 py-2 text-[0.8125rem] leading-relaxed text-foreground/85">
          {excerpt.before}
          {excerpt.match ? (
            <mark className="rounded-sm bg-amber-200/80 px-0.5 text-foreground">{excerpt.match}</mark>
          ) : null}
          {excerpt.after}
        </blockquote>
      ) : (
        <p className="rounded-md bg-muted/50 px-3 py-2 text-xs italic text-muted-foreground">
          {t('view.citation.noPassage')}
        </p>
      )}
      {excerpt && !excerpt.match && citation.quote ? (
        <p className="text-xs text-muted-foreground">
          <T
            id="view.citation.quoted"
            values={{ quote: citation.quote, q: (chunks) => <q className="italic">{chunks}</q> }}
          />
        </p>
      ) : null}
      {showCheck ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-border pt-3">
          <span className="text-xs text-muted-foreground">{t('view.citation.check')}</span>
          <SupportBadge support={support} />
          {citation.check?.reason ? (
            <p className="w-full text-xs leading-relaxed text-muted-foreground">{citation.check.reason}</p>
          ) : support === 'unchecked' ? (
            <p className="w-full text-xs leading-relaxed text-muted-foreground">
              {t('view.citation.uncheckedReason')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/**
 * The marker: a button (it opens a popover) shown as a superscript number. Hovering opens the popover for
 * a look, as does keyboard focus; a click or tap keeps it open; Escape or a press elsewhere closes it.
 */
export function CitationMarker({
  citation,
  showCheck,
  inList = false,
}: {
  citation: Citation;
  showCheck: boolean;
  inList?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** Focus coming back to the marker as its popover closes does not open it again. */
  const closing = useRef(false);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => change(next), ms);
  };
  const change = (next: boolean) => {
    clearTimeout(timer.current);
    if (!next) {
      pinned.current = false;
      closing.current = true;
      setTimeout(() => {
        closing.current = false;
      }, 0);
    }
    setOpen(next);
  };

  const support = citation.check?.support ?? 'unchecked';
  const unsupported = showCheck && support === 'not_supported';
  const name = t(unsupported ? 'view.citation.nameUnsupported' : 'view.citation.name', {
    number: citation.n,
    title: citation.sourceTitle,
  });
  return (
    <Popover open={open} onOpenChange={change}>
      <PopoverTrigger
        aria-label={name}
        data-citation-marker={citation.n}
        data-support={showCheck ? support : undefined}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') later(true, HOVER_OPEN_MS);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse' && !pinned.current) later(false, HOVER_CLOSE_MS);
        }}
        onFocus={() => {
          if (!closing.current && !open) change(true);
        }}
        onBlur={() => {
          if (!pinned.current) later(false, HOVER_CLOSE_MS);
        }}
        onClick={(event) => {
          event.preventDefault();
          if (open && pinned.current) {
            change(false);
            return;
          }
          pinned.current = true;
          change(true);
          // Pressed from the keyboard: move into the popover so its link can be reached.
          if (event.detail === 0) requestAnimationFrame(() => content.current?.focus());
        }}
        className={cn(
          'cursor-pointer rounded font-semibold tabular-nums transition-colors',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
          inList
            ? 'inline text-primary underline decoration-primary/30 underline-offset-4 hover:decoration-primary data-[state=open]:decoration-primary'
            : 'mx-px inline-flex min-h-[1.125rem] min-w-[1.125rem] items-center justify-center bg-primary/10 px-1 text-[0.6875rem] leading-none text-primary hover:bg-primary hover:text-primary-foreground data-[state=open]:bg-primary data-[state=open]:text-primary-foreground',
          unsupported &&
            'bg-red-50 text-red-800 underline decoration-red-600 decoration-dotted decoration-2 underline-offset-2 hover:bg-red-700 data-[state=open]:bg-red-700',
        )}
      >
        {inList ? `[${citation.n}]` : citation.n}
        {unsupported ? (
          <span aria-hidden="true" className="ml-1 text-[0.625rem] font-semibold uppercase tracking-wide">
            {t('view.citation.notSupported')}
          </span>
        ) : null}
      </PopoverTrigger>
      <PopoverContent
        ref={content}
        tabIndex={-1}
        aria-label={t('view.citation.name', { number: citation.n, title: citation.sourceTitle })}
        data-citation-popover={citation.n}
        // Above the article, below the sticky site header and clear of the cookie notice (issue 33).
        layerClass={layer.contentPopover}
        collisionPadding={chromeClearance()}
        // Kept inside that room even when its marker is not (a marker the notice half covers).
        sticky="always"
        className="w-[22rem] text-left not-italic leading-normal"
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (!content.current?.contains(document.activeElement)) event.preventDefault();
        }}
        onPointerEnter={() => clearTimeout(timer.current)}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse' && !pinned.current) later(false, HOVER_CLOSE_MS);
        }}
      >
        <CitationCard citation={citation} showCheck={showCheck} />
      </PopoverContent>
    </Popover>
  );
}

/** react-markdown's `sup`: a citation element (see rehypeCitations) becomes its marker. */
export function CitationSup({ node, children, className }: ComponentPropsWithoutRef<'sup'> & ExtraProps) {
  const setting = useContext(CitationsContext);
  const n = Number(node?.properties['dataCitation']);
  const citation = Number.isInteger(n) ? setting?.byNumber.get(n) : undefined;
  if (!setting || !citation) return <sup className={className}>{children}</sup>;
  const inList = node?.properties['dataCitationList'] !== undefined;
  if (setting.native) {
    const native = <NativeCitationMarker citation={citation} inList={inList} />;
    return inList ? native : <sup className="ml-px leading-none">{native}</sup>;
  }
  const marker = <CitationMarker citation={citation} showCheck={setting.showChecks} inList={inList} />;
  return inList ? marker : <sup className="ml-px leading-none">{marker}</sup>;
}

/** The check summary shown with an article: '42 citations: 38 supported, 3 partly, 1 not supported'. */
export function CitationSummary({
  counts,
  className,
  children,
}: {
  counts: CitationCounts;
  className?: string;
  /** More after the line (e.g. the owner's note on unsupported citations). */
  children?: ReactNode;
}) {
  const t = useT();
  if (counts.total <= 0) return null;
  const parts: Array<{ key: string; text: string; className: string }> = [
    {
      key: 'supported',
      text: t('view.citation.supported', { count: counts.supported }),
      className: 'text-emerald-800',
    },
    { key: 'partly', text: t('view.citation.partly', { count: counts.partly }), className: 'text-amber-900' },
    {
      key: 'not',
      text: t('view.citation.notSupportedCount', { count: counts.notSupported }),
      className: 'font-semibold text-red-800',
    },
    {
      key: 'unchecked',
      text: t('view.citation.unchecked', { count: counts.unchecked }),
      className: 'text-muted-foreground',
    },
  ].filter(
    (_, index) => [counts.supported, counts.partly, counts.notSupported, counts.unchecked][index]! > 0,
  );
  return (
    <div
      data-testid="citation-summary"
      className={cn(
        'flex items-start gap-2.5 rounded-lg border border-border bg-muted/30 px-3.5 py-2.5 text-sm leading-6',
        className,
      )}
    >
      <QuoteIcon className="mt-1 h-4 w-4 shrink-0 text-primary" />
      <div className="min-w-0">
        <p>
          <span className="font-semibold text-foreground">
            {t('view.citation.total', { count: counts.total })}
          </span>
          {parts.length > 0 ? ': ' : null}
          {parts.map((part, index) => (
            <span key={part.key}>
              {index > 0 ? ', ' : null}
              <span className={part.className}>{part.text}</span>
            </span>
          ))}
        </p>
        {children}
      </div>
    </div>
  );
}
