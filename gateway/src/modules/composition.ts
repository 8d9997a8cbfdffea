// Where the gateway's domains are composed, once. MODULES is the list the schema, the REST routes and
// start/stop are derived from; `composeServices` builds every service with the ports it declares
// (other domains' services, or narrow functions over them) and `subscribe` makes every reaction to a
// domain event (shared/events.ts). Reading these two functions shows who needs whom and who reacts to
// what, in the order it runs.
import type { GatewayModule, ModuleDeps } from '../shared/module.js';
import type { EventBus } from '../shared/events.js';
import type { Services } from '../shared/services.js';
import { accountModule, type ExportSources } from './account/index.js';
import { aiModule } from './ai/index.js';
import { authModule, authPersonalData } from './auth/index.js';
import { chatModule, chatPersonalData } from './chat/index.js';
import { citationsModule, citationsPersonalData } from './citations/index.js';
import { commentsModule, commentsPersonalData } from './comments/index.js';
import { discussionsModule, discussionsPersonalData } from './discussions/index.js';
import { historyModule, historyPersonalData } from './history/index.js';
import { ideasModule, ideasPersonalData } from './ideas/index.js';
import { mcpModule } from './mcp/index.js';
import { membersModule, membersPersonalData } from './members/index.js';
import { projectIdsOf, projectsModule, projectsPersonalData } from './projects/index.js';
import { questionsModule, questionsPersonalData } from './questions/index.js';
import { readersModule, readersPersonalData } from './readers/index.js';
import { researchModule, researchPersonalData } from './research/index.js';
import { savedLinksModule, savedLinksPersonalData } from './savedLinks/index.js';
import { sharingModule } from './sharing/index.js';
import { sourcesModule, sourcesPersonalData } from './sources/index.js';
import { systemModule } from './system/index.js';
import { thesesModule, thesesOf, thesesPersonalData, thesisAnswer } from './theses/index.js';
import { tokensModule, tokensPersonalData } from './tokens/index.js';
import { usersModule, usersPersonalData } from './users/index.js';
import { webModule } from './web/index.js';
import { webhooksModule, webhooksPersonalData } from './webhooks/index.js';

const projects = projectsModule({ thesisAnswer });

const modules = [
  systemModule,
  usersModule,
  authModule,
  tokensModule,
  projects,
  membersModule,
  thesesModule,
  sharingModule,
  historyModule,
  aiModule,
  sourcesModule,
  webModule,
  citationsModule,
  researchModule,
  chatModule,
  readersModule,
  commentsModule,
  discussionsModule,
  questionsModule,
  savedLinksModule,
  ideasModule,
  webhooksModule,
  mcpModule,
  accountModule,
] as const;

/** Every domain of the gateway, once; started in this order and stopped in reverse. */
export const MODULES: readonly GatewayModule[] = modules;

/** Every domain's service, by module name: what each module's `createService` builds. */
type ComposedServices = {
  [Module in (typeof modules)[number] as Module['name']]: ReturnType<Module['createService']>;
};

declare module '../shared/services.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Services extends ComposedServices {}
}

/** A person's export: every domain's declared part, in the order the ZIP (and its README) lists them. */
const EXPORT_SOURCES: ExportSources = {
  scope: async (userId) => {
    const projectIds = await projectIdsOf(userId);
    return { projectIds, theses: await thesesOf(projectIds) };
  },
  parts: [
    usersPersonalData.export!.account!,
    projectsPersonalData.export!.projects!,
    membersPersonalData.export!.memberships!,
    thesesPersonalData.export!.theses!,
    historyPersonalData.export!.versions!,
    researchPersonalData.export!.runs!,
    researchPersonalData.export!.plans!,
    sourcesPersonalData.export!.sources!,
    citationsPersonalData.export!.citations!,
    chatPersonalData.export!.chats!,
    readersPersonalData.export!.chats!,
    readersPersonalData.export!.questionsReceived!,
    savedLinksPersonalData.export!.links!,
    commentsPersonalData.export!.written!,
    commentsPersonalData.export!.received!,
    discussionsPersonalData.export!.written!,
    discussionsPersonalData.export!.received!,
    questionsPersonalData.export!.sent!,
    questionsPersonalData.export!.received!,
    tokensPersonalData.export!.tokens!,
    webhooksPersonalData.export!.webhooks!,
    ideasPersonalData.export!.ideas!,
  ],
  thesisFolder: [thesesPersonalData.thesisFolder!, historyPersonalData.thesisFolder!],
  files: [sourcesPersonalData.export!.files!],
};

/**
 * Builds every service. A domain built earlier is passed as it is; a need of a domain built later
 * (projects' thesis counts, theses' shared text, sharing's citations, tokens' audit trail) is a
 * function that reaches it when called, which is only ever after composition.
 */
