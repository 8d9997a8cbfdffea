// Hostile input over the GraphQL WebSocket (issue 8, item 8): cross-site upgrades with an admin's
// cookie, broken handshakes, wrong subprotocols, protocol violations, oversized frames, the socket and
// subscription caps, and every hostile GraphQL document. Each is refused at the upgrade (4xx), answered
// with an error message, or closed cleanly with a close code.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { DOCUMENT_FAMILIES, operationJson } from './cases/graphql.js';
import {
  HostileGateway,
  afterTheHostileCases,
  expectCleanClose,
  expectNoStackTrace,
  expectRefused,
  jsonOf,
  openSession,
  randomToken,
  upgrade,
  type Account,
  type WsMessage,
  type WsSession,
} from './harness.js';
import { CLOSE_TOO_MANY, WS_LIMITS } from '../websocket.js';

const PUBLIC_ORIGIN = 'https://studio.example.org';
const REMOTE_ORIGIN = 'https://thesis.example.com';

let gw: HostileGateway;
let admin: Account;
let member: Account;
/** A thesis the member owns: their subscriptions to it are legitimate and stay open. */
let ownThesisId: string;
let consoleError: MockInstance<typeof console.error>;

beforeAll(async () => {
  // graphql-ws reports failures of its own (close 4500) on console.error, not through the logger.
  consoleError = vi.spyOn(console, 'error');
  gw = await HostileGateway.start({
    PUBLIC_ORIGIN,
    REMOTE_MF_THESIS_URL: `${REMOTE_ORIGIN}/remoteEntry.js`,
  });
  admin = await gw.account('admin');
  member = await gw.account('member');
  const asMember = { cookie: member.cookie };
  const project = jsonOf<{ id: string }>(
    await gw.json('POST', '/api/projects', { name: 'Own project' }, asMember),
  );
  const thesis = jsonOf<{ id: string }>(
    await gw.json('POST', `/api/projects/${project?.id}/theses`, { title: 'Own thesis' }, asMember),
  );
  if (!thesis?.id) throw new Error('the member could not create a thesis');
  ownThesisId = thesis.id;
});
afterAll(async () => {
  consoleError?.mockRestore();
  await gw?.stop();
});

const SUBSCRIBE = 'subscription ($id: ID!) { researchProgress(thesisId: $id) { percent } }';
const isRefusal = (message: WsMessage) => message.type === 'error' || message.type === 'next';

type GraphQLErrors = Array<{ message: string; extensions?: { code?: string } }> | undefined;

const errorsOf = (answer: WsMessage): GraphQLErrors =>
  (answer.type === 'error'
    ? answer.payload
    : (answer.payload as { errors?: unknown })?.errors) as GraphQLErrors;
const errorCodes = (answer: WsMessage) => (errorsOf(answer) ?? []).map((error) => error.extensions?.code);

/** An answer that refuses the operation: an error message, or a result with errors and no data. */
function expectOperationRefused(answer: WsMessage, code?: string): void {
  const errors = errorsOf(answer);
  expect(isRefusal(answer), JSON.stringify(answer).slice(0, 300)).toBe(true);
  expect(errors?.length).toBeGreaterThan(0);
  for (const error of errors ?? []) {
    expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    if (code) expect(error.extensions?.code).toBe(code);
  }
  expectNoStackTrace(JSON.stringify(answer));
}

/** Upgrades with these Origins are cross-site: refused (403) before any operation, cookie or not. */
const FOREIGN_ORIGINS: ReadonlyArray<readonly [string, string]> = [
  ['a foreign origin', 'https://evil.example'],
  ['the null origin', 'null'],
  ['a look-alike suffix', 'https://studio.example.org.evil.example'],
  ['a subdomain of the site', 'https://evil.studio.example.org'],
  ['the site over http', 'http://studio.example.org'],
  ['the site on another port', 'https://studio.example.org:8443'],
  ['the site with a trailing slash', 'https://studio.example.org/'],
  ['the site with a path', 'https://studio.example.org/evil'],
  ['the site with credentials', 'https://studio.example.org@evil.example'],
  ['the site in capitals', 'HTTPS://STUDIO.EXAMPLE.ORG'],
  ['two origins in one header', `https://evil.example, ${PUBLIC_ORIGIN}`],
  ['a file origin', 'file://'],
  ['a browser-extension origin', 'chrome-extension://abcdefghijklmnop'],
  ['an empty origin', ''],
  ['a wildcard', '*'],
  ['the remote over http', 'http://thesis.example.com'],
];

