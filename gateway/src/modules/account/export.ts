// Export my data (issue 21 §3): a ZIP (yazl) of every record about the person as JSON, each thesis
// as Markdown with its versions, and the original files of their sources, with a README.txt listing
// what is inside. Each domain declares its part next to its model (<domain>.personal-data.ts); this
// one asks each through that declaration, in the order the composition lists them, and never reads
// another domain's collections. Streamed with bounded memory: every entry is opened only when the ZIP
// reaches it (addReadStreamLazy), JSON lists are written record by record from database cursors, files
// are streamed from GridFS; only ids and names are gathered up front.
import { Types } from 'mongoose';
import { ZipFile } from 'yazl';
import type { Actor } from '../../shared/access/actor.js';
import {
  bytes,
  jsonList,
  lazyStream,
  safeName,
  type Doc,
  type ExportEntry,
  type ExportPart,
  type ExportScope,
  type ThesisExportPart,
} from '../../shared/personal-data.js';
import type { SessionRecord, SessionStore } from '../../shared/sessions/session-store.js';
import type { AuditEntryRecord } from './account.model.js';
import type { AuditLog } from './audit.js';
import { describeUserAgent } from './user-agent.js';

const sessionView = (session: SessionRecord) => {
  const info = describeUserAgent(session.userAgent);
  return {
    browser: info.browser,
    os: info.os,
    platform: info.platform,
    userAgent: session.userAgent ?? null,
    approximateIp: session.approximateIp ?? null,
    signedInAt: session.createdAt.toISOString(),
    lastSeenAt: (session.lastSeenAt ?? session.createdAt).toISOString(),
    expiresAt: session.expiresAt.toISOString(),
  };
};

/** What the other domains put in the export (their declarations, listed by the composition). */
export interface ExportSources {
  /** The person's projects (the projects domain) and their theses, oldest first (the theses domain). */
  scope(userId: Types.ObjectId): Promise<Pick<ExportScope, 'projectIds' | 'theses'>>;
  /** Whole-export entries, in the export's order; this domain's own (sessions, audit) follow. */
  parts: readonly ExportPart[];
  /** Each thesis's folder (theses/<thesis>/): every domain's files in it, in order. */
  thesisFolder: readonly ThesisExportPart[];
  /** After the thesis folders: the original files of their sources. */
  files: readonly ExportPart[];
}

export interface ExportDeps {
  sessions: SessionStore;
  audit: AuditLog;
  sources: ExportSources;
}

/** This domain's own entries: where the person is signed in, and the audit trail about them. */
function accountEntries(user: Actor, deps: ExportDeps): ExportEntry[] {
  return [
    {
      path: 'sessions.json',
      about: 'Where you are signed in: browser, OS, approximate address, signed in, last seen.',
      open: lazyStream(async function* () {
        yield bytes(`${JSON.stringify((await deps.sessions.listOf(user.id)).map(sessionView), null, 2)}\n`);
      }),
    },
    {
      path: 'audit.json',
      about:
        'Audit entries about you or made by you (role changes, deletions, new-browser sign-ins); the address only of what you did.',
      open: jsonList(
        () => deps.audit.cursorOf(user.id) as unknown as AsyncIterable<Doc>,
        (doc) => {
          const entry = doc as unknown as AuditEntryRecord;
          return { ...entry, ip: entry.actor?.id === user.id ? entry.ip : null };
        },
      ),
    },
  ];
}

/**
 * Builds the person's export and answers the ZIP's stream; nothing is read until it is. Entries are
 * listed first (ids and names only), so README.txt can name them all.
 */
export async function buildExport(
  user: Actor,
  deps: ExportDeps,
): Promise<{ stream: NodeJS.ReadableStream; fileName: string }> {
  const userId = new Types.ObjectId(user.id);
  const { projectIds, theses } = await deps.sources.scope(userId);
  const thesisIds = theses.map((thesis) => thesis._id);
  const scope: ExportScope = {
    user,
    userId,
    projectIds,
    theses,
    thesisIds,
    byThesis: { thesisId: { $in: thesisIds } },
  };

  const entries: ExportEntry[] = [];
  for (const part of deps.sources.parts) entries.push(...(await part(scope)));
  entries.push(...accountEntries(user, deps));
  // Each thesis as Markdown, and each of its versions.
  for (const thesis of theses) {
    const folder = safeName(String(thesis.slug), String(thesis._id));
    for (const part of deps.sources.thesisFolder) entries.push(...(await part(thesis, folder)));
  }
  for (const part of deps.sources.files) entries.push(...(await part(scope)));

  const zip = new ZipFile();
  zip.addBuffer(bytes(readme(user, entries)), 'README.txt');
  for (const entry of entries) {
    zip.addReadStreamLazy(entry.path, (callback) => {
      try {
        callback(null, entry.open());
      } catch (error) {
        callback(error, undefined as never);
      }
    });
  }
  zip.end();
  const day = new Date().toISOString().slice(0, 10);
  return { stream: zip.outputStream, fileName: `thesis-studio-data-${day}.zip` };
}

function readme(user: Actor, entries: readonly ExportEntry[]): string {
  const described = entries.filter((entry) => entry.about);
  const theses = entries.filter((entry) => /^theses\/[^/]+\/thesis\.md$/.test(entry.path)).length;
  const versions = entries.filter((entry) => entry.path.includes('/versions/')).length;
  const files = entries.filter((entry) => entry.path.startsWith('sources/')).length;
  return [
    'Thesis Studio — your data',
    '',
    `Exported for ${user.username} <${user.email}> (account ${user.id}) on ${new Date().toISOString()}.`,
    '',
    'JSON files (each a list of records as stored, ids and dates as text):',
    '',
    ...described.map((entry) => `  ${entry.path.padEnd(32)} ${entry.about}`),
    '',
    'Folders:',
    '',
    `  theses/<thesis>/thesis.md               Each thesis as Markdown (${theses} in this export).`,
    `  theses/<thesis>/versions/v<n>-<id>.md   Each earlier version of it as Markdown (${versions} in this export).`,
    `  sources/<thesis>/<source id>-<name>     The original files of your sources, as uploaded (${files} in this export).`,
    '',
    'Not included: your password (only a hash is kept, and never exported), the secrets behind your',
    'sessions and password-reset links, rate-limit counters, and what is derived from your sources',
    '(passages and search index) — the files themselves are included.',
    '',
  ].join('\n');
}
