// Personal API tokens (issue 19) as the tests make them: through a signed-in session, over REST.
import { expect } from 'vitest';
import type { TestClient } from './http-client.js';

/** A token named `name` of `scope`, valid 30 days, created with `client`'s session (expecting 201). */
export async function createToken(
  client: TestClient,
  name: string,
  scope: 'read' | 'write',
): Promise<{ id: string; token: string }> {
  const res = await client.post<{ id: string; token: string }>('/api/tokens', {
    name,
    scope,
    expiresInDays: 30,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
