// /projects/new (spec §2, §5, §8): labels and toasts by what the viewer may do (an admin creates, a user requests), when Submit is enabled, and the
// project request prefilled from a visitor's landing-page idea (`pendingIdea`, issue 13).
import type { Capabilities } from '@thesis-studio/client';
import { PROJECT_LIMITS, clipAtWord } from '@thesis-studio/domain';
import type { Translate } from '../i18n';

export interface NewProjectCopy {
  title: string;
  intro: string;
  nameLabel: string;
  namePlaceholder: string;
  descriptionLabel: string;
  descriptionPlaceholder: string;
  submitLabel: string;
  submittingLabel: string;
  successToast: string;
  failureToast: string;
  /** The aside beside the form. */
  nextSteps: string[];
}

/** Those who administer create projects (listed under All Projects); a user's new project is a request. */
export function newProjectCopy(can: Capabilities, t: Translate): NewProjectCopy {
  const kind = can.administer ? 'create' : 'request';
  return {
    title: t(`dashboard.newProject.${kind}.title`),
    intro: t(`dashboard.newProject.${kind}.intro`),
    nameLabel: t(`dashboard.newProject.${kind}.nameLabel`),
    namePlaceholder: t(`dashboard.newProject.${kind}.namePlaceholder`),
    descriptionLabel: t(`dashboard.newProject.${kind}.descriptionLabel`),
    descriptionPlaceholder: t(`dashboard.newProject.${kind}.descriptionPlaceholder`),
    submitLabel: t(`dashboard.newProject.${kind}.submitLabel`),
    submittingLabel: t(`dashboard.newProject.${kind}.submittingLabel`),
    successToast: t(`dashboard.newProject.${kind}.successToast`),
    failureToast: t(`dashboard.newProject.${kind}.failureToast`),
    nextSteps: [
      t(`dashboard.newProject.${kind}.step1`),
      t(`dashboard.newProject.${kind}.step2`),
      t(`dashboard.newProject.${kind}.step3`),
    ],
  };
}

/** Spec §5: the name is required (non-empty after trimming); one submission at a time. */
export const canSubmitProject = (name: string, submitting: boolean): boolean =>
  !submitting && name.trim() !== '';

/** The values sent: trimmed; an empty description is allowed. */
export const projectInput = (name: string, description: string) => ({
  name: name.trim(),
  description: description.trim(),
});

const TITLE_MAX_SENTENCE = 100;
const TITLE_CUT = 50;

/**
 * A project title from an idea, by the spec's rule for titles derived from free text (§5): the first
 * sentence when it is at most 100 characters, else the words of its first 50 characters and '…' (cut
 * at a word, issue 33).
 */
export function titleFromIdea(idea: string): string {
  const text = idea.trim().replace(/\s+/g, ' ');
  if (text === '') return '';
  const sentence = (/^(.+?)[.!?](?:\s|$)/.exec(text)?.[1] ?? text).trim();
  const title = sentence.length <= TITLE_MAX_SENTENCE ? sentence : clipAtWord(sentence, TITLE_CUT + 1);
  return clipAtWord(title, PROJECT_LIMITS.name);
}

/** The request form's starting values from a pending idea: its first sentence and the idea itself. */
export function requestFromIdea(idea: { idea: string } | null): { name: string; description: string } {
  if (!idea) return { name: '', description: '' };
  return {
    name: titleFromIdea(idea.idea),
    description: idea.idea.trim().slice(0, PROJECT_LIMITS.description),
  };
}
