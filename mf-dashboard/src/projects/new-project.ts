// /projects/new (spec §2, §5, §8): labels and toasts by what the viewer may do (an admin creates, a user requests), when Submit is enabled, and the
// project request prefilled from a visitor's landing-page idea (`pendingIdea`, issue 13).
import type { Capabilities } from '@thesis-studio/client';
import { PROJECT_LIMITS, clipAtWord } from '@thesis-studio/domain';

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
export function newProjectCopy(can: Capabilities): NewProjectCopy {
  return can.administer
    ? {
        title: 'Create New Project',
        intro: 'Set up a project for a client or team; theses are developed inside it.',
        nameLabel: 'Project Name',
        namePlaceholder: 'e.g. Nordic Market Entry',
        descriptionLabel: 'Description',
        descriptionPlaceholder: 'What this project is about (optional)',
        submitLabel: 'Create Project',
        submittingLabel: 'Creating...',
        successToast: 'Project created',
        failureToast: 'Failed to create project',
        nextSteps: [
          'The project is listed under All Projects straight away.',
          'Open it to start its first thesis with the four-step wizard.',
          'Rename it or edit its description from the project page at any time.',
        ],
      }
    : {
        title: 'Request Thesis Studio Project',
        intro: 'Tell us what you are working on. Our team reviews every request and shapes it into a thesis.',
        nameLabel: 'Project Title',
        namePlaceholder: 'e.g. Nordic Market Entry',
        descriptionLabel: 'What do you need help with?',
        descriptionPlaceholder: 'The decision ahead, the question behind it, and any context that matters',
        submitLabel: 'Submit Project',
        submittingLabel: 'Submitting...',
        successToast: 'Project request submitted',
        failureToast: 'Failed to submit project',
        nextSteps: [
          'Your project is listed under My Projects straight away.',
          'Open it and start a thesis: the wizard turns your thoughts into a central question and its context.',
          'Our team sees your request and helps shape it.',
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
