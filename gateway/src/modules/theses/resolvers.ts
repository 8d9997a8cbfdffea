// GraphQL adapter for theses: thin over ThesesService, which enforces the policy.
import type { Resolvers } from '../../gql/resolvers.js';

/** GraphQL sends omitted-or-null alike for optional input fields; the service reads null as "not sent". */
const sent = <T extends object>(input: T): Partial<T> =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== null)) as Partial<T>;

export const thesesResolvers: Resolvers = {
  Query: {
    thesis: (_parent, { idOrSlug }, { auth, services }) => services.theses.get(auth.user, idOrSlug),
  },
  Mutation: {
    createThesis: (_parent, { projectId, input }, { auth, services }) =>
      services.theses.create(auth.user, projectId, sent(input)),
    updateThesis: (_parent, { id, input, expectedVersion }, { auth, services }) =>
      services.theses.update(auth.user, id, sent(input), expectedVersion),
    deleteThesis: async (_parent, { id }, { auth, services }) =>
      (await services.theses.remove(auth.user, id)).id,
  },
  // The parent project was read through ProjectsService, which checked access to it.
  Project: {
    theses: (project, _args, { services }) => services.theses.listOfProject(project.id),
  },
  Thesis: {
    project: (thesis, _args, { auth, services }) => services.projects.get(auth.user, thesis.projectId),
    // The parent thesis was read through ThesesService, which checked access to it.
    reading: async (thesis, { language }, { services }) => {
      const reading = await services.theses.readings.reading({
        title: thesis.title,
        intellectualChallenge: thesis.intellectualChallenge,
        content: thesis.content,
        language,
      });
      return {
        ...reading,
        language,
        article: JSON.stringify(reading.article),
        blocks: reading.blocks.map((block) => ({ ...block, depth: block.depth ?? null })),
        cueCards: reading.cueCards.map((card) => ({ ...card, source: card.source ?? null })),
      };
    },
  },
};
