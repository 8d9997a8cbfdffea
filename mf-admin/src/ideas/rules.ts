// Rules of the admin Ideas page: which ideas show under each filter.
export const IDEA_FILTERS = ['open', 'handled', 'all'] as const;
export type IdeaFilter = (typeof IDEA_FILTERS)[number];

export function visibleIdeas<T extends { handled: boolean }>(ideas: readonly T[], filter: IdeaFilter): T[] {
  if (filter === 'all') return [...ideas];
  return ideas.filter((idea) => idea.handled === (filter === 'handled'));
}

export const countOpen = (ideas: readonly { handled: boolean }[]): number =>
  ideas.filter((idea) => !idea.handled).length;
