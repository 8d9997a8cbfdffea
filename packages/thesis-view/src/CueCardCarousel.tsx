// The 'Thesis Cue Cards' carousel (spec §2 Thesis page and Shared page): previous/next, 'n of total',
// the last card highlighted, a pencil edit per card (blank refused), the Key Insights card's bullets,
// and the read-aloud player under the card.
import { Button, ChevronLeftIcon, ChevronRightIcon, PencilIcon, cn } from '@thesis-studio/ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { AudioPlayer, type AudioPlayerProps } from './AudioPlayer.js';
import type { CueCard } from '@thesis-studio/markdown/no-parser';
import { KeyInsights, bulletText, type KeyInsightsStatus } from './KeyInsights.js';
import type { SpeakFn } from './speech.js';
import { useT } from './i18n/index.js';

export interface KeyInsightsState {
  status: KeyInsightsStatus;
  bullets: string[];
}

/** Voice, speed and their changes go to the carousel's player as they are given. */
export interface CueCardCarouselProps extends Pick<
  AudioPlayerProps,
  'voice' | 'onVoiceChange' | 'speed' | 'onSpeedChange'
> {
  cards: CueCard[];
  keyInsights: KeyInsightsState;
  /** Saves a card edit (the caller decides what persists); without it cards have no edit button. */
  onEditCard?: (card: CueCard, newText: string) => Promise<void>;
  speak: SpeakFn;
  /** Controlled card index (otherwise the carousel keeps its own; remount with a new `key` to reset). */
  index?: number;
  onIndexChange?: (index: number) => void;
  className?: string;
}

export const CUE_CARDS_HEADING = 'Thesis Cue Cards';
export const CARD_TEXT_REQUIRED = 'Card text cannot be empty.';

/** The text an edit starts from: the card's Markdown, or what the card shows. */
export function editableText(card: CueCard, keyInsights: KeyInsightsState): string {
  if (card.source) return card.source.markdown;
  if (card.kind === 'keyInsights')
    return keyInsights.bullets.map((line) => `• ${bulletText(line)}`).join('\n');
  return card.text || card.summary;
}