export function composeServices(deps: ModuleDeps): Services {
  const system = systemModule.createService(deps, {});
  const users = usersModule.createService(deps, {});
  const auth = authModule.createService(deps, { users });
  const tokens = tokensModule.createService(deps, { users, audit: () => account });
  const projectsService = projects.createService(deps, {
    users,
    memberships: { rolesOf: (userId, projectIds) => members.rolesOf(userId, projectIds) },
    contents: {
      countTheses: (projectIds) => theses.countByProject(projectIds),
      listTheses: (projectId) => theses.listOfProject(projectId),
      countUnreadQuestions: (projectIds) => questions.countUnread(projectIds),
    },
  });
  const members = membersModule.createService(deps, { projects: projectsService, users });
  const theses = thesesModule.createService(deps, {
    projects: projectsService,
    sharedText: (shareUrl) => sharing.sharedText(shareUrl),
  });
  const sharing = sharingModule.createService(deps, {
    theses,
    projects: projectsService,
    citations: (thesisId, visibleContent) => citations.shared(thesisId, visibleContent),
  });
  const history = historyModule.createService(deps, { theses });
  const ai = aiModule.createService(deps, { theses });
  const sources = sourcesModule.createService(deps, { ai, theses, users });
  const web = webModule.createService(deps, { sources });
  const citations = citationsModule.createService(deps, {
    theses,
    ai,
    sources,
    invalidateShared: (thesisId) => sharing.invalidate(thesisId),
  });
  const research = researchModule.createService(deps, { theses, ai, citations, sources, web });
  const chat = chatModule.createService(deps, { ai, theses, sources });
  const readers = readersModule.createService(deps, { ai, theses, sources, citations });
  const comments = commentsModule.createService(deps, { theses });
  const discussions = discussionsModule.createService(deps, {
    theses,
    projects: projectsService,
    members,
    users,
  });
  const questions = questionsModule.createService(deps, { theses, projects: projectsService, users });
  const savedLinks = savedLinksModule.createService(deps, { theses });
  const ideas = ideasModule.createService(deps, { users });
  const webhooks = webhooksModule.createService(deps, {
    theses,
    projectReaders: async (projectId) => {
      const project = await projectsService.findRef(projectId);
      return project ? [project.ownerId, ...(await members.memberIdsOf(project.id))] : [];
    },
    project: async (projectId) => {
      const [project, name] = await Promise.all([
        projectsService.findRef(projectId),
        projectsService.nameOf(projectId),
      ]);
      return project && name !== null ? { id: project.id, slug: project.slug, name } : null;
    },
  });
  const mcp = mcpModule.createService(deps, {
    projects: projectsService,
    theses,
    citations,
    sources,
    chat,
    research,
    web,
    ai,
    tokens,
  });
  // Deleting an account: every other domain's steps (declared next to its model), in this order: the
  // account record and its sessions first, then the person's projects with all that hangs off them,
  // then what they did elsewhere. The account domain's own steps follow.
  const deletionSteps = [
    usersPersonalData.deletion!(users),
    authPersonalData.deletion!(auth),
    tokensPersonalData.deletion!(tokens),
    // Before the projects: their members are mailed that they go, and why.
    membersPersonalData.deletion!(members),
    projectsPersonalData.deletion!(projectsService),
    thesesPersonalData.deletion!(theses),
    historyPersonalData.deletion!(history),
    sourcesPersonalData.deletion!(sources),
    readersPersonalData.deletion!(readers),
    commentsPersonalData.deletion!(comments),
    discussionsPersonalData.deletion!(discussions),
    questionsPersonalData.deletion!(questions),
    savedLinksPersonalData.deletion!(savedLinks),
    ideasPersonalData.deletion!(ideas),
    webhooksPersonalData.deletion!(webhooks),
  ].flat();
  const account = accountModule.createService(deps, { users, deletionSteps, exports: EXPORT_SOURCES });
  const services: Services = {
    system,
    users,
    auth,
    tokens,
    projects: projectsService,
    members,
    theses,
    sharing,
    history,
    ai,
    sources,
    web,
    citations,
    research,
    chat,
    readers,
    comments,
    discussions,
    questions,
    savedLinks,
    ideas,
    webhooks,
    mcp,
    account,
  };
  subscribe(deps.events, services);
  return services;
}

/** Every reaction to a domain event ('announce' runs them in this order, 'run' last first). */
function subscribe(events: EventBus, s: Services): void {
  // A saved edit: the shared view is computed anew, the history keeps what it replaced, and the
  // citations are checked against the new text.
  events.on('thesis.edited', (edit) => s.sharing.thesisEdited(edit));
  events.on('thesis.edited', (edit) => s.history.keep(edit));
  events.on('thesis.edited', (edit) => s.citations.onEdit(edit));

  // Deleting a project or theses: 'run' takes the subscribers last first, so what points at an earlier
  // domain's data goes before it (a question before its thesis, a thesis before its project).
  events.on('project.deleting', (projectId) => s.theses.deleteAllOfProject(projectId));
  events.on('project.deleting', (projectId) => s.questions.deleteOfProject(projectId));
  events.on('project.deleting', (projectId) => s.members.deleteOfProject(projectId));
  events.on('project.deleting', (projectId) => s.discussions.deleteOfProject(projectId));
  events.on('theses.deleting', (thesisIds) => s.sharing.thesesDeleting(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.history.deleteOfTheses(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.sources.deleteOfTheses(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.citations.deleteOfTheses(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.research.deleteRuns(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.chat.deleteChats(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.readers.deleteOfTheses(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.comments.deleteOfTheses(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.discussions.deleteOfTheses(thesisIds));
  events.on('theses.deleting', (thesisIds) => s.questions.deleteOfTheses(thesisIds));

  // MCP sessions hear that their person's thesis list changed (resources/list_changed).
  events.on('thesis.list-changed', (change) => s.mcp.thesisListChanged(change));

  // The webhooks a person registered hear of the runs and members of the projects they may read, and
  // of the questions sent to them.
  events.on('research.finished', (run) => s.webhooks.researchFinished(run));
  events.on('question.received', (question) => s.webhooks.questionReceived(question));
  events.on('member.added', (added) => s.webhooks.memberAdded(added));
  events.on('member.removed', (removed) => s.webhooks.memberRemoved(removed));

  // Members a section comment mentions are mailed.
  events.on('section-comment.added', (added) => s.discussions.mailMentions(added));

  // The audit trail: role changes, and sign-ins from a new browser.
  events.on('user.role-changed', (change) => s.account.roleChanged(change));
  events.on('user.signed-in', async ({ user, meta, kind }) => {
    await s.account.audit.signedIn(user, meta, kind === 'register');
  });
}
