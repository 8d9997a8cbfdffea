// The MCP server from outside (issue 30), as an agent reaches it: the official SDK's Client over
// Streamable HTTP with the product's API tokens against a real gateway — 401 without a token, the tools
// and their schemas, each tool called, read tokens refused every change (a tool error naming the
// scope), someone else's thesis "not found" as over REST, bad arguments as tool errors (never a 500),
// resources and their change notifications, sessions bound to their token, the Origin check, idle
// sessions closed, and a token revoked mid-session refused on the next request.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {
  ResourceListChangedNotificationSchema,
  type CallToolResult,
} from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_FACTS, FakeWeb } from '../../testing/fake-web.js';
import { logSink } from '../../testing/fixtures.js';
import type { TestClient } from '../../testing/http-client.js';
import { createToken } from '../../testing/tokens.js';
import { useTestRuntime } from '../../testing/runtime.js';

let web: FakeWeb;
const sink = logSink('info');
const gateway = useTestRuntime(
  async () => {
    web = await FakeWeb.start();
    return { FETCH_ALLOWED_HOSTS: web.host };
  },
  { logger: sink.logger },
);
afterAll(async () => web?.close());

const CONTENT = [
  '## Tidal output',
  '',
  'The Halvorsen array produced 41.7 GWh in its first year [1]. Output tracks the spring tides closely.',
  '',
  '## Costs',
  '',
  'Turbines cost 3.2 million euros each, and maintenance is scheduled at neap tides to save money.',
].join('\n');

const SOURCE_TEXT =
  'Annual report. The Halvorsen tidal array delivered 41.7 GWh in its first year of operation. ' +
  'Maintenance crews work at neap tide, when currents are weakest.';

interface Person {
  client: TestClient;
  id: string;
  projectId: string;
  thesisId: string;
}

let admin: TestClient;
let alice: Person;
let bob: Person;

const agentToken = (client: TestClient, scope: 'read' | 'write') =>
  createToken(client, `agent ${scope}`, scope);

/** Nothing was done with `person`'s things: no research started, no thesis added, `page` never fetched. */
async function expectNothingDoneFor(person: Person, page: string): Promise<void> {
  const run = await person.client.get<{ status: string }>(`/api/theses/${person.thesisId}/research`);
  expect(run.body.status).toBe('not_started');
  const project = await person.client.get<{ theses: unknown[] }>(`/api/projects/${person.projectId}`);
  expect(project.body.theses).toHaveLength(1);
  expect(web.requested(page)).toBe(false);
}

async function person(email: string, title: string): Promise<Person> {
  const { client, id } = await gateway.signUp(email);
  const project = await client.post<{ id: string }>('/api/projects', { name: `${title} project` });
  expect(project.status).toBe(201);
  const thesis = await client.post<{ id: string }>(`/api/projects/${project.body.id}/theses`, { title });
  expect(thesis.status).toBe(201);
  return { client, id, projectId: project.body.id, thesisId: thesis.body.id };
}

const open: Client[] = [];

