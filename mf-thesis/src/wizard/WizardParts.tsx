// Presentational parts of the thesis wizard: the stepper, a drafted section (read, edit, regenerate)
// and the rotating quote.
import { ThesisArticle } from '@thesis-studio/thesis-view';
import { Button, cn, Label, PencilIcon, SparklesIcon, Textarea } from '@thesis-studio/ui';
import { useEffect, useId, useState } from 'react';
import { QUOTE_INTERVAL_MS, quoteAt } from './quotes';
import { STEP_LABELS, stepIndex, WIZARD_STEPS, type WizardStep } from './wizard-state';

const CheckIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="h-4 w-4"
    fill="none"
    stroke="currentColor"
    strokeWidth={3}
  >
    <path d="M5 12l5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** The four steps; the current one carries aria-current="step". */
export function WizardStepper({ step }: { step: WizardStep }) {
  const current = stepIndex(step);
  return (
    <nav aria-label="Thesis wizard progress">
      <p className="mb-3 text-sm text-muted-foreground sm:hidden">
        Step {current + 1} of {WIZARD_STEPS.length}:{' '}
        <span className="font-medium text-foreground">{STEP_LABELS[step]}</span>
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
                {done ? <CheckIcon /> : index + 1}
              </span>
              <span
                className={cn(
                  'hidden truncate text-sm sm:inline',
                  active ? 'font-semibold text-foreground' : 'text-muted-foreground',
                )}
              >
                {STEP_LABELS[s]}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
              <span className="sr-only sm:hidden">
                {STEP_LABELS[s]}
                {done ? ' (done)' : ''}
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
  /** What the section is, e.g. 'Intellectual challenge' (labels the editor and buttons). */
  label: string;
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
  label,
  text,
  streaming,
  editing,
  onEditingChange,
  onSave,
  onRegenerate,
  busy,
}: DraftSectionProps) {
  const editorId = useId();
  const [value, setValue] = useState(text);
  const lower = label.toLowerCase();

  if (editing) {
    return (
      <div className="space-y-3" data-testid="draft-editor">
        <Label htmlFor={editorId}>Edit the {lower}</Label>
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
            Save
          </Button>
          <Button size="sm" variant="outline" onClick={() => onEditingChange(false)}>
            Cancel
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
          <p className="py-8 text-center text-sm text-muted-foreground">No draft yet.</p>
        )}
        {drafting ? (
          <p role="status" className="mt-2 flex items-center gap-2 text-sm text-muted-foreground">
            <span
              aria-hidden="true"
              className="h-4 w-4 animate-spin rounded-full border-2 border-muted border-t-primary"
            />
            Drafting the {lower}…
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
              Edit
            </Button>
          ) : null}
          <Button size="sm" variant="outline" disabled={busy} onClick={onRegenerate}>
            <SparklesIcon />
            {text.trim() ? 'Regenerate' : 'Draft it'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** One of the five quotes, changing every 6 seconds (spec §2, §9). Not announced: it is decoration. */
export function RotatingQuote() {
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
        {quote.text}
      </blockquote>
      <figcaption className="mt-3 text-sm">
        <span className="font-semibold text-foreground">{quote.author}</span>
        <span className="block text-xs text-muted-foreground">{quote.source}</span>
      </figcaption>
    </figure>
  );
}
