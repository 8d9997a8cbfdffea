// Server-level commands a driver, mongoose, mongosh or Compass sends around connecting.
import { Long, type Document } from 'bson';
import os from 'node:os';
import { MongoError } from '../errors.js';
import { MAX_BSON_SIZE, MAX_MESSAGE_SIZE } from '../../wire/protocol.js';
import { handler, type CommandContext, type CommandHandler } from './types.js';

const SERVER_VERSION = '7.0.0';

export function helloReply(ctx: CommandContext, legacy: boolean): Document {
  const reply: Document = {
    helloOk: true,
    isWritablePrimary: true,
    maxBsonObjectSize: MAX_BSON_SIZE,
    maxMessageSizeBytes: MAX_MESSAGE_SIZE,
    maxWriteBatchSize: 100000,
    localTime: new Date(),
    logicalSessionTimeoutMinutes: 30,
    connectionId: ctx.conn.connectionId,
    minWireVersion: 0,
    maxWireVersion: 21,
    readOnly: false,
    ok: 1,
  };
  if (legacy) {
    delete reply.isWritablePrimary;
    return { ismaster: true, ...reply };
  }
  return reply;
}

const HELLO_FIELDS = [
  'helloOk',
  'client',
  'compression',
  'saslSupportedMechs',
  'speculativeAuthenticate',
  'loadBalanced',
  'topologyVersion',
  'maxAwaitTimeMS',
];

function hello(legacy: boolean): CommandHandler {
  return handler(HELLO_FIELDS, (ctx) => {
    if (ctx.cmd.loadBalanced === true)
      throw new MongoError(20, 'load balancing is not supported: this server is a standalone');
    if (ctx.cmd.speculativeAuthenticate !== undefined || ctx.cmd.saslSupportedMechs !== undefined) {
      // No users exist: like a mongod without --auth, the reply carries no auth fields.
    }
    return helloReply(ctx, legacy);
  });
}

const buildInfo = handler([], () => ({
  version: SERVER_VERSION,
  gitVersion: 'embedded-mongo',
  versionArray: [7, 0, 0, 0],
  modules: [],
  allocator: 'system',
  javascriptEngine: 'none',
  sysInfo: 'deprecated',
  bits: 64,
  debug: false,
  maxBsonObjectSize: MAX_BSON_SIZE,
  storageEngines: ['embedded'],
  openssl: { running: 'disabled', compiled: 'disabled' },
  buildEnvironment: {},
  ok: 1,
}));

const PARAMETERS: Document = {
  featureCompatibilityVersion: { version: '7.0' },
  authenticationMechanisms: [],
  logLevel: 0,
  quiet: false,
  requireApiVersion: false,
  transactionLifetimeLimitSeconds: 60,
  cursorTimeoutMillis: Long.fromNumber(600000),
  maxBSONDepth: 100,
  ttlMonitorEnabled: true,
};

const getParameter = handler(['allParameters', 'showDetails', ...Object.keys(PARAMETERS)], (ctx) => {
  const arg = ctx.cmd.getParameter;
  const all =
    arg === '*' || (typeof arg === 'object' && arg !== null && (arg as Document).allParameters === true);
  const reply: Document = {};
  if (all) Object.assign(reply, PARAMETERS);
  else {
    for (const key of Object.keys(ctx.cmd).slice(1)) {
      if (key in PARAMETERS) reply[key] = PARAMETERS[key];
    }
    if (Object.keys(reply).length === 0) throw new MongoError(72, 'no option found to get');
  }
  return { ...reply, ok: 1 };
});