async function connect(token: string | null, name = 'test agent'): Promise<Client> {
  const client = new Client({ name, version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${gateway.url}/mcp`), {
    requestInit: token === null ? {} : { headers: { authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  open.push(client);
  return client;
}
afterAll(async () => {
  await Promise.all(open.map((client) => client.close().catch(() => undefined)));
});

const call = (client: Client, name: string, args: Record<string, unknown> = {}) =>
  client.callTool({ name, arguments: args }) as Promise<CallToolResult>;

const textOf = (result: CallToolResult): string =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

/** A raw JSON-RPC request to /mcp, for what the SDK client would not send. */
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateway.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      ...headers,
    },
    body: JSON.stringify(body),
  });

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

let readToken: { id: string; token: string };
let writeToken: { id: string; token: string };
let bobToken: { id: string; token: string };

beforeAll(async () => {
  ({ client: admin } = await gateway.signUp('admin@mcp.io'));
  alice = await person('alice@mcp.io', 'Tidal power pays');
  bob = await person('bob@mcp.io', 'Bob’s private thesis');
  const edited = await alice.client.request('PATCH', `/api/theses/${alice.thesisId}`, { content: CONTENT });
  expect(edited.status).toBe(200);
  const source = await alice.client.post(`/api/theses/${alice.thesisId}/sources`, {
    title: 'Halvorsen annual report',
    text: SOURCE_TEXT,
  });
  expect(source.status, JSON.stringify(source.body)).toBe(201);
  await gateway.services.sources.waitUntilSettled(alice.thesisId);
  readToken = await agentToken(alice.client, 'read');
  writeToken = await agentToken(alice.client, 'write');
  bobToken = await agentToken(bob.client, 'read');
});

describe('connecting', () => {
  it('answers 401 with WWW-Authenticate without a token, and the SDK client cannot connect', async () => {
    const res = await post(INITIALIZE);
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer realm="Thesis Studio MCP"/);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/Authorization: Bearer ts_pat_/);
    await expect(connect(null)).rejects.toThrow();
  });

  it('answers 401 invalid_token for a token that is not valid, and never reads a session cookie', async () => {
    const res = await post(INITIALIZE, { authorization: 'Bearer ts_pat_' + 'x'.repeat(43) });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/error="invalid_token"/);
    // Alice's browser session alone does not open a session.
    const cookie = await alice.client.request('POST', '/mcp', INITIALIZE, {
      accept: 'application/json, text/event-stream',
    });
    expect(cookie.status).toBe(401);
  });

  it('lists the eight tools, each with an input and an output schema and a description', async () => {
    const client = await connect(readToken.token);
    expect(client.getServerVersion()?.name).toBe('thesis-studio');
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'add_source_url',
        'ask_thesis',
        'create_thesis',
        'get_thesis',
        'list_theses',
        'research_status',
        'search_sources',
        'start_research',
      ].sort(),
    );
    for (const tool of tools) {
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
      expect(tool.description?.length, tool.name).toBeGreaterThan(60);
    }
    const write = tools.filter((tool) => tool.annotations?.readOnlyHint === false).map((tool) => tool.name);
    expect(write.sort()).toEqual(['add_source_url', 'create_thesis', 'start_research']);
  });

  it('refuses a browser page of another site (Origin), and answers the site’s own', async () => {
    const foreign = await post(INITIALIZE, {
      authorization: `Bearer ${readToken.token}`,
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    const own = await post(INITIALIZE, { authorization: `Bearer ${readToken.token}`, origin: gateway.url });
    expect(own.status).toBe(200);
    expect(own.headers.get('mcp-session-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a request with no session that is not an initialize, and an unknown session with 404', async () => {
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
    const auth = { authorization: `Bearer ${readToken.token}` };
    expect((await post(list, auth)).status).toBe(400);
    expect((await post(list, { ...auth, 'mcp-session-id': 'no-such-session' })).status).toBe(404);
  });

  it('answers a session only with the token that opened it', async () => {
    const opened = await post(INITIALIZE, { authorization: `Bearer ${readToken.token}` });
    const session = opened.headers.get('mcp-session-id')!;
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
    const other = await post(list, { authorization: `Bearer ${bobToken.token}`, 'mcp-session-id': session });
    expect(other.status).toBe(404);
  });

  it('refuses a token in the URL and a body over 1 MB, never with a 500', async () => {
    const inUrl = await fetch(`${gateway.url}/mcp?token=${readToken.token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${readToken.token}` },
      body: JSON.stringify(INITIALIZE),
    });
    expect(inUrl.status).toBe(400);
    const big = await post(
      { ...INITIALIZE, params: { ...INITIALIZE.params, padding: 'x'.repeat(1_100_000) } },
      { authorization: `Bearer ${readToken.token}` },
    );
    expect(big.status).toBe(413);
    const broken = await fetch(`${gateway.url}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${readToken.token}` },
      body: '{"jsonrpc":',
    });
    expect(broken.status).toBe(400);
    // The specification: initialize is never part of a batch.
    const batch = await post([INITIALIZE], { authorization: `Bearer ${readToken.token}` });
    expect(batch.status).toBe(400);
  });
});

describe('the tools, with a read token', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(readToken.token);
  });

  it('list_theses: the person’s own theses, filtered by project and status', async () => {
    const all = await call(client, 'list_theses');
    expect(all.isError).toBeFalsy();
    const { theses } = all.structuredContent as { theses: Array<{ id: string; title: string; uri: string }> };
    expect(theses.map((thesis) => thesis.id)).toEqual([alice.thesisId]);
    expect(theses[0]).toMatchObject({
      title: 'Tidal power pays',
      language: 'en-GB',
      uri: `thesis://${alice.thesisId}`,
    });
    const drafts = await call(client, 'list_theses', { projectId: alice.projectId, status: 'draft' });
    expect((drafts.structuredContent as { theses: unknown[] }).theses).toHaveLength(1);
    const complete = await call(client, 'list_theses', { status: 'complete' });
    expect((complete.structuredContent as { theses: unknown[] }).theses).toHaveLength(0);
  });

  it('get_thesis: the Markdown, cue cards, key insights and citations with their checks', async () => {
    const result = await call(client, 'get_thesis', { thesisId: alice.thesisId });
    expect(result.isError, textOf(result)).toBeFalsy();
    const thesis = result.structuredContent as {
      markdown: string;
      cueCards: Array<{ title: string }>;
      keyInsights: string[];
      citations: { summary: { total: number }; citations: unknown[] };
    };
    expect(thesis.markdown).toBe(CONTENT);
    expect(thesis.cueCards.map((card) => card.title)).toEqual(
      expect.arrayContaining(['Tidal output', 'Costs']),
    );
    expect(thesis.keyInsights.length).toBeGreaterThan(0);
    expect(thesis.citations.summary.total).toBe(thesis.citations.citations.length);
    // The same answer as text, for clients that read only text.
    expect(JSON.parse(textOf(result))).toEqual(result.structuredContent);
  });

  it('search_sources: passages with their source’s title and location', async () => {
    const result = await call(client, 'search_sources', { thesisId: alice.thesisId, query: 'Halvorsen GWh' });
    expect(result.isError, textOf(result)).toBeFalsy();
    const { passages } = result.structuredContent as {
      passages: Array<{ sourceTitle: string; location: string; text: string }>;
    };
    expect(passages[0]).toMatchObject({ sourceTitle: 'Halvorsen annual report' });
    expect(passages[0]!.text).toContain('41.7 GWh');
    expect(typeof passages[0]!.location).toBe('string');
  });

  it('ask_thesis: a cited answer, without adding to the owner’s chat', async () => {
    const result = await call(client, 'ask_thesis', {
      thesisId: alice.thesisId,
      question: 'How much did the Halvorsen array produce in its first year?',
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const answer = result.structuredContent as { answer: string; citations: Array<{ sourceTitle: string }> };
    expect(answer.answer).toMatch(/41\.7/);
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(answer.citations[0]!.sourceTitle).toBe('Halvorsen annual report');
    const chat = await alice.client.get<unknown[]>(`/api/theses/${alice.thesisId}/messages`);
    expect(chat.body).toEqual([]);
  });

  it('research_status: phases, percent and queue position', async () => {
    const result = await call(client, 'research_status', { thesisId: alice.thesisId });
    expect(result.isError, textOf(result)).toBeFalsy();
    const { run } = result.structuredContent as {
      run: { status: string; percent: number; phases: unknown[]; queuePosition: number | null };
    };
    expect(run).toMatchObject({ status: 'not_started', percent: 0, queuePosition: null });
    expect(run.phases.length).toBeGreaterThan(0);
  });

  it('refuses every write tool with a tool error naming the scope, and changes nothing', async () => {
    const attempts: Array<[string, Record<string, unknown>]> = [
      ['start_research', { thesisId: alice.thesisId }],
      ['create_thesis', { projectId: alice.projectId, title: 'Not made' }],
      ['add_source_url', { thesisId: alice.thesisId, url: web.url('/articles/tidal-power.html') }],
    ];
    for (const [name, args] of attempts) {
      const result = await call(client, name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toMatch(/write scope/);
      expect(textOf(result), name).toMatch(/read scope/);
    }
    await expectNothingDoneFor(alice, '/articles/tidal-power.html');
  });

  it('answers "not found" for someone else’s thesis or project, exactly as REST does', async () => {
    const rest = await alice.client.get<{ message: string }>(`/api/theses/${bob.thesisId}`);
    expect(rest.status).toBe(404);
    for (const name of ['get_thesis', 'search_sources', 'ask_thesis', 'research_status']) {
      const result = await call(client, name, {
        thesisId: bob.thesisId,
        ...(name === 'search_sources' ? { query: 'private' } : {}),
        ...(name === 'ask_thesis' ? { question: 'What is in it?' } : {}),
      });
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toBe(rest.body.message);
    }
    const project = await call(client, 'list_theses', { projectId: bob.projectId });
    expect(project.isError).toBe(true);
    expect(textOf(project)).toMatch(/not found/i);
    await expect(client.readResource({ uri: `thesis://${bob.thesisId}` })).rejects.toThrow(rest.body.message);
  });

  it('answers bad arguments with a tool error, never a 500', async () => {
    const cases: Array<[string, Record<string, unknown>]> = [
      ['get_thesis', {}],
      ['get_thesis', { thesisId: 42 }],
      ['get_thesis', { thesisId: alice.thesisId, extra: true }],
      ['search_sources', { thesisId: alice.thesisId, query: '', limit: 1000 }],
      ['list_theses', { status: 'published' }],
      ['no_such_tool', {}],
    ];
    for (const [name, args] of cases) {
      const result = await call(client, name, args);
      expect(result.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
      expect(textOf(result).length).toBeGreaterThan(10);
    }
    const statuses = sink
      .lines()
      .map((line) => (line.res as { statusCode?: number } | undefined)?.statusCode);
    expect(statuses.filter((status) => status !== undefined && status >= 500)).toEqual([]);
  });

  it('serves each thesis as a resource (Markdown) and its citations (JSON)', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([`thesis://${alice.thesisId}`]);
    const markdown = await client.readResource({ uri: `thesis://${alice.thesisId}` });
    expect(markdown.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: CONTENT });
    const citations = await client.readResource({ uri: `thesis://${alice.thesisId}/citations` });
    expect(JSON.parse((citations.contents[0] as { text: string }).text)).toMatchObject({
      summary: expect.objectContaining({ total: expect.any(Number) }),
    });
  });

  it('writes one log line per call, like a REST request’s, with the person and the token', () => {
    const calls = sink.lines().filter((line) => line.msg === 'mcp tool call');
    expect(calls.length).toBeGreaterThan(10);
    const refused = calls.find((line) => (line.mcp as { tool: string }).tool === 'start_research');
    expect(refused).toMatchObject({ tokenId: readToken.id, scope: 'read', outcome: 'FORBIDDEN' });
    expect(refused?.thesisId).toBe(alice.thesisId);
    const requests = sink
      .lines()
      .filter((line) => (line.req as { url?: string } | undefined)?.url === '/mcp');
    expect(requests.length).toBeGreaterThan(calls.length);
    for (const line of sink.lines()) expect(JSON.stringify(line)).not.toContain(readToken.token);
  });
});

