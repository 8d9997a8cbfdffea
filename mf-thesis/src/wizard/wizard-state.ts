// The thesis wizard's rules (spec §3 wizard state, §4 wizard transitions, §5 thoughts and title
// derivation): steps, when Continue is enabled, the derived title, and the state kept in session storage.
import { readStoredObject } from '@thesis-studio/client';
import { clipAtWord, isThesisLanguage, type ThesisLanguage } from '@thesis-studio/domain';
import { english, type FlowId, type FlowTranslate } from '../i18n/flow';

export const WIZARD_STEPS = ['input', 'intellectual-challenge', 'strategic-context', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
/** The steps whose text the AI drafts (the names the gateway's generateThesisContent takes). */
export type DraftStep = 'intellectual-challenge' | 'strategic-context';

/** Each step's name (the stepper's, the review's). */
export const STEP_LABELS: Record<WizardStep, FlowId> = {
  input: 'flow.wizard.input.label',
  'intellectual-challenge': 'flow.wizard.challenge.label',
  'strategic-context': 'flow.wizard.context.label',
  review: 'flow.wizard.review.label',
};

export interface WizardState {
  originalThoughts: string;
  researchFocus: string;
  intellectualChallenge: string;
  strategicContext: string;
}

export const EMPTY_WIZARD_STATE: WizardState = {
  originalThoughts: '',
  researchFocus: '',
  intellectualChallenge: '',
  strategicContext: '',
};

/** Which wizard field holds a drafted step's text. */
export const DRAFT_FIELD: Record<DraftStep, 'intellectualChallenge' | 'strategicContext'> = {
  'intellectual-challenge': 'intellectualChallenge',
  'strategic-context': 'strategicContext',
};

export const isDraftStep = (step: WizardStep): step is DraftStep =>
  step === 'intellectual-challenge' || step === 'strategic-context';

export const stepIndex = (step: WizardStep): number => WIZARD_STEPS.indexOf(step);
export const nextStep = (step: WizardStep): WizardStep | null => WIZARD_STEPS[stepIndex(step) + 1] ?? null;
export const previousStep = (step: WizardStep): WizardStep | null =>
  WIZARD_STEPS[stepIndex(step) - 1] ?? null;

export interface Activity {
  drafting: boolean;
  creating: boolean;
  editing: boolean;
}

/**
 * Spec §4: Continue is disabled while drafting, creating, editing a section, or on the first step
 * with empty thoughts. "Empty" here is nothing typed at all; thoughts of only spaces leave Continue
 * enabled so that pressing it explains what is missing (spec §5 toast, see `thoughtsMissing`).
 */
export function continueDisabled(step: WizardStep, state: WizardState, activity: Activity): boolean {
  if (activity.drafting || activity.creating || activity.editing) return true;
  return step === 'input' && state.originalThoughts === '';
}

/** Spec §5: the thoughts must have content once trimmed. */
export const thoughtsMissing = (state: WizardState): boolean => state.originalThoughts.trim() === '';

export const emptyThoughtsToast = (t: FlowTranslate) => ({
  title: t('flow.wizard.emptyThoughts'),
  description: t('flow.wizard.emptyThoughtsDetail'),
});

const UNTITLED_THESIS = 'Untitled Thesis';

/**
 * Spec §5: the first sentence of the thoughts if it is 100 characters or fewer, otherwise the words of
 * their first 50 characters followed by '…' (cut at a word, issue 33); 'Untitled Thesis' when there are
 * no thoughts.
 */
export function deriveThesisTitle(thoughts: string): string {
  const text = thoughts.trim().replace(/\s+/g, ' ');
  if (text === '') return UNTITLED_THESIS;
  // A sentence ends at . ! or ? followed by a space or the end (so '3.5' and 'e.g.x' do not end it).
  const end = /[.!?](?=\s|$)/.exec(text);
  const first = end ? text.slice(0, end.index + 1) : text;
  if (first.length <= 100) return first;
  return clipAtWord(text, 51);
}

/** Pasted text chosen as a source at the review step (issue 17): added to the thesis once it exists. */
export interface PastedSourceDraft {
  title: string;
  text: string;
}

/** What the wizard keeps in session storage under `pendingContext` (spec §3) so a reload resumes it. */
export interface StoredWizard {
  projectSlug: string;
  step: WizardStep;
  state: WizardState;
  /** Pasted sources (files cannot be kept in storage; they last while the page is open). */
  pastedSources?: PastedSourceDraft[];
  /** The language chosen for the thesis (issue 31); absent: the person's interface language. */
  language?: ThesisLanguage;
}

const isPasted = (value: unknown): value is PastedSourceDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PastedSourceDraft).title === 'string' &&
  typeof (value as PastedSourceDraft).text === 'string';