describe.concurrent('the upgrade: the site origin rule', () => {
  it.each(FOREIGN_ORIGINS)("refuses %s with the admin's cookie (403)", async (_name, origin) => {
    const { status, session } = await upgrade(gw, { headers: { origin, cookie: admin.cookie } });
    session?.close();
    expect(status).toBe(403);
  });

  it.each(['cross-site', 'same-site'])('refuses Sec-Fetch-Site: %s without an Origin (403)', async (site) => {
    const { status, session } = await upgrade(gw, {
      headers: { 'sec-fetch-site': site, cookie: admin.cookie },
    });
    session?.close();
    expect(status).toBe(403);
  });
});

describe('the findings of the hostile probe (issue 8)', () => {
  it.each([
    ['a foreign Origin', 'https://evil.example'],
    ['the null Origin', 'null'],
  ])(
    "refuses an upgrade from %s carrying an admin's cookie before createUser(role: admin) or changeUserRole can run",
    async (_name, origin) => {
      const username = `ws${randomToken(4).replace(/[^a-z0-9]/gi, '')}`;
      const { status, session } = await upgrade(gw, { headers: { origin, cookie: admin.cookie } });
      if (session) {
        // Only reached if the upgrade was (wrongly) accepted: try what the probe ran.
        await session.init();
        session.send({
          id: 'create',
          type: 'subscribe',
          payload: {
            query: `mutation { createUser(input: { username: "${username}", email: "${username}@evil.example", password: "password8", role: admin }) { id } }`,
          },
        });
        session.send({
          id: 'promote',
          type: 'subscribe',
          payload: { query: `mutation { changeUserRole(userId: "${member.id}", role: admin) { id } }` },
        });
        await session.next((m) => m.id === 'promote');
        session.close();
      }
      expect(status).toBe(403);
      const users = await gw.runtime.services.users.list(
        (await gw.runtime.services.auth.currentUser(admin.cookie.slice('ts_session='.length)))!.user,
      );
      expect(users.filter((user) => user.username === username)).toEqual([]);
      expect(users.find((user) => user.id === member.id)?.role).toBe('user');
    },
  );

  it.each([
    ['the public origin', PUBLIC_ORIGIN],
    ['a configured remote origin', REMOTE_ORIGIN],
  ])("accepts %s, where the admin's cookie is the admin", async (_name, origin) => {
    const session = await openSession(gw, { headers: { origin, cookie: admin.cookie } });
    await session.init();
    const answer = await session.operation('me', '{ me { role } }');
    expect(answer).toMatchObject({ type: 'next', payload: { data: { me: { role: 'admin' } } } });
    session.close();
  });

  it('refuses anonymous subscriptions for any thesis id (UNAUTHENTICATED)', async () => {
    const session = await openSession(gw);
    await session.init();
    const ids = ['any', '0123456789abcdef01234567', '{"$gt":""}', '../../admin', '*', 'x'.repeat(128), 'ä😀'];
    for (const [index, id] of ids.entries()) {
      expectOperationRefused(await session.operation(`s${index}`, SUBSCRIBE, { id }), 'UNAUTHENTICATED');
    }
    expect(session.closeEvent).toBeUndefined();
    session.close();
  });

  it(`caps subscriptions per socket: the 21st of 100 closes it with ${CLOSE_TOO_MANY}`, async () => {
    const session = await openSession(gw, { headers: { cookie: member.cookie } });
    await session.init();
    for (let i = 0; i < 100; i++) {
      session.send({
        id: `sub${i}`,
        type: 'subscribe',
        payload: { query: SUBSCRIBE, variables: { id: ownThesisId } },
      });
    }
    const close = await session.closed;
    expectCleanClose(close, CLOSE_TOO_MANY);
    expect(close.reason).toBe('Too many subscriptions on one connection');
    const refusedFirst = session.messages.filter((m) => m.type === 'error').map((m) => m.id);
    expect(refusedFirst.every((id) => Number(id?.slice(3)) >= WS_LIMITS.subscriptionsPerSocket)).toBe(true);
  });

  it(`caps sockets per address: of 200, ${WS_LIMITS.socketsPerIp} stay open and the rest close with ${CLOSE_TOO_MANY}`, async () => {
    const headers = { 'x-forwarded-for': '203.0.113.200' };
    // Each says connection_init at once, so that none is closed for idling (4408) while the rest open.
    const sessions = await Promise.all(
      Array.from({ length: 200 }, async () => {
        const session = await openSession(gw, { headers });
        session.send({ type: 'connection_init' });
        return session;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = await Promise.all(
      sessions.map((session) =>
        Promise.race([
          session.closed,
          new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000)),
        ]),
      ),
    );
    const refused = closed.filter((close) => close !== null);
    expect(refused).toHaveLength(200 - WS_LIMITS.socketsPerIp);
    for (const close of refused) {
      expectCleanClose(close, CLOSE_TOO_MANY);
      expect(close.reason).toBe('Too many open connections from this address');
    }
    for (const session of sessions) session.close();
  });

  it(`caps sockets per account: the ${WS_LIMITS.socketsPerUser + 1}th, from another address, closes with ${CLOSE_TOO_MANY}`, async () => {
    const account = await gw.account('busy');
    const sessions: WsSession[] = [];
    for (let i = 0; i <= WS_LIMITS.socketsPerUser; i++) {
      const session = await openSession(gw, { headers: { cookie: account.cookie } });
      session.send({ type: 'connection_init' });
      sessions.push(session);
    }
    const close = await sessions[WS_LIMITS.socketsPerUser]!.closed;
    expectCleanClose(close, CLOSE_TOO_MANY);
    expect(close.reason).toBe('Too many open connections for this account');
    expect(sessions.slice(0, WS_LIMITS.socketsPerUser).every((s) => s.closeEvent === undefined)).toBe(true);
    for (const session of sessions) session.close();
  });

  it('closes a socket sending a 20 MB frame with 1009, without reading it', async () => {
    const session = await openSession(gw);
    session.send('x'.repeat(20 * 1024 * 1024));
    expectCleanClose(await session.closed, 1009);
  });
});

const HANDSHAKE = (lines: string[], path = '/graphql', method = 'GET') =>
  [`${method} ${path} HTTP/1.1`, 'Host: localhost', ...lines, '', ''].join('\r\n');
const UPGRADE = [
  'Upgrade: websocket',
  'Connection: Upgrade',
  'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
  'Sec-WebSocket-Version: 13',
  'Sec-WebSocket-Protocol: graphql-transport-ws',
];
const without = (name: string) => UPGRADE.filter((line) => !line.startsWith(name));

describe.concurrent('broken handshakes', () => {
  it.each([
    ['an upgrade on /api/user', HANDSHAKE(UPGRADE, '/api/user'), 404],
    ['an upgrade on /graphql/', HANDSHAKE(UPGRADE, '/graphql/'), 404],
    ['an upgrade on /GRAPHQL', HANDSHAKE(UPGRADE, '/GRAPHQL'), 404],
    ['an upgrade on /graphql/../graphql', HANDSHAKE(UPGRADE, '/graphql/../graphql'), 404],
    ['an upgrade on /graphql%00', HANDSHAKE(UPGRADE, '/graphql%00'), 404],
    [
      'an unsupported Sec-WebSocket-Version',
      HANDSHAKE([...without('Sec-WebSocket-Version'), 'Sec-WebSocket-Version: 12']),
      400,
    ],
    ['no Sec-WebSocket-Key', HANDSHAKE(without('Sec-WebSocket-Key')), 400],
    [
      'a malformed Sec-WebSocket-Key',
      HANDSHAKE([...without('Sec-WebSocket-Key'), 'Sec-WebSocket-Key: short']),
      400,
    ],
    ['a POST upgrade', HANDSHAKE(UPGRADE, '/graphql', 'POST'), 405],
    ['a foreign Origin on a raw upgrade', HANDSHAKE([...UPGRADE, 'Origin: https://evil.example']), 403],
  ] as const)('refuses %s', async (_name, request, status) => {
    const { status: answered, text } = await gw.raw(request);
    expectRefused({ status: answered, headers: {}, body: text }, [status]);
  });
});

/**
 * Sends a handshake offering `protocol` on a raw socket (the ws client would itself drop a connection
 * whose server picked no subprotocol) and resolves with the close code of the first close frame.
 */
function closeCodeOffering(protocol: string): Promise<{ status: number; code: number }> {
  const { hostname, port } = new URL(gw.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => socket.destroy(new Error('no close frame')), 5_000);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      // Server frames are unmasked: 0x88 (FIN + close), a length byte, then the two-byte code.
      if (end < 0 || received.length < end + 8 || received[end + 4] !== 0x88) return;
      clearTimeout(timer);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(received.toString('latin1'))?.[1]),
        code: received.readUInt16BE(end + 6),
      });
      socket.destroy();
    });
    socket.on('error', reject);
    socket.write(HANDSHAKE([...without('Sec-WebSocket-Protocol'), `Sec-WebSocket-Protocol: ${protocol}`]));
  });
}

