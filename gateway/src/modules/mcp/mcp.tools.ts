// The MCP server's tools (issue 30): each a name, a description written for a model, zod schemas of its
// input and structured output, the token scope it needs, and what it does — through the same service
// methods REST calls, with the token's person as the actor, so access is REST's: someone else's thesis
// is "not found" here exactly as there. The API page and README list these same definitions.
import { THESIS_LANGUAGES, THESIS_LIMITS, THESIS_STATUSES } from '@thesis-studio/domain';
import { buildCueCards } from '@thesis-studio/markdown';
import { z } from 'zod';
import type { Actor } from '../../shared/access/actor.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import type { AiService } from '../ai/index.js';
import type { ChatService } from '../chat/index.js';
import { citationAnswer, thesisCitationsAnswer, type CitationsService } from '../citations/index.js';
import type { ProjectsService } from '../projects/index.js';
import { researchRunAnswer, type ResearchService } from '../research/index.js';
import { passageHitAnswer, sourceAnswer, type SourcesService, type SourceView } from '../sources/index.js';
import type { ThesesService, ThesisView } from '../theses/index.js';
import type { WebService } from '../web/index.js';

/** What the tools reach of the other domains: the methods REST and GraphQL call. */
export interface McpToolPorts {
  projects: Pick<ProjectsService, 'list' | 'get'>;
  /** listOfProject: a project's theses once the project is visible (as GraphQL `Project.theses`). */
  theses: Pick<ThesesService, 'get' | 'getFor' | 'create' | 'listOfProject'>;
  citations: Pick<CitationsService, 'list'>;
  sources: Pick<SourcesService, 'search'>;
  chat: Pick<ChatService, 'answerOnce'>;
  research: Pick<ResearchService, 'start' | 'run'>;
  web: Pick<WebService<SourceView>, 'addAddress'>;
  ai: Pick<AiService, 'generateSummary'>;
}

type McpScope = 'read' | 'write';

interface McpToolContext {
  actor: Actor;
  ports: McpToolPorts;
  signal: AbortSignal;
}

export interface McpToolDefinition<
  Input extends z.ZodObject = z.ZodObject,
  Output extends z.ZodObject = z.ZodObject,
> {
  name: string;
  title: string;
  description: string;
  /** The API token scope it needs: `write` tools change something. */
  scope: McpScope;
  input: Input;
  output: Output;
  /** The thesis a call is about, for the audit line. */
  thesisOf?(input: z.output<Input>): string | undefined;
  run(context: McpToolContext, input: z.output<Input>): Promise<z.input<Output>>;
}

const defineTool = <Input extends z.ZodObject, Output extends z.ZodObject>(
  tool: McpToolDefinition<Input, Output>,
): McpToolDefinition<Input, Output> => tool;

/** The resource a thesis is read as (resources/read). */
export const thesisUri = (id: string): string => `thesis://${id}`;
export const citationsUri = (id: string): string => `thesis://${id}/citations`;

const thesisId = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .describe('The thesis: its id (24 hexadecimal characters) or its slug, as list_theses gives them.');

const thesisSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(THESIS_STATUSES),
  language: z.enum(THESIS_LANGUAGES).describe('What the thesis is written in, a BCP 47 tag (issue 31).'),
  projectId: z.string(),
  projectName: z.string(),
  updatedAt: z.iso.datetime(),
  uri: z.string().describe('The thesis as an MCP resource (its Markdown): thesis://{id}.'),
});

const summaryOf = (thesis: ThesisView, projectName: string): z.input<typeof thesisSummary> => ({
  id: thesis.id,
  slug: thesis.slug,
  title: thesis.title,
  status: thesis.status,
  language: thesis.language,
  projectId: thesis.projectId,
  projectName,
  updatedAt: thesis.updatedAt,
  uri: thesisUri(thesis.id),
});

/** Key insights are written by the AI engine and may be refused (its limit, an outage): then none. */
async function keyInsightsOf(
  context: McpToolContext,
  thesis: Pick<ThesisView, 'content' | 'language'>,
): Promise<string[]> {
  const { content } = thesis;
  if (content.trim() === '') return [];
  try {
    // In the thesis's language (issue 31).
    const input = { content, thesisLanguage: thesis.language };
    return (await context.ports.ai.generateSummary(context.actor, input, { signal: context.signal }))
      .insights;
  } catch (error) {
    if (error instanceof ServiceError) return [];
    throw error;
  }
}

