// What an inline edit of a project sends (spec §5): a title must not be empty after trimming; a
// description may be; an unchanged value sends nothing.

export type ProjectEdit<T> = { kind: 'save'; input: T } | { kind: 'unchanged' } | { kind: 'blank' };

export function titleEdit(draft: string, current: string): ProjectEdit<{ name: string }> {
  const name = draft.trim();
  if (name === '') return { kind: 'blank' };
  if (name === current) return { kind: 'unchanged' };
  return { kind: 'save', input: { name } };
}

export function descriptionEdit(draft: string, current: string): ProjectEdit<{ description: string }> {
  const description = draft.trim();
  if (description === current.trim()) return { kind: 'unchanged' };
  return { kind: 'save', input: { description } };
}
