// GraphQL adapter for theses: thin over ThesesService, which enforces the policy.
import { isEnglishThesis } from '@thesis-studio/domain';
import type { Resolvers } from '../../gql/resolvers.js';
import type { Actor } from '../../shared/access/actor.js';
import { allows } from '../../shared/access/policy.js';
import type { ProjectsService } from '../projects/index.js';
import type { ThesisChangeEvent, ThesisPresenceEvent } from './theses.live.js';
import { thesesPolicy } from './theses.service.js';

/** Whether `actor` may `action` the thesis of `projectId` (its project's owner decides, as in ThesesService). */
const viewerCan = async (
  projects: Pick<ProjectsService, 'findRefFor'>,
  actor: Actor | null,
  projectId: string,
  action: 'edit' | 'delete' | 'share',
): Promise<boolean> => {
  const project = await projects.findRefFor(actor, projectId);
  return project !== null && allows(thesesPolicy, action, actor, project);
};

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
  Subscription: {
    thesisChanged: {
      subscribe: (_parent, { thesisId }, { auth, services }) =>
        services.theses.subscribeChanges(auth.user, thesisId),
      resolve: (event: ThesisChangeEvent) => event,
    },
    thesisPresence: {
      subscribe: (_parent, { thesisId }, { auth, services }) =>
        services.theses.subscribePresence(auth.user, thesisId),
      resolve: (event: ThesisPresenceEvent) => event,
    },
  },
  ThesisChange: {
    byViewer: (event, _args, { auth }) => event.byUserId !== null && event.byUserId === auth.user?.id,
    // Read as the subscriber, now: their access is checked again for every change.
    thesis: (event, _args, { auth, services }) =>
      services.theses.get(auth.user, event.thesisId).catch(() => null),
  },
  PresentUser: {
    isViewer: (user, _args, { auth }) => user.userId === auth.user?.id,
  },
  // The parent project was read through ProjectsService, which checked access to it.
  Project: {
    theses: (project, _args, { services }) => services.theses.listOfProject(project.id),
  },
  Thesis: {
    project: (thesis, _args, { auth, services }) => services.projects.get(auth.user, thesis.projectId),
    viewerCanEdit: (thesis, _args, { auth, services }) =>
      viewerCan(services.projects, auth.user, thesis.projectId, 'edit'),
    // Share links are renewed, revoked and their sections hidden by the owner, editors and admins.
    viewerCanShare: (thesis, _args, { auth, services }) =>
      viewerCan(services.projects, auth.user, thesis.projectId, 'share'),
    viewerCanDelete: (thesis, _args, { auth, services }) =>
      viewerCan(services.projects, auth.user, thesis.projectId, 'delete'),
    // The parent thesis was read through ThesesService, which checked access to it.
    reading: async (thesis, { language }, { services }) => {
      const reading = await services.theses.readings.reading({
        title: thesis.title,
        intellectualChallenge: thesis.intellectualChallenge,
        content: thesis.content,
        language,
        // UK/US spelling is for English theses only (issue 31).
        asWritten: !isEnglishThesis(thesis.language),
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
