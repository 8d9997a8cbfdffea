// Presentational parts of the thesis wizard: the stepper, a drafted section (read, edit, regenerate)
// and the rotating quote.
import { ThesisArticle } from '@thesis-studio/thesis-view';
import { Button, CheckIcon, cn, Label, PencilIcon, SparklesIcon, Textarea } from '@thesis-studio/ui';
import { useEffect, useId, useState } from 'react';
import { T, useT } from '../i18n/flow';
import { QUOTE_INTERVAL_MS, quoteAt } from './quotes';
import { STEP_LABELS, stepIndex, WIZARD_STEPS, type WizardStep } from './wizard-state';

/** The four steps; the current one carries aria-current="step". */
export function WizardStepper({ step }: { step: WizardStep }) {
  const t = useT();
  const current = stepIndex(step);
  return (
    <nav aria-label={t('flow.wizard.progress')}>
      <p className="mb-3 text-sm text-muted-foreground sm:hidden">
        <T
          id="flow.wizard.stepOfNamed"
          values={{
            step: current + 1,
            total: WIZARD_STEPS.length,
            label: t(STEP_LABELS[step]),
            current: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
          }}
        />
      </p>
      <ol className="flex items-center gap-2 sm:gap-3">
        {WIZARD_STEPS.map((s, index) => {
          const done = index < current;
          const active = index === current;
          return (
            <li
              key={s}
              aria-current={active ? 'step' : undefined}
              data-testid={`wizard-step-${s}`}
              className={cn(
                'flex min-w-0 items-center gap-2 sm:gap-3',
                index < WIZARD_STEPS.length - 1 && 'flex-1',
              )}
            >
              <span
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  active && 'border-primary bg-background text-primary ring-4 ring-primary/15',
                  !done && !active && 'border-border bg-background text-muted-foreground',
                )}
              >
                {done ? <CheckIcon strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={cn(
                  'hidden truncate text-sm sm:inline',
                  active ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {t(STEP_LABELS[s])}
                {done ? <span className="sr-only"> {t('flow.wizard.done')}</span> : null}
              </span>
              <span className="sr-only sm:hidden">
                {t(STEP_LABELS[s])}
                {done ? ` ${t('flow.wizard.done')}` : ''}
              </span>
              {index < WIZARD_STEPS.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 min-w-3 flex-1 rounded-full', done ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export interface DraftSectionProps {
  /** The editor's label, e.g. 'Edit the intellectual challenge'. */
  editLabel: string;
  /** What shows while the AI writes it, e.g. 'Drafting the intellectual challenge…'. */
  draftingText: string;
  text: string;
  /** The text so far while the AI writes it; null when not drafting. */
  streaming: string | null;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  onSave: (text: string) => void;
  onRegenerate: () => void;
  /** Regenerate and Edit are unavailable (e.g. while the thesis is being created). */
  busy: boolean;
}

/** A drafted step: the text as it is written, then Edit (Save / Cancel) and Regenerate. */
export function DraftSection({
  editLabel,
  draftingText,
  text,
  streaming,
  editing,
  onEditingChange,
  onSave,
  onRegenerate,
  busy,
}: DraftSectionProps) {
  const t = useT();
  const editorId = useId();
  const [value, setValue] = useState(text);

  if (editing) {
    return (
      <div className="space-y-3" data-testid="draft-editor">
        <Label htmlFor={editorId}>{editLabel}</Label>
        <Textarea
          id={editorId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={20_000}
          autoFocus
          className="min-h-[200px] max-h-[600px] resize-y font-mono text-[0.8125rem] leading-6"
        />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={value.trim() === ''} onClick={() => onSave(value.trim())}>
            {t('flow.wizard.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => onEditingChange(false)}>
            {t('flow.wizard.cancel')}
          </Button>
        </div>
      </div>
    );
  }

  const drafting = streaming !== null;
  const shown = drafting ? streaming : text;
  return (
    <div className="space-y-4">
      <div
        data-testid="draft-text"
        aria-busy={drafting}
        className={cn(
          'min-h-40 rounded-lg border border-border bg-muted/30 px-4 py-3 sm:px-5',
          drafting && 'border-primary/40',
        )}
      >
        {shown.trim() ? (
          <ThesisArticle content={shown} className="wizard-draft text-[0.9375rem]" />
        ) : drafting ? null : (
          <p className="py-8 text-center text-sm text-muted-foreground">{t('flow.wizard.noDraftYet')}</p>
        )}
        {drafting ? (
          <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-muted border-t-primary"
            />
            {draftingText}
          </p>
        ) : null}
      </div>
      {!drafting ? (
        <div className="flex flex-wrap gap-2">
          {text.trim() ? (
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                setValue(text);
                onEditingChange(true);
              }}
            >
              <PencilIcon />
              {t('flow.wizard.edit')}
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={busy} onClick={onRegenerate}>
            <SparklesIcon />
            {text.trim() ? t('flow.wizard.regenerate') : t('flow.wizard.draftIt')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** One of the five quotes, changing every 6 seconds (spec §2, §9). Not announced: it is decoration. */
export function RotatingQuote() {
  const t = useT();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((t) => t + 1), QUOTE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, []);
  const quote = quoteAt(tick);
  return (
    <figure data-testid="wizard-quote">
      <span aria-hidden="true" className="block h-7 font-serif text-5xl leading-none text-primary/30">
        “
      </span>
      <blockquote key={tick} className="text-base italic leading-relaxed text-foreground/85">
        {t(quote.text)}
      </blockquote>
      <figcaption className="mt-3 text-sm">
        <span className="font-semibold text-foreground">{quote.author}</span>
        <span className="block text-xs text-muted-foreground">{t(quote.source)}</span>
      </figcaption>
    </figure>
  );
}