export const listTheses = defineTool({
  name: 'list_theses',
  title: 'List theses',
  description:
    'Lists the theses this person may read (their own; an administrator sees every project), most ' +
    'recently changed first. Use it to find a thesis id before calling the other tools. Optionally only ' +
    'one project (its id or slug) or one status.',
  scope: 'read',
  input: z.strictObject({
    projectId: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe('Only the theses of this project (its id or slug).'),
    status: z
      .enum(THESIS_STATUSES)
      .optional()
      .describe('Only theses in this state: draft, researching, complete or failed.'),
    limit: z.number().int().min(1).max(200).default(50).describe('At most this many theses.'),
  }),
  output: z.object({
    theses: z.array(thesisSummary),
    truncated: z.boolean().describe('True when there were more than `limit`.'),
  }),
  async run({ actor, ports }, input) {
    const projects =
      input.projectId === undefined
        ? await ports.projects.list(actor)
        : [await ports.projects.get(actor, input.projectId)];
    const found: Array<z.input<typeof thesisSummary>> = [];
    for (const project of projects) {
      const theses = await ports.theses.listOfProject(project.id);
      for (const thesis of theses)
        if (input.status === undefined || thesis.status === input.status)
          found.push(summaryOf(thesis, project.name));
    }
    found.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id));
    return { theses: found.slice(0, input.limit), truncated: found.length > input.limit };
  },
});

const getThesis = defineTool({
  name: 'get_thesis',
  title: 'Read a thesis',
  description:
    'Reads one thesis: its article as Markdown (citation markers [n] refer to `citations`), its ' +
    'central question, cue cards (one per section, with a short summary), key insights, and every ' +
    'citation with the source passage it quotes and how well the passage supports the sentence.',
  scope: 'read',
  input: z.strictObject({ thesisId }),
  output: z.object({
    thesis: thesisSummary.extend({
      idea: z.string(),
      context: z.string(),
      intellectualChallenge: z.string().describe('The central question the thesis answers.'),
      version: z.number().int(),
    }),
    markdown: z.string().describe('The article, Markdown.'),
    cueCards: z.array(
      z.object({ title: z.string(), summary: z.string(), kind: z.enum(['section', 'summary']) }),
    ),
    keyInsights: z.array(z.string()),
    citations: thesisCitationsAnswer,
  }),
  thesisOf: (input) => input.thesisId,
  async run(context, input) {
    const { actor, ports } = context;
    const thesis = await ports.theses.get(actor, input.thesisId);
    const project = await ports.projects.get(actor, thesis.projectId);
    const [citations, keyInsights] = await Promise.all([
      ports.citations.list(actor, thesis.id),
      keyInsightsOf(context, thesis),
    ]);
    const cueCards = buildCueCards(thesis.content).flatMap((card) =>
      card.kind === 'keyInsights' ? [] : [{ title: card.title, summary: card.summary, kind: card.kind }],
    );
    return {
      thesis: {
        ...summaryOf(thesis, project.name),
        idea: thesis.idea,
        context: thesis.context,
        intellectualChallenge: thesis.intellectualChallenge,
        version: thesis.version,
      },
      markdown: thesis.content,
      cueCards,
      keyInsights,
      citations,
    };
  },
});

const searchSources = defineTool({
  name: 'search_sources',
  title: 'Search a thesis’s sources',
  description:
    'Searches the sources of one thesis (uploaded documents, pasted text, web pages) and returns the ' +
    'best-matching passages, each with its source’s title and where in the source it is (page or ' +
    'heading). Use it to check a claim or to find evidence; quote passages with their source.',
  scope: 'read',
  input: z.strictObject({
    thesisId,
    query: z.string().trim().min(1).max(500).describe('What to look for, in words.'),
    limit: z.number().int().min(1).max(20).default(8).describe('At most this many passages.'),
  }),
  output: z.object({ passages: z.array(passageHitAnswer) }),
  thesisOf: (input) => input.thesisId,
  async run({ actor, ports }, input) {
    return { passages: await ports.sources.search(actor, input.thesisId, input.query, input.limit) };
  },
});

const askThesis = defineTool({
  name: 'ask_thesis',
  title: 'Ask about a thesis',
  description:
    'Answers a question from one thesis and the passages of its sources, as the owner’s chat on the ' +
    'thesis page does: the answer cites passages with [n] markers, and only citations whose quoted ' +
    'words are in the passage are kept. It says so when neither holds anything on the question. The ' +
    'question is not added to the owner’s chat.',
  scope: 'read',
  input: z.strictObject({
    thesisId,
    question: z.string().trim().min(1).max(2000).describe('The question, in plain words.'),
  }),
  output: z.object({
    answer: z.string().describe('The answer; [n] markers refer to `citations`.'),
    citations: z.array(citationAnswer),
  }),
  thesisOf: (input) => input.thesisId,
  async run({ actor, ports, signal }, input) {
    const reply = await ports.chat.answerOnce(actor, input.thesisId, { content: input.question }, signal);
    return { answer: reply.content, citations: reply.citations };
  },
});

