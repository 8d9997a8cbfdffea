// My sessions (issue 21 §4): where the person is signed in — browser and OS from the user agent,
// approximate address, signed in, last seen, this one marked — ending one, ending all others; ids
// that are not the session's secret; REST and GraphQL.
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAST_SEEN_EVERY_MS, approximateIp, sha256 } from '../../shared/sessions/session-store.js';
import { useTestRuntime } from '../../testing/runtime.js';
import type { TestClient } from '../../testing/http-client.js';
import {
  CHROME_WINDOWS,
  FIREFOX_MAC,
  SAFARI_IPHONE,
  signIn,
  signUp,
  type Person,
} from './account.testing.js';
import { describeUserAgent } from './user-agent.js';

const gateway = useTestRuntime();

interface SessionView {
  id: string;
  browser: string;
  os: string;
  platform: string | null;
  approximateIp: string | null;
  signedInAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
}

const tokenOf = (client: TestClient) => client.sessionCookie!.split('=')[1]!;
const sessionsOf = async (client: TestClient) => (await client.get<SessionView[]>('/api/user/sessions')).body;

let alice: Person;
let bob: Person;

beforeAll(async () => {
  await signUp(gateway, 'admin@x.io');
  alice = await signUp(gateway, 'alice@x.io', FIREFOX_MAC);
  bob = await signUp(gateway, 'bob@x.io');
});

describe('the list of sessions', () => {
  it('shows browser, OS, device, approximate address and dates, this one first and marked', async () => {
    const phone = await signIn(gateway, alice, SAFARI_IPHONE);
    const list = await sessionsOf(alice.client);
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      browser: 'Firefox 128',
      os: 'macOS 14.5',
      platform: 'desktop',
      approximateIp: '127.0.0.0/24',
      current: true,
    });
    expect(list[1]).toMatchObject({
      browser: 'Safari 17.5',
      os: 'iOS 17.5',
      platform: 'mobile',
      current: false,
    });
    for (const view of list) {
      expect(Date.parse(view.signedInAt)).toBeLessThanOrEqual(Date.parse(view.lastSeenAt));
      expect(Date.parse(view.expiresAt)).toBeGreaterThan(Date.now());
    }
    // From the phone, the phone's is the current one.
    expect((await sessionsOf(phone))[0]).toMatchObject({ browser: 'Safari 17.5', current: true });
  });

  it('never exposes the session secret nor the stored id', async () => {
    const token = tokenOf(alice.client);
    const text = JSON.stringify(await sessionsOf(alice.client));
    expect(text).not.toContain(token);
    expect(text).not.toContain(sha256(token));
    for (const view of await sessionsOf(alice.client)) expect(view.id).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('updates last seen at most every few minutes', async () => {
    const stored = sha256(tokenOf(alice.client));
    const sessions = mongoose.connection.db!.collection<{ _id: string; lastSeenAt: Date }>('sessions');
    const before = (await sessions.findOne({ _id: stored }))!.lastSeenAt;
    await alice.client.get('/api/user');
    expect((await sessions.findOne({ _id: stored }))!.lastSeenAt).toEqual(before);
    const longAgo = new Date(Date.now() - LAST_SEEN_EVERY_MS - 1000);
    await sessions.updateOne({ _id: stored }, { $set: { lastSeenAt: longAgo } });
    await alice.client.get('/api/user');
    expect((await sessions.findOne({ _id: stored }))!.lastSeenAt.getTime()).toBeGreaterThan(
      longAgo.getTime() + 1000,
    );
  });

  it('is each person’s own; anonymous callers get 401', async () => {
    const bobs = await sessionsOf(bob.client);
    expect(bobs).toHaveLength(1);
    expect((await gateway.client().get('/api/user/sessions')).status).toBe(401);
  });
});

