// The wizard's step bodies (spec §2 Thesis wizard): the thoughts form, a drafted section, and the
// review of the brief with the sources to add.
import { Button, Input, Label, Textarea } from '@thesis-studio/ui';
import { useId, type Dispatch, type ReactNode } from 'react';
import type { ThesisLanguage } from '@thesis-studio/domain';
import { T, useT, type FlowId } from '../i18n/flow';
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
  const t = useT();
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
        editLabel={t(DRAFT_COPY[step].edit)}
        draftingText={t(DRAFT_COPY[step].drafting)}
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

/** A drafted step's editor label and the line shown while the AI writes it. */
const DRAFT_COPY: Record<DraftStep, { edit: FlowId; drafting: FlowId }> = {
  'intellectual-challenge': {
    edit: 'flow.wizard.challenge.edit',
    drafting: 'flow.wizard.challenge.drafting',
  },
  'strategic-context': { edit: 'flow.wizard.context.edit', drafting: 'flow.wizard.context.drafting' },
};

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
  const t = useT();
  const thoughtsId = useId();
  const focusId = useId();
  return (
    <div className="space-y-6">
      {fromIdea ? (
        <p className="rounded-md border border-primary/20 bg-primary/5 px-3 py-2 text-sm text-foreground/80">
          {t('flow.wizard.fromIdea')}
        </p>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={thoughtsId}>{t(STEP_LABELS.input)}</Label>
        <Textarea
          id={thoughtsId}
          value={state.originalThoughts}
          onChange={(event) => onChange('originalThoughts', event.target.value)}
          disabled={disabled}
          maxLength={10_000}
          rows={8}
          placeholder={t('flow.wizard.thoughtsPlaceholder')}
          className="min-h-44 resize-y leading-relaxed"
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={focusId}>
          <T
            id="flow.wizard.focus.label"
            values={{
              muted: (chunks) => <span className="font-normal text-muted-foreground">{chunks}</span>,
            }}
          />
        </Label>
        <Input
          id={focusId}
          value={state.researchFocus}
          onChange={(event) => onChange('researchFocus', event.target.value)}
          disabled={disabled}
          maxLength={2_000}
          placeholder={t('flow.wizard.focus.placeholder')}
          aria-describedby={`${focusId}-hint`}
        />
        <p id={`${focusId}-hint`} className="text-xs text-muted-foreground">
          {t('flow.wizard.focus.hint')}
        </p>
      </div>
      <ThesisLanguageSelect
        value={language}
        onChange={onLanguage}
        label={t('flow.wizard.thesisLanguage')}
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
  const t = useT();
  const sections: { step: WizardStep; label: FlowId; change: FlowId; text: string; markdown: boolean }[] = [
    {
      step: 'input',
      label: STEP_LABELS.input,
      change: 'flow.wizard.thoughts.change',
      text: state.originalThoughts,
      markdown: false,
    },
    ...(state.researchFocus.trim()
      ? [
          {
            step: 'input' as const,
            label: 'flow.wizard.focus.name' as const,
            change: 'flow.wizard.focus.change' as const,
            text: state.researchFocus,
            markdown: false,
          },
        ]
      : []),
    {
      step: 'intellectual-challenge',
      label: STEP_LABELS['intellectual-challenge'],
      change: 'flow.wizard.challenge.change',
      text: state.intellectualChallenge,
      markdown: true,
    },
    {
      step: 'strategic-context',
      label: STEP_LABELS['strategic-context'],
      change: 'flow.wizard.context.change',
      text: state.strategicContext,
      markdown: true,
    },
  ];
  return (
    <div className="space-y-5">
      <div className="rounded-lg border border-border border-l-4 border-l-primary bg-background px-4 py-3">
        <p className="text-xs font-semibold uppercase tracking-wider text-muted-foreground">
          {t('flow.wizard.thesisTitle')}
        </p>
        <p className="mt-1 text-lg font-semibold" data-testid="wizard-title">
          {deriveThesisTitle(state.originalThoughts)}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{t('flow.wizard.thesisTitleHint')}</p>
      </div>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {sections.map((section) => (
          <li key={section.label} className="px-4 py-4">
            <div className="flex items-center justify-between gap-3">
              <h3 className="text-sm font-semibold">{t(section.label)}</h3>
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                disabled={disabled}
                onClick={() => onChange(section.step)}
                aria-label={t(section.change)}
              >
                {t('flow.wizard.change')}
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
                <em>{t('flow.wizard.notWritten')}</em>
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
