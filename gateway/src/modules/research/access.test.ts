// Authorization matrix of the AI operations (drafts, key insights, speech, research runs and plans, Query
// Research), over REST, GraphQL and subscriptions, as anonymous, the thesis's owner, another user and
// an admin. Someone else's thesis answers exactly like a missing one (404 / NOT_FOUND).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime.js';
import { useTestRuntime } from '../../testing/runtime.js';
import type { Actor as User } from '../../shared/access/actor.js';
import { collect, wsClient } from '../../testing/fixtures.js';
import type { TestClient } from '../../testing/http-client.js';
import {
  type MatrixActor as Actor,
  ACTORS,
  type Policy,
  rest,
  gql,
  type RestRow,
  type GraphQLRow,
  graphqlMatrix,
  restMatrix,
  seedOwnerThesis,
  signUpCallers,
} from '../../testing/matrix.js';

let runtime: Runtime;
let clients: Record<Actor, TestClient>;
let ownerUser: User;
let projectId: string;
let thesis: { id: string; slug: string; shareUrl: string };

const unique = () => Math.random().toString(36).slice(2);
const freshThesis = () =>
  runtime.services.theses.create(ownerUser, projectId, {
    title: `Fresh ${unique()}`,
    idea: 'Carriers automate routing.',
  });
const wizard = {
  step: 'intellectual-challenge',
  data: { originalThoughts: 'Carriers must automate routing.' },
};

const gateway = useTestRuntime();

beforeAll(async () => {
  runtime = gateway.runtime;
  const callers = await signUpCallers(gateway);
  clients = callers.clients;
  let project: { id: string };
  ({ ownerUser, project, thesis } = await seedOwnerThesis(gateway, callers.ids.owner));
  projectId = project.id;
  await runtime.services.theses.saveResearch(thesis.id, {
    content: 'Buying is faster. Building keeps the data.',
  });
});

/** Speech answers audio, not JSON: only its status is read. */
const speech = (client: TestClient, body: unknown) =>
  fetch(`${runtime.url}/api/text-to-speech`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(client.sessionCookie ? { cookie: client.sessionCookie } : {}),
    },
    body: JSON.stringify(body),
  }).then(async (res) => ({ status: res.status, audio: await res.arrayBuffer() }));