export const PENDING_CONTEXT_KEY = 'pendingContext';

/** The tab's session storage, or null where the browser refuses it (the wizard then keeps nothing). */
export const browserSession = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isStep = (value: unknown): value is WizardStep =>
  typeof value === 'string' && (WIZARD_STEPS as readonly string[]).includes(value);

/** The stored wizard for this project, or null when there is none, it belongs to another project or is malformed. */
export function readStoredWizard(
  session: Pick<Storage, 'getItem'>,
  projectSlug: string,
): StoredWizard | null {
  const value = readStoredObject(session, PENDING_CONTEXT_KEY) as Partial<StoredWizard> | null;
  if (!value || value.projectSlug !== projectSlug || !isStep(value.step)) return null;
  const given = (value.state ?? {}) as Partial<Record<keyof WizardState, unknown>>;
  const state = { ...EMPTY_WIZARD_STATE };
  for (const key of Object.keys(state) as (keyof WizardState)[]) {
    const field = given[key];
    if (typeof field === 'string') state[key] = field;
  }
  const pastedSources = Array.isArray(value.pastedSources) ? value.pastedSources.filter(isPasted) : [];
  return {
    projectSlug,
    step: value.step,
    state,
    ...(pastedSources.length > 0 ? { pastedSources } : {}),
    ...(isThesisLanguage(value.language) ? { language: value.language } : {}),
  };
}

export function saveStoredWizard(session: Pick<Storage, 'setItem'>, stored: StoredWizard): void {
  try {
    session.setItem(PENDING_CONTEXT_KEY, JSON.stringify(stored));
  } catch {
    // storage full or disabled: the wizard still works, only a reload loses it
  }
}

export function clearStoredWizard(session: SessionLike): void {
  try {
    session.removeItem(PENDING_CONTEXT_KEY);
  } catch {
    // nothing to clear
  }
}

/** The wizard's starting point: what was stored for this project, else the landing page's idea as thoughts. */
export function initialWizard(
  stored: StoredWizard | null,
  pendingIdea: string | null,
): StoredWizard['state'] & {
  step: WizardStep;
  fromIdea: boolean;
  pastedSources: PastedSourceDraft[];
  language?: ThesisLanguage;
} {
  if (stored)
    return {
      ...stored.state,
      step: stored.step,
      fromIdea: false,
      pastedSources: stored.pastedSources ?? [],
      ...(stored.language ? { language: stored.language } : {}),
    };
  const idea = pendingIdea?.trim() ?? '';
  return {
    ...EMPTY_WIZARD_STATE,
    originalThoughts: idea,
    step: 'input',
    fromIdea: idea !== '',
    pastedSources: [],
  };
}

/**
 * A drafted step's text is drafted when the step is entered with nothing there yet; text the user has
 * already (re)drafted or written is kept and can be regenerated on demand.
 */
export const needsDraft = (step: WizardStep, state: WizardState): step is DraftStep =>
  isDraftStep(step) && state[DRAFT_FIELD[step]].trim() === '';

/** What the drafting engine is called on screen: 'Drafted offline', or the model's name. */
export function engineLabel(
  status: { engine: string; model: string } | undefined,
  t: FlowTranslate = english,
): string | null {
  if (!status) return null;
  return status.engine === 'offline'
    ? t('flow.wizard.draftedOffline')
    : t('flow.wizard.draftedBy', { model: status.model });
}

/** File types the sources library reads (PDF, DOCX, Markdown, plain text, HTML), by extension or MIME type. */
const SUPPORTED_EXTENSIONS = /\.(pdf|docx|md|markdown|txt|text|html?)$/i;
const SUPPORTED_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/markdown',
  'text/x-markdown',
  'text/plain',
  'text/html',
]);

export const isSupportedSourceFile = (file: { name: string; type: string }): boolean =>
  SUPPORTED_EXTENSIONS.test(file.name) || SUPPORTED_TYPES.has(file.type);