describe('the tools, with a write token', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect(writeToken.token);
  });

  it('create_thesis makes a draft in the person’s project, and the resource list change is notified', async () => {
    const changed = new Promise<void>((resolve) =>
      client.setNotificationHandler(ResourceListChangedNotificationSchema, () => resolve()),
    );
    const result = await call(client, 'create_thesis', {
      projectId: alice.projectId,
      title: 'Wave power next',
      intellectualChallenge: 'Can wave power match tidal output?',
    });
    expect(result.isError, textOf(result)).toBeFalsy();
    const { thesis } = result.structuredContent as { thesis: { id: string; status: string } };
    expect(thesis.status).toBe('draft');
    await changed;
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toContain(`thesis://${thesis.id}`);
    const foreign = await call(client, 'create_thesis', { projectId: bob.projectId, title: 'Intrusion' });
    expect(foreign.isError).toBe(true);
    expect(textOf(foreign)).toMatch(/not found/i);
  });

  it('add_source_url fetches the page through the outbound guard and adds it', async () => {
    const added = await call(client, 'add_source_url', {
      thesisId: alice.thesisId,
      url: web.url('/articles/tidal-power.html'),
    });
    expect(added.isError, textOf(added)).toBeFalsy();
    const { source } = added.structuredContent as { source: { kind: string; status: string; url: string } };
    expect(source).toMatchObject({
      kind: 'web',
      status: 'ready',
      url: web.url('/articles/tidal-power.html'),
    });
    const search = await call(client, 'search_sources', {
      thesisId: alice.thesisId,
      query: 'Halvorsen tidal array',
    });
    expect(JSON.stringify(search.structuredContent)).toContain(FAKE_FACTS.article.slice(0, 30));
    const robots = await call(client, 'add_source_url', {
      thesisId: alice.thesisId,
      url: web.url('/private/x.html'),
    });
    expect(robots.isError).toBe(true);
    expect(textOf(robots)).toMatch(/robots\.txt/i);
    const internal = await call(client, 'add_source_url', {
      thesisId: alice.thesisId,
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(internal.isError).toBe(true);
    expect(textOf(internal)).toMatch(/not added/);
    const notHttp = await call(client, 'add_source_url', {
      thesisId: alice.thesisId,
      url: 'file:///etc/passwd',
    });
    expect(notHttp.isError).toBe(true);
  });

  it('start_research starts the run, and research_status follows it', async () => {
    const started = await call(client, 'start_research', { thesisId: alice.thesisId });
    expect(started.isError, textOf(started)).toBeFalsy();
    const { run } = started.structuredContent as { run: { status: string } };
    expect(['queued', 'running', 'completed']).toContain(run.status);
    const status = await call(client, 'research_status', { thesisId: alice.thesisId });
    expect((status.structuredContent as { run: { status: string } }).run.status).not.toBe('not_started');
  });
});

