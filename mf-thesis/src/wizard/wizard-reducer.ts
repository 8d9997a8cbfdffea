// What the wizard page holds while it is open (spec §3 wizard state, §4 transitions), as one reducer:
// the step, the brief's fields, the draft being streamed, the section being edited, the sources
// chosen at the review step and the progress of 'Begin AI Research'.
import type { ThesisLanguage } from '@thesis-studio/domain';
import {
  DRAFT_FIELD,
  type DraftStep,
  type PastedSourceDraft,
  type WizardState,
  type WizardStep,
} from './wizard-state';

export interface WizardView {
  step: WizardStep;
  fields: WizardState;
  /** The draft being written by the AI, shown as it streams. */
  drafting: { step: DraftStep; text: string } | null;
  /** The drafted section open in its editor. */
  editing: DraftStep | null;
  creating: boolean;
  /** What 'Begin AI Research' is doing now, shown on the button. */
  progress: string | null;
  files: File[];
  pastedSources: PastedSourceDraft[];
  /** The language chosen for the thesis (issue 31); absent: the person's interface language. */
  language?: ThesisLanguage;
}

export type WizardAction =
  | { type: 'go'; step: WizardStep }
  | { type: 'field'; field: keyof WizardState; value: string }
  | { type: 'language'; language: ThesisLanguage }
  | { type: 'draft-started'; step: DraftStep }
  | { type: 'draft-streamed'; step: DraftStep; text: string }
  /** The finished draft becomes the step's text; the stream ends with `draft-ended`. */
  | { type: 'draft-finished'; step: DraftStep; text: string }
  | { type: 'draft-ended' }
  | { type: 'editing'; step: DraftStep | null }
  /** A section edited by hand is kept and its editor closed. */
  | { type: 'draft-saved'; step: DraftStep; text: string }
  | { type: 'files'; files: File[] }
  | { type: 'pasted'; pastedSources: PastedSourceDraft[] }
  | { type: 'creating'; progress: string }
  | { type: 'create-failed' };

export function initialView(
  start: WizardState & { step: WizardStep; pastedSources: PastedSourceDraft[]; language?: ThesisLanguage },
): WizardView {
  return {
    step: start.step,
    fields: {
      originalThoughts: start.originalThoughts,
      researchFocus: start.researchFocus,
      intellectualChallenge: start.intellectualChallenge,
      strategicContext: start.strategicContext,
    },
    drafting: null,
    editing: null,
    creating: false,
    progress: null,
    files: [],
    pastedSources: start.pastedSources,
    ...(start.language ? { language: start.language } : {}),
  };
}

export function wizardReducer(view: WizardView, action: WizardAction): WizardView {
  switch (action.type) {
    case 'go':
      return { ...view, step: action.step, editing: null };
    case 'field':
      return { ...view, fields: { ...view.fields, [action.field]: action.value } };
    case 'language':
      return { ...view, language: action.language };
    case 'draft-started':
    case 'draft-streamed':
      return {
        ...view,
        drafting: { step: action.step, text: action.type === 'draft-started' ? '' : action.text },
      };
    case 'draft-finished':
      return { ...view, fields: { ...view.fields, [DRAFT_FIELD[action.step]]: action.text } };
    case 'draft-ended':
      return { ...view, drafting: null };
    case 'editing':
      return { ...view, editing: action.step };
    case 'draft-saved':
      return { ...view, fields: { ...view.fields, [DRAFT_FIELD[action.step]]: action.text }, editing: null };
    case 'files':
      return { ...view, files: action.files };
    case 'pasted':
      return { ...view, pastedSources: action.pastedSources };
    case 'creating':
      return { ...view, creating: true, progress: action.progress };
    case 'create-failed':
      return { ...view, creating: false, progress: null };
  }
}
