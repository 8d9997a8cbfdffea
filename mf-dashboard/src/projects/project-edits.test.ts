import { describe, expect, it } from 'vitest';
import { descriptionEdit, titleEdit } from './project-edits';

describe('title edit', () => {
  it('refuses a title that is empty after trimming', () => {
    expect(titleEdit('', 'Nordics')).toEqual({ kind: 'blank' });
    expect(titleEdit('  \t ', 'Nordics')).toEqual({ kind: 'blank' });
  });

  it('sends the trimmed title, or nothing when it did not change', () => {
    expect(titleEdit('  Nordic Entry ', 'Nordics')).toEqual({
      kind: 'save',
      input: { name: 'Nordic Entry' },
    });
    expect(titleEdit('Nordics  ', 'Nordics')).toEqual({ kind: 'unchanged' });
  });
});

describe('description edit', () => {
  it('may clear the description', () => {
    expect(descriptionEdit('   ', 'Old text')).toEqual({ kind: 'save', input: { description: '' } });
  });

  it('sends the trimmed description, or nothing when it did not change', () => {
    expect(descriptionEdit(' New text ', 'Old text')).toEqual({
      kind: 'save',
      input: { description: 'New text' },
    });
    expect(descriptionEdit('Old text\n', 'Old text')).toEqual({ kind: 'unchanged' });
  });
});
