// The wizard's step bodies (spec §2 Thesis wizard): the thoughts form, a drafted section, and the
// review of the brief with the sources to add.
import { Button, Input, Label, Textarea } from '@thesis-studio/ui';
import { useId, type Dispatch, type ReactNode } from 'react';
import type { ThesisLanguage } from '@thesis-studio/domain';
import { ThesisLanguageSelect } from '../thesis/ThesisLanguage';
import { WizardSources } from './WizardSources';
import { DraftSection } from './WizardParts';
import type { WizardAction, WizardView } from './wizard-reducer';
import {
  deriveThesisTitle,
  DRAFT_FIELD,
  isDraftStep,
  STEP_LABELS,
  type DraftStep,
  type WizardState,
  type WizardStep,
} from './wizard-state';

/** The body of the current step. */
export function WizardStepBody({
  view,
  language,
  dispatch,
  fromIdea,
  onDraft,
  onGo,
}: {
  view: WizardView;
  /** The new thesis's language (issue 31): the one chosen, else the person's interface language. */
  language: ThesisLanguage;
  dispatch: Dispatch<WizardAction>;
  fromIdea: boolean;
  onDraft: (step: DraftStep) => void;
  onGo: (step: WizardStep) => void;
}) {
  const { step, fields, creating, drafting } = view;
  if (step === 'input') {
    return (
      <ThoughtsStep
        state={fields}
        onChange={(field, value) => dispatch({ type: 'field', field, value })}
        language={language}
        onLanguage={(chosen) => dispatch({ type: 'language', language: chosen })}
        fromIdea={fromIdea}
        disabled={creating}
      />
    );
  }
  if (isDraftStep(step)) {
    return (
      <DraftSection
        key={step}
        label={STEP_LABELS[step]}
        text={fields[DRAFT_FIELD[step]]}
        streaming={drafting?.step === step ? drafting.text : null}
        editing={view.editing === step}
        onEditingChange={(open) => dispatch({ type: 'editing', step: open ? step : null })}
        onSave={(text) => dispatch({ type: 'draft-saved', step, text })}
        onRegenerate={() => onDraft(step)}
        busy={creating || drafting !== null}
      />
    );
  }
  return (
    <ReviewStep state={fields} onChange={onGo} disabled={creating}>
      <WizardSources
        files={view.files}
        pasted={view.pastedSources}
        onFilesChange={(files) => dispatch({ type: 'files', files })}
        onPastedChange={(pastedSources) => dispatch({ type: 'pasted', pastedSources })}
        disabled={creating}
      />
    </ReviewStep>
  );
}

function ThoughtsStep({
  state,
  onChange,
  language,
  onLanguage,
  fromIdea,
  disabled,
}: {
  state: WizardState;
  onChange: (field: keyof WizardState, value: string) => void;
  language: ThesisLanguage;
  onLanguage: (language: ThesisLanguage) => void;
  fromIdea: boolean;
  disabled: boolean;
}) {
  const thoughtsId = useId();
  const focusId = useId();
  return (
    <div className="space-y-6">
      {fromIdea ? (
        <p className="rounded-md border border-primary/20 bg-primary/5 px-3 py-2 text-sm text-foreground/80">
          We started from the idea you submitted on the home page.
        </p>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={thoughtsId}>Your thoughts</Label>
        <Textarea
          id={thoughtsId}
          value={state.originalThoughts}
          onChange={(event) => onChange('originalThoughts', event.target.value)}
          disabled={disabled}
          maxLength={10_000}
          rows={8}
          placeholder="e.g. I think mid-sized manufacturers will move to subscription software within five years, because…"
          className="min-h-44 resize-y leading-relaxed"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={focusId}>
          Research focus <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <Input
          id={focusId}
          value={state.researchFocus}
          onChange={(event) => onChange('researchFocus', event.target.value)}
          disabled={disabled}
          maxLength={2_000}
          placeholder="e.g. UK mid-market manufacturers"
          aria-describedby={`${focusId}-hint`}
        />
        <p id={`${focusId}-hint`} className="text-xs text-muted-foreground">
          A market, audience or angle the research should concentrate on.
        </p>
      </div>
      <ThesisLanguageSelect
        value={language}
        onChange={onLanguage}
        label="Thesis language"
        disabled={disabled}
        className="max-w-xs"
      />
    </div>
  );
}

function ReviewStep({
  state,
  onChange,
  disabled,
  children,
}: {
  state: WizardState;
  onChange: (step: WizardStep) => void;
  disabled: boolean;
  /** What follows the brief (the sources to add). */
  children?: ReactNode;
}) {
  const sections: { step: WizardStep; label: string; text: string; markdown: boolean }[] = [
    { step: 'input', label: 'Your thoughts', text: state.originalThoughts, markdown: false },
    ...(state.researchFocus.trim()
      ? [{ step: 'input' as const, label: 'Research focus', text: state.researchFocus, markdown: false }]
      : []),
    {
      step: 'intellectual-challenge',
      label: 'Intellectual challenge',
      text: state.intellectualChallenge,
      markdown: true,
    },
    { step: 'strategic-context', label: 'Strategic context', text: state.strategicContext, markdown: true },
  ];
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-border border-l-4 border-l-primary bg-background px-4 py-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">Thesis title</p>
        <p className="mt-1 text-lg font-semibold" data-testid="wizard-title">
          {deriveThesisTitle(state.originalThoughts)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          Taken from the first sentence of your thoughts; you can rename the thesis later.
        </p>
      </div>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {sections.map((section) => (
          <li key={section.label} className="px-4 py-4">
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-sm font-semibold">{section.label}</h3>
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                disabled={disabled}
                onClick={() => onChange(section.step)}
                aria-label={`Change the ${section.label.toLowerCase()}`}
              >
                Change
              </Button>
            </div>
            <p className="mt-2 line-clamp-6 whitespace-pre-line text-sm leading-relaxed text-muted-foreground">
              {section.text.trim() ? (
                section.markdown ? (
                  plainText(section.text)
                ) : (
                  section.text
                )
              ) : (
                <em>Not written yet</em>
              )}
            </p>
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

/** A draft's Markdown as plain lines for the review's short preview. */
const plainText = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) => line.replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/, '').replace(/[*_`]/g, ''))
    .filter((line) => line.trim() !== '')
    .join('\n');
