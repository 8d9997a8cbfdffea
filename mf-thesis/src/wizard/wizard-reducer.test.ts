import { describe, expect, it } from 'vitest';
import { initialView, wizardReducer, type WizardAction, type WizardView } from './wizard-reducer';
import { EMPTY_WIZARD_STATE } from './wizard-state';

const start = initialView({
  ...EMPTY_WIZARD_STATE,
  originalThoughts: 'Subscriptions will replace licences.',
  step: 'input',
  pastedSources: [{ title: 'Notes', text: 'kept from the last visit' }],
});
const run = (view: WizardView, ...actions: WizardAction[]) => actions.reduce(wizardReducer, view);

describe('wizardReducer', () => {
  it('starts from what was stored, idle, with no files (they cannot be stored)', () => {
    expect(start).toEqual({
      step: 'input',
      fields: { ...EMPTY_WIZARD_STATE, originalThoughts: 'Subscriptions will replace licences.' },
      drafting: null,
      editing: null,
      creating: false,
      progress: null,
      files: [],
      pastedSources: [{ title: 'Notes', text: 'kept from the last visit' }],
    });
  });

  it('types into a field without touching the others', () => {
    const view = run(start, { type: 'field', field: 'researchFocus', value: 'UK mid-market' });
    expect(view.fields).toEqual({ ...start.fields, researchFocus: 'UK mid-market' });
  });

  it('streams a draft, keeps the finished text in its field, then ends the stream', () => {
    const streaming = run(
      start,
      { type: 'go', step: 'intellectual-challenge' },
      { type: 'draft-started', step: 'intellectual-challenge' },
    );
    expect(streaming.drafting).toEqual({ step: 'intellectual-challenge', text: '' });
    const partial = run(streaming, { type: 'draft-streamed', step: 'intellectual-challenge', text: 'Will' });
    expect(partial.drafting).toEqual({ step: 'intellectual-challenge', text: 'Will' });
    expect(partial.fields.intellectualChallenge).toBe('');
    const finished = run(
      partial,
      { type: 'draft-finished', step: 'intellectual-challenge', text: 'Will subscriptions win?' },
      { type: 'draft-ended' },
    );
    expect(finished.fields.intellectualChallenge).toBe('Will subscriptions win?');
    expect(finished.drafting).toBeNull();
  });

  it('saves a hand-edited section into its own field and closes the editor', () => {
    const view = run(
      start,
      { type: 'editing', step: 'strategic-context' },
      { type: 'draft-saved', step: 'strategic-context', text: 'A market in change.' },
    );
    expect(view.fields.strategicContext).toBe('A market in change.');
    expect(view.fields.intellectualChallenge).toBe('');
    expect(view.editing).toBeNull();
  });

  it('closes an open editor when moving to another step', () => {
    const view = run(
      start,
      { type: 'editing', step: 'intellectual-challenge' },
      { type: 'go', step: 'review' },
    );
    expect(view).toMatchObject({ step: 'review', editing: null });
  });

  it('keeps the chosen files and pasted sources', () => {
    const file = new File(['text'], 'notes.md', { type: 'text/markdown' });
    const view = run(start, { type: 'files', files: [file] }, { type: 'pasted', pastedSources: [] });
    expect(view.files).toEqual([file]);
    expect(view.pastedSources).toEqual([]);
  });

  it('shows the progress of creating, and is idle again when creating failed', () => {
    const creating = run(start, { type: 'creating', progress: 'Creating thesis…' });
    expect(creating).toMatchObject({ creating: true, progress: 'Creating thesis…' });
    const adding = run(creating, { type: 'creating', progress: 'Adding sources (1 of 2)…' });
    expect(adding).toMatchObject({ creating: true, progress: 'Adding sources (1 of 2)…' });
    expect(run(adding, { type: 'create-failed' })).toMatchObject({ creating: false, progress: null });
  });

  it('does not change the view it was given', () => {
    const before = structuredClone(start);
    run(start, { type: 'field', field: 'originalThoughts', value: '' }, { type: 'go', step: 'review' });
    expect(start).toEqual(before);
  });
});