/** The Key Insights card reads its bullets aloud once they are there. */
function spokenCards(cards: CueCard[], keyInsights: KeyInsightsState) {
  return cards.map((card) =>
    card.kind === 'keyInsights'
      ? {
          ...card,
          text:
            keyInsights.status === 'ready'
              ? keyInsights.bullets
                  .map(bulletText)
                  .filter(Boolean)
                  .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`))
                  .join(' ')
              : '',
        }
      : card,
  );
}

function CardEditor({
  card,
  initial,
  onSave,
  onCancel,
}: {
  card: CueCard;
  initial: string;
  onSave: (text: string) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => ref.current?.focus(), []);

  const save = async () => {
    if (!text.trim()) {
      setError(t('view.cards.textRequired'));
      ref.current?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSave(text.trim());
    } catch {
      // The caller reported it; the text stays so nothing is lost.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        Edit card: {card.title}
      </label>
      <textarea
        id={id}
        ref={ref}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          if (error && event.target.value.trim()) setError('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="min-h-[200px] max-h-[600px] w-full resize-y rounded-md border border-input bg-background px-3 py-2 font-mono text-sm leading-6 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onCancel} disabled={saving}>
          {t('view.cards.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={saving}>
          {t(saving ? 'view.cards.saving' : 'view.cards.save')}
        </Button>
      </div>
    </form>
  );
}

export function CueCardCarousel({
  cards,
  keyInsights,
  onEditCard,
  speak,
  index: indexProp,
  onIndexChange,
  voice,
  onVoiceChange,
  speed,
  onSpeedChange,
  className,
}: CueCardCarouselProps) {
  const t = useT();
  const headingId = useId();
  const [ownIndex, setOwnIndex] = useState(0);
  const [editing, setEditing] = useState<string | null>(null);
  const total = cards.length;
  const index = Math.min(Math.max(indexProp ?? ownIndex, 0), Math.max(total - 1, 0));
  const card = cards[index];
  const spoken = useMemo(() => spokenCards(cards, keyInsights), [cards, keyInsights]);

  const go = (next: number) => {
    if (next < 0 || next >= total || next === index) return;
    setEditing(null);
    if (indexProp === undefined) setOwnIndex(next);
    onIndexChange?.(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [role="combobox"], [role="listbox"]')) return;
    if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'ArrowRight') go(index + 1);
  };

  const isLast = total > 1 && index === total - 1;
  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription={t('view.cards.carousel')}
      onKeyDown={onKeyDown}
      className={cn('grid gap-4', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-foreground">
          {t('view.cards.heading')}
        </h2>
        {total > 0 ? (
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              className="h-9 w-9"
              onClick={() => go(index - 1)}
              disabled={index === 0}
              aria-label={t('view.cards.previous')}
            >
              <ChevronLeftIcon />
            </Button>
            <p
              className="min-w-[4.5rem] text-center text-sm tabular-nums text-muted-foreground"
              aria-live="polite"
            >
              {t('view.cards.count', { number: index + 1, total })}
            </p>
            <Button
              variant="outline"
              size="icon"
              className="h-9 w-9"
              onClick={() => go(index + 1)}
              disabled={index >= total - 1}
              aria-label={t('view.cards.next')}
            >
              <ChevronRightIcon />
            </Button>
          </div>
        ) : null}
      </div>

      {card ? (
        <>
          <div
            key={card.key}
            role="group"
            aria-roledescription={t('view.cards.slide')}
            aria-label={t('view.cards.position', { number: index + 1, total, title: card.title })}
            data-last={isLast || undefined}
            data-kind={card.kind}
            className={cn(
              'relative min-h-[13rem] rounded-xl border bg-card p-5 shadow-sm transition-colors sm:p-7',
              isLast ? 'border-primary/50 bg-primary/[0.04] ring-1 ring-primary/25' : 'border-border',
            )}
          >
            <div className="mb-3 flex items-start justify-between gap-3">
              <div className="grid gap-1">
                <p className="text-xs font-medium uppercase tracking-wider text-slate-600">
                  {card.kind === 'keyInsights'
                    ? t('view.cards.summary')
                    : t('view.cards.number', { number: index + 1 })}
                </p>
                <h3 className="text-lg font-semibold leading-snug text-foreground sm:text-xl">
                  {card.title}
                </h3>
              </div>
              {onEditCard && editing !== card.key ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="-mr-2 -mt-1 h-9 w-9 shrink-0 text-muted-foreground hover:text-foreground"
                  onClick={() => setEditing(card.key)}
                  aria-label={t('view.cards.edit', { title: card.title })}
                >
                  <PencilIcon />
                </Button>
              ) : null}
            </div>
            {onEditCard && editing === card.key ? (
              <CardEditor
                card={card}
                initial={editableText(card, keyInsights)}
                onCancel={() => setEditing(null)}
                onSave={async (text) => {
                  await onEditCard(card, text);
                  setEditing(null);
                }}
              />
            ) : card.kind === 'keyInsights' ? (
              <KeyInsights status={keyInsights.status} bullets={keyInsights.bullets} />
            ) : (
              <p className="text-[0.9375rem] leading-7 text-foreground/85 sm:text-base">{card.summary}</p>
            )}
          </div>
          {total > 1 ? (
            <div className="flex justify-center gap-1.5" aria-hidden="true">
              {cards.map((c, i) => (
                <span
                  key={c.key}
                  className={cn(
                    'h-1.5 rounded-full transition-all',
                    i === index ? 'w-5 bg-primary' : 'w-1.5 bg-muted-foreground/30',
                  )}
                />
              ))}
            </div>
          ) : null}
          <AudioPlayer
            cards={spoken}
            speak={speak}
            current={index}
            onCardChange={go}
            {...(voice !== undefined ? { voice } : {})}
            {...(onVoiceChange ? { onVoiceChange } : {})}
            {...(speed !== undefined ? { speed } : {})}
            {...(onSpeedChange ? { onSpeedChange } : {})}
          />
        </>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-6 text-sm text-muted-foreground">
          {t('view.cards.none')}
        </p>
      )}
    </section>
  );
}
