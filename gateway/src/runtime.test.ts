// Graceful shutdown of a running gateway: WebSockets closed with 1001, HTTP stopped, database closed.
import { describe, expect, it } from 'vitest';
import { researchProgressTopic } from './modules/research/research.service.js';
import { startRuntime } from './runtime.js';
import { collect, logSink, signedInCookie, until, wsClient } from './testing/fixtures.js';
import { testEnv } from './testing/runtime.js';

describe('Runtime.stop', () => {
  it('closes subscriptions with 1001, stops HTTP and disconnects the database', async () => {
    const runtime = await startRuntime(await testEnv(), {
      logger: logSink().logger,
      database: { kind: 'embedded', dbPath: undefined },
    });
    expect(runtime.database.isConnected()).toBe(true);

    const closeCodes: number[] = [];
    const cookie = await signedInCookie(runtime.url);
    const client = wsClient(runtime.url, (code) => closeCodes.push(code), { cookie });
    // A thesis of the signed-in user's, whose progress they may follow.
    const user = (await runtime.services.auth.currentUser(cookie.split('=')[1]))!.user;
    const project = await runtime.services.projects.create(user, { name: 'Shutdown' });
    const t = (await runtime.services.theses.create(user, project.id, { title: 'Followed' })).id;
    const sub = collect(client, 'subscription($t: ID!) { researchProgress(thesisId: $t) { percent } }', {
      t,
    });
    await until(() => runtime.pubsub.subscriberCount(researchProgressTopic(t)) === 1, 'subscription');
    expect((await fetch(`${runtime.url}/healthz`)).status).toBe(200);

    const started = Date.now();
    await runtime.stop();
    expect(Date.now() - started).toBeLessThan(5_000);

    await until(() => closeCodes.length > 0, 'client close event');
    expect(closeCodes[0]).toBe(1001);
    expect(runtime.pubsub.subscriberCount(researchProgressTopic(t))).toBe(0);
    expect(runtime.gateway.httpServer.listening).toBe(false);
    await expect(fetch(`${runtime.url}/healthz`)).rejects.toThrow();
    expect(runtime.database.isConnected()).toBe(false);
    // Stopping twice is harmless.
    await runtime.stop();
    sub.dispose();
    await client.dispose();
  });
});
