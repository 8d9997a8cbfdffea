import { PROJECT_LIMITS } from '@thesis-studio/domain';
import { describe, expect, it } from 'vitest';
import {
  canSubmitProject,
  newProjectCopy,
  projectInput,
  requestFromIdea,
  titleFromIdea,
} from './new-project';
import { translatorFor } from '../i18n';

const t = translatorFor('UK');

describe('new project labels', () => {
  it('admins create a project', () => {
    const copy = newProjectCopy({ administer: true }, t);
    expect([copy.title, copy.submitLabel, copy.successToast, copy.failureToast]).toEqual([
      'Create New Project',
      'Create Project',
      'Project created',
      'Failed to create project',
    ]);
  });

  it('users request one', () => {
    const copy = newProjectCopy({ administer: false }, t);
    expect(copy).toMatchObject({
      title: 'Request Thesis Studio Project',
      nameLabel: 'Project Title',
      descriptionLabel: 'What do you need help with?',
      submitLabel: 'Submit Project',
      successToast: 'Project request submitted',
      failureToast: 'Failed to submit project',
    });
  });
});

describe('submit enablement', () => {
  it('is disabled while the name is blank after trimming', () => {
    expect(canSubmitProject('', false)).toBe(false);
    expect(canSubmitProject('   \n\t', false)).toBe(false);
    expect(canSubmitProject('Nordics', false)).toBe(true);
  });

  it('is disabled while a submission is under way', () => {
    expect(canSubmitProject('Nordics', true)).toBe(false);
  });

  it('sends trimmed values; the description may be empty', () => {
    expect(projectInput('  Nordics ', '  ')).toEqual({ name: 'Nordics', description: '' });
  });
});

describe('a request from a pending idea', () => {
  it('takes the first sentence as the title and the whole idea as the description', () => {
    const idea = 'Should we enter the Nordic market? Our margins at home are shrinking.';
    expect(requestFromIdea({ idea })).toEqual({
      name: 'Should we enter the Nordic market',
      description: idea,
    });
  });

  it('cuts a first sentence over 100 characters to 50 and an ellipsis', () => {
    const long = `${'word '.repeat(30).trim()}. Second.`;
    const title = titleFromIdea(long);
    expect(title).toBe(`${'word '.repeat(10).trim()}…`);
    expect(title.length).toBeLessThanOrEqual(51);
    expect(
      titleFromIdea(
        'Should carriers plan their delivery routes for half-empty trucks in winter, when demand drops and costs rise sharply? More.',
      ),
    ).toBe('Should carriers plan their delivery routes for…');
    expect(titleFromIdea(`${'a'.repeat(100)}. Rest`)).toBe('a'.repeat(100));
  });

  it('keeps a single sentence without punctuation, on one line', () => {
    expect(titleFromIdea('  Grow the\nB2B channel  ')).toBe('Grow the B2B channel');
    expect(titleFromIdea('Version 2.0 launch plan')).toBe('Version 2.0 launch plan');
  });

  it('starts empty without an idea and keeps within the limits', () => {
    expect(requestFromIdea(null)).toEqual({ name: '', description: '' });
    const huge = requestFromIdea({ idea: 'x'.repeat(PROJECT_LIMITS.description + 50) });
    expect(huge.description).toHaveLength(PROJECT_LIMITS.description);
    expect(huge.name.length).toBeLessThanOrEqual(PROJECT_LIMITS.name);
  });
});