describe.concurrent('subprotocols other than graphql-transport-ws', () => {
  it('closes a socket offering none with 4406', async () => {
    const session = await openSession(gw, { protocols: [] });
    expectCleanClose(await session.closed, 4406);
  });

  it.each([
    ['the legacy graphql-ws (subscriptions-transport-ws)', 'graphql-ws'],
    ['an unknown one', 'foo'],
    ['a look-alike', 'graphql-transport-ws-x'],
    ['the right one in capitals', 'GRAPHQL-TRANSPORT-WS'],
  ])('closes a socket offering %s with 4406', async (_name, protocol) => {
    expect(await closeCodeOffering(protocol)).toEqual({ status: 101, code: 4406 });
  });
});

/** Messages that break graphql-transport-ws, each on a fresh socket, and the close code each earns. */
const PROTOCOL_VIOLATIONS: ReadonlyArray<readonly [string, boolean, Array<string | Buffer>, number]> = [
  [
    'a subscribe before connection_init',
    false,
    ['{"id":"1","type":"subscribe","payload":{"query":"{ __typename }"}}'],
    4401,
  ],
  ['text that is not JSON', false, ['not json'], 4400],
  ['a truncated JSON object', false, ['{'], 4400],
  ['a JSON array', false, ['[]'], 4400],
  ['JSON null', false, ['null'], 4400],
  ['a JSON number', false, ['1'], 4400],
  ['a JSON string', false, ['""'], 4400],
  ['an object without a type', false, ['{}'], 4400],
  ['an unknown message type', false, ['{"type":"bogus"}'], 4400],
  ['connection_init with a text payload', false, ['{"type":"connection_init","payload":"text"}'], 4400],
  ['a server-only next message', true, ['{"id":"1","type":"next","payload":{}}'], 4400],
  ['a server-only error message', true, ['{"id":"1","type":"error","payload":[]}'], 4400],
  ['a server-only connection_ack', false, ['{"type":"connection_ack"}'], 4400],
  ['binary garbage', false, [Buffer.from([0, 159, 146, 150, 255])], 4400],
  ['a second connection_init', true, ['{"type":"connection_init"}'], 4429],
  [
    'a subscribe with a numeric id',
    true,
    ['{"id":1,"type":"subscribe","payload":{"query":"{ __typename }"}}'],
    4400,
  ],
  [
    'a subscribe with an empty id',
    true,
    ['{"id":"","type":"subscribe","payload":{"query":"{ __typename }"}}'],
    4400,
  ],
  ['a subscribe without a payload', true, ['{"id":"1","type":"subscribe"}'], 4400],
  [
    'a subscribe with only a persisted-query hash',
    true,
    [
      `{"id":"1","type":"subscribe","payload":{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"${'ab'.repeat(32)}"}}}}`,
    ],
    4400,
  ],
  ['a subscribe with a number as query', true, ['{"id":"1","type":"subscribe","payload":{"query":1}}'], 4400],
  [
    'a subscribe with text as variables',
    true,
    ['{"id":"1","type":"subscribe","payload":{"query":"{ __typename }","variables":"{}"}}'],
    4400,
  ],
  [
    'a subscribe with text as extensions',
    true,
    ['{"id":"1","type":"subscribe","payload":{"query":"{ __typename }","extensions":"x"}}'],
    4400,
  ],
  ['a complete without an id', true, ['{"type":"complete"}'], 4400],
  ['a ping with a text payload', true, ['{"type":"ping","payload":"x"}'], 4400],
];

