// Authorization matrix of the AI operations (drafts, key insights, speech, research runs and plans, Query
// Research), over REST, GraphQL and subscriptions, as anonymous, the thesis's owner, another user, an
// admin, and an editor and a viewer of its project (issue 29: editors run research and review the plan;
// every member reads runs and plans and chats with the thesis). Someone else's thesis answers exactly
// like a missing one (404 / NOT_FOUND).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '../../runtime.js';
import { collect, wsClient } from '../../testing/fixtures.js';
import type { TestClient } from '../../testing/http-client.js';
import {
  ACTORS,
  type Policy,
  gqlByRole,
  restByRole,
  restMissing,
  withMembers,
  rest,
  gql,
  type RestTable,
  type GraphQLTable,
  authorizationMatrices,
  useOwnerThesisMembersGateway,
  everyone,
  unique,
} from '../../testing/matrix.js';
import { orphanRun } from './research.testing.js';

let runtime: Runtime;

const freshThesis = () =>
  runtime.services.theses.create(seeded.ownerUser, seeded.project.id, {
    title: `Fresh ${unique()}`,
    idea: 'Carriers automate routing.',
  });
/** A thesis its research completed: researching it again starts a new run. */
const completeThesis = async () => {
  const fresh = await freshThesis();
  await runtime.services.theses.saveResearch(fresh.id, { status: 'complete', content: 'Buying is faster.' });
  return fresh;
};
/** A thesis whose run is going: starting it again is refused (CONFLICT) to whoever may start it. */
const runningThesis = async () => {
  const fresh = await freshThesis();
  // A run left without its job: the refused start schedules it, and it runs here afterwards.
  await orphanRun(fresh.id, { title: fresh.title, idea: fresh.idea, context: '', intellectualChallenge: '' });
  return fresh;
};
const wizard = {
  step: 'intellectual-challenge',
  data: { originalThoughts: 'Carriers must automate routing.' },
};

const { gateway, seeded, clients } = useOwnerThesisMembersGateway();