describe('sessions', () => {
  it('stop at once when their token is revoked mid-session', async () => {
    const token = await agentToken(alice.client, 'read');
    const client = await connect(token.token);
    expect((await call(client, 'list_theses')).isError).toBeFalsy();
    const before = gateway.services.mcp.sessionCount;
    const revoked = await alice.client.request('DELETE', `/api/tokens/${token.id}`);
    expect(revoked.status).toBe(200);
    await expect(call(client, 'list_theses')).rejects.toThrow(/401|revoked/i);
    expect(gateway.services.mcp.sessionCount).toBe(before - 1);
  });

  it('are closed once idle, and the client is told to start a new one (404)', async () => {
    const opened = await post(INITIALIZE, { authorization: `Bearer ${readToken.token}` });
    const session = opened.headers.get('mcp-session-id')!;
    const idleMs = gateway.env.MCP_SESSION_IDLE_MINUTES * 60_000;
    expect(await gateway.services.mcp.sweep(Date.now() + idleMs + 1)).toBeGreaterThan(0);
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
    const after = await post(list, { authorization: `Bearer ${readToken.token}`, 'mcp-session-id': session });
    expect(after.status).toBe(404);
  });

  it('are at most 16 per token: opening another closes the least recently used', async () => {
    const token = await agentToken(admin, 'read');
    const sessions: string[] = [];
    for (let i = 0; i < 18; i += 1) {
      const res = await post(INITIALIZE, { authorization: `Bearer ${token.token}` });
      expect(res.status).toBe(200);
      sessions.push(res.headers.get('mcp-session-id')!);
    }
    const list = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
    const first = await post(list, {
      authorization: `Bearer ${token.token}`,
      'mcp-session-id': sessions[0]!,
    });
    expect(first.status).toBe(404);
    const last = await post(list, {
      authorization: `Bearer ${token.token}`,
      'mcp-session-id': sessions[17]!,
    });
    expect(last.status).not.toBe(404);
  });

  it('an admin’s token lists every thesis, as REST’s project list does for admins', async () => {
    const token = await agentToken(admin, 'read');
    const client = await connect(token.token);
    const result = await call(client, 'list_theses');
    const ids = (result.structuredContent as { theses: Array<{ id: string }> }).theses.map(
      (thesis) => thesis.id,
    );
    expect(ids).toEqual(expect.arrayContaining([alice.thesisId, bob.thesisId]));
  });
});