/** A tool given a thesis that answers its research run, once the research port's `does` has run. */
const researchRunTool = (
  tool: Pick<McpToolDefinition, 'name' | 'title' | 'description' | 'scope'>,
  does: 'start' | 'run',
) =>
  defineTool({
    ...tool,
    input: z.strictObject({ thesisId }),
    output: z.object({ run: researchRunAnswer }),
    thesisOf: (input) => input.thesisId,
    async run({ actor, ports }, input) {
      return { run: await ports.research[does](actor, input.thesisId) };
    },
  });

const startResearch = researchRunTool(
  {
    name: 'start_research',
    title: 'Start research',
    description:
      'Starts (or resumes) the research run of a thesis: it gathers sources, writes the article section ' +
      'by section with citations, and checks them. It runs in the background for minutes; follow it with ' +
      'research_status. A complete thesis is researched again; refused while a run is going. Needs a ' +
      'token with the write scope.',
    scope: 'write',
  },
  'start',
);

const researchStatus = researchRunTool(
  {
    name: 'research_status',
    title: 'Research progress',
    description:
      'The state of a thesis’s research run: its status (not_started, queued, running, completed, ' +
      'failed), each phase with its progress, the overall percent, its place in the queue while it waits, ' +
      'and why it failed, if it did.',
    scope: 'read',
  },
  'run',
);

const createThesis = defineTool({
  name: 'create_thesis',
  title: 'Create a thesis',
  description:
    'Creates a draft thesis in one of the person’s projects (its id or slug, from list_theses). ' +
    'Give a title and, for better research, the idea, its context and the central question. Needs a ' +
    'token with the write scope.',
  scope: 'write',
  input: z.strictObject({
    projectId: z.string().trim().min(1).max(200).describe('The project (its id or slug).'),
    title: z.string().trim().min(1).max(THESIS_LIMITS.title).describe('The thesis’s title, one line.'),
    idea: z.string().max(THESIS_LIMITS.idea).optional().describe('The idea to research, a few sentences.'),
    context: z
      .string()
      .max(THESIS_LIMITS.context)
      .optional()
      .describe('Background the research should know.'),
    intellectualChallenge: z
      .string()
      .max(THESIS_LIMITS.intellectualChallenge)
      .optional()
      .describe('The central question the thesis should answer.'),
  }),
  output: z.object({ thesis: thesisSummary }),
  async run({ actor, ports }, { projectId, ...fields }) {
    const thesis = await ports.theses.create(actor, projectId, fields);
    const project = await ports.projects.get(actor, thesis.projectId);
    return { thesis: summaryOf(thesis, project.name) };
  },
});

const addSourceUrl = defineTool({
  name: 'add_source_url',
  title: 'Add a web page as a source',
  description:
    'Adds the web page at an address as a source of a thesis: it is fetched (robots.txt honoured; ' +
    'private and internal addresses refused), read and split into passages that research, search and ' +
    'answers use. Answers once the page is read or with the reason it could not be. Needs a token ' +
    'with the write scope.',
  scope: 'write',
  input: z.strictObject({
    thesisId,
    url: z
      .url({ protocol: /^https?$/, message: 'Must be an http or https address.' })
      .max(2000)
      .describe('The page’s address (http or https).'),
  }),
  output: z.object({ source: sourceAnswer }),
  thesisOf: (input) => input.thesisId,
  async run({ actor, ports, signal }, input) {
    // The same check as adding any other source, before the page is fetched: the person may edit the
    // thesis (a viewer is told they may not, issue 29), else "not found".
    const thesis = await ports.theses.getFor(actor, input.thesisId, 'edit');
    const added = await ports.web.addAddress(thesis.id, input.url, signal);
    if ('reason' in added)
      throw new ServiceError('BAD_USER_INPUT', `The page was not added: ${added.reason}`);
    return { source: added.source };
  },
});

/** Every tool, in the order tools/list gives them. */
export const MCP_TOOLS: readonly McpToolDefinition[] = [
  listTheses,
  getThesis,
  searchSources,
  askThesis,
  researchStatus,
  startResearch,
  createThesis,
  addSourceUrl,
] as unknown as readonly McpToolDefinition[];