beforeAll(async () => {
  runtime = gateway.runtime;
  await runtime.services.theses.saveResearch(seeded.thesis.id, {
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

const restRows: RestTable = [
  [
    'POST /api/ai/generate-thesis-content',
    (c) => c.post('/api/ai/generate-thesis-content', wizard),
    withMembers(rest(200, 200, 200), 200, 200),
  ],
  [
    'POST /api/generate-summary',
    (c) =>
      c.post('/api/generate-summary', { content: 'Buying is faster. Building keeps the data in-house.' }),
    withMembers(rest(200, 200, 200), 200, 200),
  ],
  [
    'POST /api/text-to-speech (any text)',
    (c) => speech(c, { text: 'Hello there.' }),
    withMembers(rest(200, 200, 200), 200, 200),
  ],
  [
    'POST /api/text-to-speech (text of a shared thesis, with its shareUrl)',
    (c) => speech(c, { text: 'Buying is faster.', shareUrl: seeded.thesis.shareUrl }),
    withMembers(everyone(200), 200, 200),
  ],
  [
    'POST /api/theses/:id/research',
    async (c) => c.post(`/api/theses/${(await freshThesis()).id}/research`),
    restByRole(202, 'edit'),
  ],
  [
    'POST /api/theses/:id/research (complete thesis: research again)',
    async (c) => c.post(`/api/theses/${(await completeThesis()).id}/research`),
    restByRole(202, 'edit'),
  ],
  [
    'POST /api/theses/:id/research (a run is going)',
    async (c) => c.post(`/api/theses/${(await runningThesis()).id}/research`),
    restByRole(409, 'edit'),
  ],
  [
    'GET /api/theses/:id/research',
    (c) => c.get(`/api/theses/${seeded.thesis.id}/research`),
    restByRole(200, 'read'),
  ],
  [
    'GET /api/theses/:slug/research-phases',
    (c) => c.get(`/api/theses/${seeded.thesis.slug}/research-phases`),
    restByRole(200, 'read'),
  ],
  [
    'GET /api/theses/:id/research-plan',
    (c) => c.get(`/api/theses/${seeded.thesis.id}/research-plan`),
    restByRole(200, 'read'),
  ],
  [
    'PUT /api/theses/:slug/research-plan',
    (c) =>
      c.put(`/api/theses/${seeded.thesis.slug}/research-plan`, {
        phases: [{ id: 'framing', questions: ['Build or buy?'] }],
      }),
    restByRole(200, 'edit'),
  ],
  [
    'PUT /api/theses/:id/research-plan (missing thesis)',
    (c) => c.put('/api/theses/0123456789abcdef01234567/research-plan', { phases: [] }),
    restMissing(),
  ],
  [
    'GET /api/theses/:id/messages',
    (c) => c.get(`/api/theses/${seeded.thesis.id}/messages`),
    restByRole(200, 'read'),
  ],
  [
    'POST /api/theses/:id/messages',
    (c) => c.post(`/api/theses/${seeded.thesis.id}/messages`, { content: 'Which is faster?', role: 'user' }),
    restByRole(200, 'read'),
  ],
  [
    'POST /api/theses/:id/research (missing thesis)',
    (c) => c.post('/api/theses/0123456789abcdef01234567/research'),
    restMissing(),
  ],
];

const graphqlRows: GraphQLTable = [
  ['aiStatus', '{ aiStatus { engine } }', () => ({}), withMembers(everyone('ok'), 'ok', 'ok')],
  [
    'generateThesisContent',
    'mutation($i: GenerateThesisContentInput!) { generateThesisContent(input: $i) { content } }',
    () => ({ i: wizard }),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'generateSummary',
    'mutation($c: String!) { generateSummary(content: $c) { summary } }',
    () => ({ c: 'Buying is faster. Building keeps the data in-house. The board values control.' }),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'generateSummary (in a spelling variant)',
    'mutation($c: String!) { generateSummary(content: $c, language: USA) { insights } }',
    () => ({ c: 'The organisation buys faster. Building keeps the data in-house.' }),
    withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  ],
  [
    'startResearch',
    'mutation($id: ID!) { startResearch(thesisId: $id) { status } }',
    async () => ({ id: (await freshThesis()).id }),
    gqlByRole('ok', 'edit'),
  ],
  [
    'startResearch (complete thesis: research again)',
    'mutation($id: ID!) { startResearch(thesisId: $id) { status } }',
    async () => ({ id: (await completeThesis()).id }),
    gqlByRole('ok', 'edit'),
  ],
  [
    'startResearch (a run is going)',
    'mutation($id: ID!) { startResearch(thesisId: $id) { status } }',
    async () => ({ id: (await runningThesis()).id }),
    gqlByRole('CONFLICT', 'edit'),
  ],
  [
    'researchRun',
    'query($id: ID!) { researchRun(thesisId: $id) { status } }',
    () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'researchPhases',
    'query($id: ID!) { researchPhases(thesisId: $id) { id } }',
    () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'researchPlan',
    'query($id: ID!) { researchPlan(thesisId: $id) { reviewed phases { id questions } } }',
    () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'updateResearchPlan',
    'mutation($id: ID!, $input: ResearchPlanInput!) { updateResearchPlan(thesisId: $id, input: $input) { reviewed } }',
    () => ({
      id: seeded.thesis.id,
      input: { phases: [{ id: 'options', questions: ['Which options?'] }] },
    }),
    gqlByRole('ok', 'edit'),
  ],
  [
    'thesisMessages',
    'query($id: ID!) { thesisMessages(thesisId: $id) { id } }',
    () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
  [
    'sendThesisMessage',
    'mutation($id: ID!) { sendThesisMessage(thesisId: $id, content: "Which is faster?") { id } }',
    () => ({ id: seeded.thesis.id }),
    gqlByRole('ok', 'read'),
  ],
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
    variables: () => ({ id: seeded.thesis.id }),
    policy: gqlByRole('ok', 'read'),
  },
  {
    name: 'thesisMessageReply',
    query: 'subscription($id: ID!) { thesisMessageReply(thesisId: $id, content: "Faster?") { done } }',
    variables: () => ({ id: seeded.thesis.id }),
    policy: gqlByRole('ok', 'read'),
  },
  {
    name: 'thesisContentDraft',
    query: 'subscription($i: GenerateThesisContentInput!) { thesisContentDraft(input: $i) { done } }',
    variables: () => ({ i: wizard }),
    policy: withMembers(gql('ok', 'ok', 'ok'), 'ok', 'ok'),
  },
];

authorizationMatrices('AI operations', restRows, graphqlRows, clients);

describe('subscription authorization matrix (AI operations)', () => {
  for (const row of subscriptionRows) {
    for (const actor of [...ACTORS, 'editor', 'viewer'] as const) {
      const expected = row.policy[actor];
      it(`${row.name} as ${actor} → ${expected}`, async () => {
        const cookie = clients()[actor].sessionCookie;
        const client = wsClient(runtime.url, undefined, cookie ? { cookie } : {});
        const sub = collect<Record<string, unknown>>(client, row.query, row.variables());
        try {
          if (expected === 'ok') {
            if (row.name === 'researchProgress') {
              // No run yet, so nothing arrives until one starts: wait for the live subscription.
              await expect
                .poll(() => runtime.services.research.subscriberCount(seeded.thesis.id))
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
      seeded.clients.otherUser.get(`/api/theses/${seeded.thesis.id}/research-phases`),
      seeded.clients.otherUser.get('/api/theses/0123456789abcdef01234567/research-phases'),
    ]);
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual(missing.body);
  });
});