describe('GraphQL mcpServer (the API tokens screen)', () => {
  it('lists the server’s own tool definitions with their scopes and input schemas', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ mcpServer { endpoint writeScope tools { name scope inputSchema } } }',
      }),
    });
    const { data } = (await res.json()) as {
      data: {
        mcpServer: {
          endpoint: string;
          writeScope: string;
          tools: Array<{ name: string; scope: string; inputSchema: string }>;
        };
      };
    };
    expect(data.mcpServer.endpoint).toMatch(/\/mcp$/);
    expect(data.mcpServer.writeScope).toContain('start_research');
    const create = data.mcpServer.tools.find((tool) => tool.name === 'create_thesis')!;
    expect(create.scope).toBe('write');
    expect(JSON.parse(create.inputSchema)).toMatchObject({ required: ['projectId', 'title'] });
    // The same schemas tools/list gives an agent.
    const client = await connect(readToken.token);
    const { tools } = await client.listTools();
    expect(data.mcpServer.tools.map((tool) => tool.name)).toEqual(tools.map((tool) => tool.name));
    for (const tool of tools) {
      const listed = JSON.parse(
        data.mcpServer.tools.find((entry) => entry.name === tool.name)!.inputSchema,
      ) as {
        properties: Record<string, unknown>;
        required?: string[];
      };
      expect(Object.keys(listed.properties).sort(), tool.name).toEqual(
        Object.keys(tool.inputSchema.properties ?? {}).sort(),
      );
      expect(listed.required ?? [], tool.name).toEqual(tool.inputSchema.required ?? []);
    }
  });
});

