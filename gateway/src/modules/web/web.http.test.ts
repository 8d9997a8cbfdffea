// The search provider in use, as clients see it: /healthz, GraphQL aiStatus and serverInfo.
import { describe, expect, it } from 'vitest';
import { useTestRuntime } from '../../testing/runtime.js';
import { TestClient } from '../../testing/http-client.js';
import { signedInCookie } from '../../testing/fixtures.js';

const gateway = useTestRuntime({ SEARXNG_URL: 'http://searxng.internal:8080', BRAVE_API_KEY: 'brave-key' });

describe('search settings', () => {
  it('/healthz names the search provider', async () => {
    const health = await fetch(`${gateway.url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', db: 'embedded', ai: 'offline', search: 'searxng' });
  });

  it('aiStatus and serverInfo name it too', async () => {
    const user = new TestClient(gateway.url);
    user.sessionCookie = await signedInCookie(gateway.url, 'searcher');
    const res = await user.graphql<{
      aiStatus: { engine: string; search: string };
      serverInfo: { ai: string; search: string };
    }>('{ aiStatus { engine search } serverInfo { ai search } }');
    expect(res.body.data).toEqual({
      aiStatus: { engine: 'offline', search: 'searxng' },
      serverInfo: { ai: 'offline', search: 'searxng' },
    });
  });
});