describe.concurrent('protocol violations', () => {
  it.each(PROTOCOL_VIOLATIONS)('closes the socket on %s', async (_name, initFirst, messages, code) => {
    const session = await openSession(gw);
    if (initFirst) await session.init();
    for (const message of messages) session.send(message);
    expectCleanClose(await session.closed, code);
  });

  it('closes the socket on a text frame that is not UTF-8 (1007)', async () => {
    const session = await openSession(gw);
    session.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expectCleanClose(await session.closed, 1007);
  });

  it('closes the socket on a second subscribe with an id still in use (4409)', async () => {
    const session = await openSession(gw, { headers: { cookie: member.cookie } });
    await session.init();
    const message = {
      id: 'same',
      type: 'subscribe',
      payload: { query: SUBSCRIBE, variables: { id: ownThesisId } },
    };
    session.send(message);
    session.send(message);
    const close = await session.closed;
    expectCleanClose(close, 4409);
    expect(close.reason).toBe('Subscriber for same already exists');
  });

  it('closes a socket that never sends connection_init (4408, after 3 s)', async () => {
    const session = await openSession(gw);
    expectCleanClose(await session.closed, 4408);
  });
});

describe.concurrent('frames and variables beyond the frame cap', () => {
  it.each([
    ['a text frame of 1 MiB + 1 byte', () => 'x'.repeat(WS_LIMITS.maxPayloadBytes + 1)],
    ['a binary frame of 2 MiB', () => Buffer.alloc(2 * 1024 * 1024, 1)],
    [
      'a subscribe carrying 2 MiB of variables',
      () =>
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: SUBSCRIBE, variables: { id: 'x'.repeat(2 * 1024 * 1024) } },
        }),
    ],
  ])('closes the socket on %s (1009)', async (_name, frame) => {
    const session = await openSession(gw);
    await session.init();
    session.send(frame());
    expectCleanClose(await session.closed, 1009);
  });

  it('refuses 900,000 characters of variables under the cap with an error, keeping the socket', async () => {
    for (const [who, headers, codes] of [
      ['anonymous', {}, ['UNAUTHENTICATED']],
      ['signed in', { cookie: member.cookie }, ['BAD_USER_INPUT', 'NOT_FOUND']],
    ] as const) {
      const session = await openSession(gw, { headers });
      await session.init();
      const answer = await session.operation(who, SUBSCRIBE, { id: 'x'.repeat(900_000) });
      expectOperationRefused(answer);
      expect(codes).toContain(errorCodes(answer)[0]);
      expect(session.closeEvent).toBeUndefined();
      session.close();
    }
  });

  it('refuses sign-in over the WebSocket (sessions start and end over HTTP)', async () => {
    const session = await openSession(gw);
    await session.init();
    const answer = await session.operation(
      'login',
      'mutation ($i: LoginInput!) { login(input: $i) { id } }',
      { i: { email: member.email, password: member.password } },
    );
    expectOperationRefused(answer, 'BAD_USER_INPUT');
    session.close();
  });
});

describe.each(Object.entries(DOCUMENT_FAMILIES))('%s, over the WebSocket', (_family, cases) => {
  // One socket per family: every case is answered on it and none may close it.
  let session: WsSession;
  beforeAll(async () => {
    session = await openSession(gw);
    await session.init();
  });
  afterAll(() => session?.close());

  it.each(cases.map((c, index) => [c.name, c, `d${index}`] as const))(
    'refuses %s with an error message, keeping the socket open',
    async (_name, c, id) => {
      session.send(`{"id":"${id}","type":"subscribe","payload":${operationJson(c)}}`);
      expectOperationRefused(await session.next((m) => m.id === id));
      expect(session.closeEvent).toBeUndefined();
    },
  );
});

afterTheHostileCases(
  () => gw,
  async () => {
    const session = await openSession(gw, { headers: { origin: PUBLIC_ORIGIN, cookie: member.cookie } });
    await session.init();
    expect(await session.operation('me', '{ me { email } }')).toMatchObject({
      type: 'next',
      payload: { data: { me: { email: member.email } } },
    });
    session.close();
  },
);

describe('graphql-ws itself', () => {
  it('reported no internal error (close 4500 and console.error) during the file', () => {
    expect(consoleError).not.toHaveBeenCalled();
  });
});