const restRows: RestRow[] = [
  {
    name: 'POST /api/ai/generate-thesis-content',
    call: (c) => c.post('/api/ai/generate-thesis-content', wizard),
    policy: rest(200, 200, 200),
  },
  {
    name: 'POST /api/generate-summary',
    call: (c) =>
      c.post('/api/generate-summary', { content: 'Buying is faster. Building keeps the data in-house.' }),
    policy: rest(200, 200, 200),
  },
  {
    name: 'POST /api/text-to-speech (any text)',
    call: (c) => speech(c, { text: 'Hello there.' }),
    policy: rest(200, 200, 200),
  },
  {
    name: 'POST /api/text-to-speech (text of a shared thesis, with its shareUrl)',
    call: (c) => speech(c, { text: 'Buying is faster.', shareUrl: thesis.shareUrl }),
    policy: { anonymous: 200, owner: 200, otherUser: 200, admin: 200 },
  },
  {
    name: 'POST /api/theses/:id/research',
    call: async (c) => c.post(`/api/theses/${(await freshThesis()).id}/research`),
    policy: rest(202, 404, 202),
  },
  {
    name: 'GET /api/theses/:id/research',
    call: (c) => c.get(`/api/theses/${thesis.id}/research`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'GET /api/theses/:slug/research-phases',
    call: (c) => c.get(`/api/theses/${thesis.slug}/research-phases`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'GET /api/theses/:id/research-plan',
    call: (c) => c.get(`/api/theses/${thesis.id}/research-plan`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'PUT /api/theses/:slug/research-plan',
    call: (c) =>
      c.put(`/api/theses/${thesis.slug}/research-plan`, {
        phases: [{ id: 'framing', questions: ['Build or buy?'] }],
      }),
    policy: rest(200, 404, 200),
  },
  {
    name: 'PUT /api/theses/:id/research-plan (missing thesis)',
    call: (c) => c.put('/api/theses/0123456789abcdef01234567/research-plan', { phases: [] }),
    policy: rest(404, 404, 404),
  },
  {
    name: 'GET /api/theses/:id/messages',
    call: (c) => c.get(`/api/theses/${thesis.id}/messages`),
    policy: rest(200, 404, 200),
  },
  {
    name: 'POST /api/theses/:id/messages',
    call: (c) => c.post(`/api/theses/${thesis.id}/messages`, { content: 'Which is faster?', role: 'user' }),
    policy: rest(200, 404, 200),
  },
  {
    name: 'POST /api/theses/:id/research (missing thesis)',
    call: (c) => c.post('/api/theses/0123456789abcdef01234567/research'),
    policy: rest(404, 404, 404),
  },
];

const graphqlRows: GraphQLRow[] = [
  {
    name: 'aiStatus',
    query: '{ aiStatus { engine } }',
    variables: () => ({}),
    policy: { anonymous: 'ok', owner: 'ok', otherUser: 'ok', admin: 'ok' },
  },
  {
    name: 'generateThesisContent',
    query: 'mutation($i: GenerateThesisContentInput!) { generateThesisContent(input: $i) { content } }',
    variables: () => ({ i: wizard }),
    policy: gql('ok', 'ok', 'ok'),
  },
  {
    name: 'generateSummary',
    query: 'mutation($c: String!) { generateSummary(content: $c) { summary } }',
    variables: () => ({ c: 'Buying is faster. Building keeps the data in-house. The board values control.' }),
    policy: gql('ok', 'ok', 'ok'),
  },
  {
    name: 'generateSummary (in a spelling variant)',
    query: 'mutation($c: String!) { generateSummary(content: $c, language: USA) { insights } }',
    variables: () => ({ c: 'The organisation buys faster. Building keeps the data in-house.' }),
    policy: gql('ok', 'ok', 'ok'),
  },
  {
    name: 'startResearch',
    query: 'mutation($id: ID!) { startResearch(thesisId: $id) { status } }',
    variables: async () => ({ id: (await freshThesis()).id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'researchRun',
    query: 'query($id: ID!) { researchRun(thesisId: $id) { status } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'researchPhases',
    query: 'query($id: ID!) { researchPhases(thesisId: $id) { id } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'researchPlan',
    query: 'query($id: ID!) { researchPlan(thesisId: $id) { reviewed phases { id questions } } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'updateResearchPlan',
    query:
      'mutation($id: ID!, $input: ResearchPlanInput!) { updateResearchPlan(thesisId: $id, input: $input) { reviewed } }',
    variables: () => ({
      id: thesis.id,
      input: { phases: [{ id: 'options', questions: ['Which options?'] }] },
    }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'thesisMessages',
    query: 'query($id: ID!) { thesisMessages(thesisId: $id) { id } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'sendThesisMessage',
    query: 'mutation($id: ID!) { sendThesisMessage(thesisId: $id, content: "Which is faster?") { id } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
];

interface SubscriptionRow {
  name: string;
  query: string;
  variables: () => Record<string, unknown>;
  policy: Policy;
}

const subscriptionRows: SubscriptionRow[] = [
  {
    name: 'researchProgress',
    query: 'subscription($id: ID!) { researchProgress(thesisId: $id) { percent } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'thesisMessageReply',
    query: 'subscription($id: ID!) { thesisMessageReply(thesisId: $id, content: "Faster?") { done } }',
    variables: () => ({ id: thesis.id }),
    policy: gql('ok', 'NOT_FOUND', 'ok'),
  },
  {
    name: 'thesisContentDraft',
    query: 'subscription($i: GenerateThesisContentInput!) { thesisContentDraft(input: $i) { done } }',
    variables: () => ({ i: wizard }),
    policy: gql('ok', 'ok', 'ok'),
  },
];

restMatrix('REST authorization matrix (AI operations)', restRows, () => clients);

graphqlMatrix('GraphQL authorization matrix (AI operations)', graphqlRows, () => clients);

describe('subscription authorization matrix (AI operations)', () => {
  for (const row of subscriptionRows) {
    for (const actor of ACTORS) {
      const expected = row.policy[actor];
      it(`${row.name} as ${actor} → ${expected}`, async () => {
        const cookie = clients[actor].sessionCookie;
        const client = wsClient(runtime.url, undefined, cookie ? { cookie } : {});
        const sub = collect<Record<string, unknown>>(client, row.query, row.variables());
        try {
          if (expected === 'ok') {
            if (row.name === 'researchProgress') {
              // No run yet, so nothing arrives until one starts: wait for the live subscription.
              await expect
                .poll(() => runtime.services.research.subscriberCount(thesis.id))
                .toBeGreaterThan(0);
              expect(sub.errors).toEqual([]);
            } else {
              await expect.poll(() => sub.completed, { timeout: 10_000 }).toBe(true);
              expect(sub.errors).toEqual([]);
              expect(sub.values.length).toBeGreaterThan(0);
            }
          } else {
            await expect.poll(() => sub.errors.length, { timeout: 10_000 }).toBeGreaterThan(0);
            // graphql-ws reports a refused operation as a list of errors.
            expect(sub.errors.flat()[0]).toMatchObject({ extensions: { code: expected } });
            expect(sub.values).toEqual([]);
          }
        } finally {
          sub.dispose();
          await client.dispose();
        }
      });
    }
  }

  it('someone else’s thesis reads exactly like a missing one', async () => {
    const [theirs, missing] = await Promise.all([
      clients.otherUser.get(`/api/theses/${thesis.id}/research-phases`),
      clients.otherUser.get('/api/theses/0123456789abcdef01234567/research-phases'),
    ]);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
  });
});