describe('a member’s token (issue 29): the tools give exactly their role’s powers in a shared project', () => {
  /** A person Bob shares his project with, as `role`, connected with a write token. */
  const memberOfBobs = async (email: string, role: 'editor' | 'viewer') => {
    const { client, id } = await gateway.signUp(email);
    await gateway.services.members.add(bob.projectId, id, role);
    return connect((await agentToken(client, 'write')).token);
  };

  it('a viewer reads, searches, asks and follows research, and is told they may not write', async () => {
    const viewer = await memberOfBobs('viewer@mcp.io', 'viewer');
    const listed = await call(viewer, 'list_theses', { projectId: bob.projectId });
    expect(listed.isError, textOf(listed)).toBeFalsy();
    expect((listed.structuredContent as { theses: Array<{ id: string }> }).theses.map((t) => t.id)).toEqual([
      bob.thesisId,
    ]);
    for (const [name, args] of [
      ['get_thesis', {}],
      ['search_sources', { query: 'tides' }],
      ['ask_thesis', { question: 'What is it about?' }],
      ['research_status', {}],
    ] as const) {
      const result = await call(viewer, name, { thesisId: bob.thesisId, ...args });
      expect(result.isError, `${name}: ${textOf(result)}`).toBeFalsy();
    }
    for (const [name, args] of [
      ['start_research', { thesisId: bob.thesisId }],
      ['create_thesis', { projectId: bob.projectId, title: 'Not made' }],
      ['add_source_url', { thesisId: bob.thesisId, url: web.url('/articles/viewer-only.html') }],
    ] as const) {
      const result = await call(viewer, name, args);
      expect(result.isError, name).toBe(true);
      expect(textOf(result), name).toBe('You are not allowed to do that.');
    }
    await expectNothingDoneFor(bob, '/articles/viewer-only.html');
  });

  it('an editor creates theses in the shared project and starts research; the project stays hidden to others', async () => {
    const editor = await memberOfBobs('editor@mcp.io', 'editor');
    const created = await call(editor, 'create_thesis', {
      projectId: bob.projectId,
      title: 'Editor’s draft',
    });
    expect(created.isError, textOf(created)).toBeFalsy();
    const started = await call(editor, 'start_research', { thesisId: bob.thesisId });
    expect(started.isError, textOf(started)).toBeFalsy();
    const project = await bob.client.get<{ theses: Array<{ title: string }> }>(
      `/api/projects/${bob.projectId}`,
    );
    expect(project.body.theses.map((t) => t.title)).toContain('Editor’s draft');
    // Alice is no member: Bob's project is not found for her token, as before.
    const alices = await connect(writeToken.token);
    const refused = await call(alices, 'create_thesis', { projectId: bob.projectId, title: 'Not hers' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toMatch(/not found/i);
  });
});