export const ADMIN_COMMANDS: Record<string, CommandHandler> = {
  hello: hello(false),
  isMaster: hello(true),
  ismaster: hello(true),
  ping: handler([], () => ({ ok: 1 })),
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  getCmdLineOpts: handler([], () => ({ argv: ['embedded-mongo'], parsed: {}, ok: 1 })),
  hostInfo: handler([], () => ({
    system: {
      currentTime: new Date(),
      hostname: os.hostname(),
      cpuAddrSize: 64,
      memSizeMB: Math.round(os.totalmem() / 1024 / 1024),
      numCores: os.cpus().length,
      cpuArch: os.arch(),
      numaEnabled: false,
    },
    os: { type: os.type(), name: os.platform(), version: os.release() },
    extra: {},
    ok: 1,
  })),
  connectionStatus: handler(['showPrivileges'], () => ({
    authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
    ok: 1,
  })),
  getLog: handler([], (ctx) => {
    const which = ctx.cmd.getLog;
    if (which === '*') return { names: ['global', 'startupWarnings'], ok: 1 };
    if (which === 'global' || which === 'startupWarnings') return { totalLinesWritten: 0, log: [], ok: 1 };
    throw new MongoError(2, `getLog: unknown log name '${String(which)}'`);
  }),
  whatsmyuri: handler([], (ctx) => ({ you: ctx.conn.remote, ok: 1 })),
  endSessions: handler([], () => ({ ok: 1 })),
  killAllSessions: handler([], () => ({ ok: 1 })),
  startSession: handler([], () => ({ ok: 1 })),
  refreshSessions: handler([], () => ({ ok: 1 })),
  logout: handler([], () => ({ ok: 1 })),
  getFreeMonitoringStatus: handler([], () => ({ state: 'disabled', ok: 1 })),
  atlasVersion: handler([], () => {
    throw new MongoError(59, "no such command: 'atlasVersion'");
  }),
  serverStatus: handler(
    ['repl', 'metrics', 'locks', 'tcmalloc', 'wiredTiger', 'mirroredReads', 'opLatencies'],
    (ctx) => {
      const mem = process.memoryUsage();
      const e = ctx.engine;
      return {
        host: os.hostname(),
        version: SERVER_VERSION,
        process: 'embedded-mongo',
        pid: Long.fromNumber(process.pid),
        uptime: (Date.now() - e.startedAt) / 1000,
        uptimeMillis: Long.fromNumber(Date.now() - e.startedAt),
        uptimeEstimate: Long.fromNumber(Math.floor((Date.now() - e.startedAt) / 1000)),
        localTime: new Date(),
        connections: { current: e.openConnections, available: 1000, totalCreated: e.totalConnections },
        mem: {
          bits: 64,
          resident: Math.round(mem.rss / 1048576),
          virtual: Math.round(mem.rss / 1048576),
          supported: true,
        },
        opcounters: { ...e.opcounters },
        metrics: { cursor: { open: { total: e.cursors.size } }, document: {} },
        storageEngine: { name: 'embedded', supportsCommittedReads: false, persistent: true },
        ...journalStats(e),
        ok: 1,
      };
    },
  ),
  listDatabases: handler(['nameOnly', 'filter', 'authorizedDatabases'], (ctx) => {
    const sizes = new Map<string, number>();
    for (const c of ctx.engine.collections.values())
      sizes.set(c.db, (sizes.get(c.db) ?? 0) + c.docs.size * 1024 + 4096);
    if (ctx.cmd.filter !== undefined && Object.keys(ctx.cmd.filter as Document).length > 0) {
      const f = ctx.cmd.filter as Document;
      const keys = Object.keys(f);
      if (keys.length !== 1 || keys[0] !== 'name' || typeof f.name !== 'string')
        throw new MongoError(2, 'listDatabases: only an equality filter on name is supported');
      for (const k of [...sizes.keys()]) if (k !== f.name) sizes.delete(k);
    }
    const names = [...sizes.keys()].sort();
    if (ctx.cmd.nameOnly === true) return { databases: names.map((name) => ({ name })), ok: 1 };
    const total = [...sizes.values()].reduce((a, b) => a + b, 0);
    return {
      databases: names.map((name) => ({ name, sizeOnDisk: sizes.get(name) ?? 0, empty: false })),
      totalSize: total,
      totalSizeMb: Math.round(total / 1048576),
      ok: 1,
    };
  }),
};

/** Group-commit counters of a durable engine (commits vs journal writes and fsyncs). */
function journalStats(e: { durability: unknown; journaled: boolean }): {
  embeddedJournal?: Record<string, number>;
} {
  const d = e.durability as { stats?: () => object };
  if (!e.journaled || typeof d.stats !== 'function') return {};
  return { embeddedJournal: { ...(d.stats() as Record<string, number>) } };
}
