// "Check claims again" asks the model about every citation of a section, so it is rate limited per
// user like the other AI endpoints (CLAIM_CHECK_LIMIT, issue 32): past the limit REST answers 429 with
// Retry-After and the product's message, GraphQL TOO_MANY_REQUESTS; the count is shared by both, and
// another user is not held back by it.
import { beforeAll, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import type { TestClient } from '../../testing/http-client.js';
import { seedOwnerThesis, signUpCallers } from '../../testing/matrix.js';
import { CLAIM_CHECK_LIMIT } from './citations.service.js';

const gateway = useTestRuntime();

let owner: TestClient;
let admin: TestClient;
let thesisId: string;

const MUTATION =
  'mutation($id: ID!) { checkSectionClaims(thesisId: $id, section: "Evidence") { section checked } }';

beforeAll(async () => {
  const callers = await signUpCallers(gateway, 'limit.io');
  owner = callers.clients.owner;
  admin = callers.clients.admin;
  const seeded = await seedOwnerThesis(gateway, callers.ids.owner);
  thesisId = seeded.thesis.id;
  await gateway.services.theses.update(seeded.ownerUser, thesisId, {
    content: '## Evidence\n\nCarriers lose margin to late deliveries.',
  });
});

it(`allows ${CLAIM_CHECK_LIMIT.points} checks per user in ${CLAIM_CHECK_LIMIT.durationSeconds / 60} minutes, then answers 429 with the product’s message`, async () => {
  const check = () =>
    owner.post<{ message: string }>(`/api/theses/${thesisId}/citations/check`, {
      section: 'Evidence',
    });
  // One over GraphQL: both ways count against the same limit.
  const first = await owner.graphql<{ checkSectionClaims: { section: string } }>(MUTATION, { id: thesisId });
  expect(first.body.errors).toBeUndefined();
  expect(first.body.data?.checkSectionClaims.section).toBe('Evidence');
  for (let i = 1; i < CLAIM_CHECK_LIMIT.points; i += 1) expect((await check()).status).toBe(200);

  const refused = await check();
  expect(refused.status).toBe(429);
  expect(refused.body.message).toBe('You are using the AI too quickly. Please wait a moment and try again.');
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(CLAIM_CHECK_LIMIT.durationSeconds);

  const graphql = await owner.graphql(MUTATION, { id: thesisId });
  expect(graphql.body.errors?.[0]).toMatchObject({
    message: 'You are using the AI too quickly. Please wait a moment and try again.',
    extensions: { code: 'TOO_MANY_REQUESTS' },
  });

  // The limit is the owner's: an admin may still check the same thesis.
  expect((await admin.post(`/api/theses/${thesisId}/citations/check`, { section: 'Evidence' })).status).toBe(
    200,
  );
});