describe('ending sessions', () => {
  it('ends one session by its id: that browser is signed out, this one stays', async () => {
    const laptop = await signIn(gateway, alice, CHROME_WINDOWS);
    const chrome = (await sessionsOf(alice.client)).find((s) => s.browser === 'Chrome 126')!;
    const ended = await alice.client.delete<{ message: string }>(`/api/user/sessions/${chrome.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body.message).toBe('Session ended');
    expect((await laptop.get('/api/user')).body).toBeFalsy();
    expect((await alice.client.get<{ email: string }>('/api/user')).body.email).toBe(alice.email);
    // Again, or someone else's, or made up: 404.
    expect((await alice.client.delete(`/api/user/sessions/${chrome.id}`)).status).toBe(404);
    const bobsId = (await sessionsOf(bob.client))[0]!.id;
    const other = await alice.client.delete<{ message: string }>(`/api/user/sessions/${bobsId}`);
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('Session not found.');
    expect((await bob.client.get<{ email: string }>('/api/user')).body.email).toBe(bob.email);
    expect((await alice.client.delete('/api/user/sessions/not-a-session')).status).toBe(404);
  });

  it('signs out everywhere else', async () => {
    const others = [
      await signIn(gateway, alice, CHROME_WINDOWS),
      await signIn(gateway, alice, SAFARI_IPHONE),
    ];
    const answer = await alice.client.delete<{ ended: number }>('/api/user/sessions');
    expect(answer.status).toBe(200);
    expect(answer.body.ended).toBeGreaterThanOrEqual(2);
    for (const other of others) expect((await other.get('/api/user')).body).toBeFalsy();
    expect(await sessionsOf(alice.client)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('ending this very session signs out (the cookie is cleared)', async () => {
    const client = await signIn(gateway, alice, FIREFOX_MAC);
    const mine = (await sessionsOf(client))[0]!;
    const ended = await client.delete<{ message: string }>(`/api/user/sessions/${mine.id}`);
    expect(ended.body.message).toBe('Signed out');
    expect(ended.headers.getSetCookie().join()).toMatch(/ts_session=;/);
    expect((await client.get('/api/user')).body).toBeFalsy();
  });
});

describe('GraphQL', () => {
  it('lists and ends sessions: mySessions, endMySession, endMyOtherSessions', async () => {
    const other = await signIn(gateway, bob, CHROME_WINDOWS);
    const listed = await bob.client.graphql<{ mySessions: SessionView[] }>(
      '{ mySessions { id browser os platform approximateIp signedInAt lastSeenAt expiresAt current } }',
    );
    expect(listed.body.errors).toBeUndefined();
    const sessions = listed.body.data!.mySessions;
    expect(sessions.map((s) => s.current)).toEqual([true, false]);
    const ended = await bob.client.graphql<{ endMySession: boolean }>(
      'mutation($id: ID!) { endMySession(id: $id) }',
      {
        id: sessions[1]!.id,
      },
    );
    expect(ended.body.data?.endMySession).toBe(true);
    expect((await other.get('/api/user')).body).toBeFalsy();
    const missing = await bob.client.graphql('mutation($id: ID!) { endMySession(id: $id) }', {
      id: sessions[1]!.id,
    });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    await signIn(gateway, bob, SAFARI_IPHONE);
    const rest = await bob.client.graphql<{ endMyOtherSessions: number }>('mutation { endMyOtherSessions }');
    expect(rest.body.data?.endMyOtherSessions).toBe(1);
    const anonymous = await gateway.client().graphql('{ mySessions { id } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('approximate addresses and user agents', () => {
  it('keeps IPv4 to its /24 and IPv6 to its /48, never the whole address', () => {
    expect(approximateIp('203.0.113.77')).toBe('203.0.113.0/24');
    expect(approximateIp('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(approximateIp('2001:db8:abcd:12:34::1')).toBe('2001:db8:abcd::/48');
    expect(approximateIp('::1')).toBe('::/48');
    expect(approximateIp('unknown')).toBeNull();
  });

  it('names browser, OS and device', () => {
    expect(describeUserAgent(CHROME_WINDOWS)).toEqual({
      browser: 'Chrome 126',
      os: 'Windows 10',
      platform: 'desktop',
      key: 'Chrome|Windows',
    });
    expect(describeUserAgent(SAFARI_IPHONE)).toMatchObject({
      browser: 'Safari 17.5',
      os: 'iOS 17.5',
      platform: 'mobile',
    });
    expect(describeUserAgent('curl/8.5.0')).toEqual({
      browser: 'Unknown browser',
      os: 'Unknown OS',
      platform: null,
      key: '|',
    });
    expect(describeUserAgent(undefined).browser).toBe('Unknown browser');
  });
});
