// Export my data (issue 21 §3): a ZIP (yazl) of every record about the person as JSON, each thesis
// as Markdown with its versions, and the original files of their sources, with a README.txt listing
// what is inside. Streamed with bounded memory: every entry is opened only when the ZIP reaches it
// (addReadStreamLazy), JSON lists are written record by record from database cursors, files are
// streamed from GridFS; only ids and names are gathered up front.
import { Readable } from 'node:stream';
import mongoose, { Types } from 'mongoose';
import { ZipFile } from 'yazl';
import type { Actor } from '../../shared/access/actor.js';
import type { SessionRecord, SessionStore } from '../../shared/sessions/session-store.js';
import type { AuditEntryRecord } from './account.model.js';
import type { AuditLog } from './audit.js';
import { describeUserAgent } from './user-agent.js';

/** The GridFS bucket of the sources domain (original files and extracted text). */
const SOURCE_FILES_BUCKET = 'source_files';

/** What one entry of the ZIP holds, for README.txt. */
interface Entry {
  path: string;
  about: string;
  open: () => Readable;
}

type Doc = Record<string, unknown>;

const bytes = (text: string) => Buffer.from(text, 'utf8');

/** Matches this text whole, in any case. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

/** A file or folder name that is safe inside a ZIP on every system. */
export function safeName(name: string, fallback: string): string {
  const cleaned = [...name.normalize('NFC')]
    .map((char) => (char.charCodeAt(0) < 0x20 || char === '\u007f' ? '_' : char))
    .join('')
    .replace(/[/\\:*?"<>|]+/g, '_')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 100);
  return cleaned || fallback;
}

/**
 * A GridFS file's bytes, chunk by chunk in order, a few chunks per round trip: the driver's own
 * download stream asks for 101 chunks (about 25 MB) at once.
 */
function fileStream(chunks: ReturnType<mongoose.mongo.Db['collection']>, fileId: Types.ObjectId): Readable {
  return Readable.from(
    (async function* () {
      const cursor = chunks.find({ files_id: fileId }, { sort: { n: 1 }, batchSize: 4 });
      for await (const chunk of cursor) {
        const data = chunk.data as { buffer: Uint8Array } | Uint8Array;
        yield Buffer.from(data instanceof Uint8Array ? data : data.buffer);
      }
    })(),
    { objectMode: false },
  );
}

/** A JSON list written record by record from a cursor opened only when the entry is read. */
function jsonList(open: () => AsyncIterable<Doc>, map: (doc: Doc) => unknown = (doc) => doc): () => Readable {
  return () =>
    Readable.from(
      (async function* () {
        yield bytes('[');
        let first = true;
        for await (const doc of open()) {
          yield bytes(`${first ? '\n' : ',\n'}${JSON.stringify(map(doc), null, 2)}`);
          first = false;
        }
        yield bytes(first ? ']\n' : '\n]\n');
      })(),
      { objectMode: false },
    );
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value ?? ''));

/** A thesis (or one version of it) as Markdown: title, date, central question, then its own Markdown. */
function thesisMarkdown(doc: Doc, heading: string): string {
  const lines = [`# ${String(doc.title ?? '')}`, `*${heading}*`];
  const question = String(doc.intellectualChallenge ?? '').trim();
  if (question) lines.push(`**Central question:** ${question.replace(/\s*\n\s*/g, ' ')}`);
  const summary = String(doc.summary ?? '').trim();
  if (summary) lines.push(`**Summary:** ${summary.replace(/\s*\n\s*/g, ' ')}`);
  const idea = String(doc.idea ?? '').trim();
  if (idea) lines.push(`**Idea:** ${idea.replace(/\s*\n\s*/g, ' ')}`);
  lines.push(String(doc.content ?? '').trim());
  return `${lines.filter((line) => line !== '').join('\n\n')}\n`;
}

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

export interface ExportDeps {
  sessions: SessionStore;
  audit: AuditLog;
}

/**
 * Builds the person's export and answers the ZIP's stream; nothing is read until it is. Entries are
 * listed first (ids and names only), so README.txt can name them all.
 */
export async function buildExport(
  user: Actor,
  deps: ExportDeps,
): Promise<{ stream: NodeJS.ReadableStream; fileName: string }> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('export: the database is not connected');
  const userId = new Types.ObjectId(user.id);
  const col = (name: string) => db.collection<Doc>(name);
  const find =
    (name: string, filter: Doc, sort: Doc = { _id: 1 }) =>
    () =>
      col(name)
        .find(filter)
        .sort(sort as never)
        // A few records per round trip: theses and versions may be long.
        .batchSize(16) as unknown as AsyncIterable<Doc>;

  const projects = await col('projects')
    .find({ ownerId: userId }, { projection: { _id: 1 } })
    .toArray();
  const projectIds = projects.map((project) => project._id);
  const theses = await col('theses')
    .find({ projectId: { $in: projectIds } }, { projection: { _id: 1, slug: 1 } })
    .sort({ createdAt: 1, _id: 1 })
    .toArray();
  const thesisIds = theses.map((thesis) => thesis._id);
  const byThesis = { thesisId: { $in: thesisIds } };
  const slugOf = new Map(theses.map((thesis) => [String(thesis._id), String(thesis.slug)]));

  const entries: Entry[] = [];
  const add = (path: string, about: string, open: () => Readable) => entries.push({ path, about, open });

  add(
    'account.json',
    'Your account: username, email, role, language, dates (never the password or its hash).',
    () =>
      Readable.from(
        (async function* () {
          const account = await col('users').findOne({ _id: userId }, { projection: { passwordHash: 0 } });
          yield bytes(`${JSON.stringify(account, null, 2)}\n`);
        })(),
        { objectMode: false },
      ),
  );
  add('projects.json', 'Your projects.', jsonList(find('projects', { ownerId: userId })));
  add(
    'theses.json',
    'Your theses as stored (title, idea, context, central question, summary, article, share link, status).',
    jsonList(find('theses', { _id: { $in: thesisIds } })),
  );
  add(
    'versions.json',
    'Earlier versions of your theses (kept on every saved edit), with who made each change.',
    jsonList(find('thesis_revisions', byThesis, { thesisId: 1, version: 1 })),
  );
  add(
    'research-runs.json',
    'The research runs of your theses: phases, sections written, grounding figures.',
    jsonList(find('research_runs', byThesis)),
  );
  add(
    'research-plans.json',
    'The research plans you reviewed: questions and web searches per phase.',
    jsonList(find('research_plans', byThesis)),
  );
  add(
    'sources.json',
    'The sources of your theses: documents, pasted texts and web pages (title, kind, size, address).',
    jsonList(find('sources', byThesis)),
  );
  add(
    'citations.json',
    'The citations in your theses: the quoted words, the passage and its check.',
    jsonList(find('citations', byThesis)),
  );
  add(
    'chats.json',
    'Your Query Research chats about your theses, with the citations of each answer.',
    jsonList(find('chat_messages', byThesis, { thesisId: 1, createdAt: 1 })),
  );
  add(
    'reader-chats.json',
    "The readers' chats you had about shared theses (yours or others') while signed in.",
    jsonList(find('reader_messages', { reader: `user:${user.id}` }, { thesisId: 1, createdAt: 1 })),
  );
  add(
    'reader-questions-received.json',
    "What readers asked in the readers' chat of your shared theses (the question and date; never who asked, as on the site).",
    jsonList(
      find('reader_messages', { ...byThesis, role: 'user' }, { thesisId: 1, createdAt: 1 }),
      (doc) => ({
        thesisId: doc.thesisId,
        content: doc.content,
        createdAt: doc.createdAt,
      }),
    ),
  );
  add('saved-links.json', 'Your saved links.', jsonList(find('saved_links', { userId })));
  add(
    'comments-written.json',
    'The comments you wrote on shared theses.',
    jsonList(find('comments', { authorId: userId })),
  );
  add(
    'comments-received.json',
    'The comments readers wrote on your shared theses.',
    jsonList(find('comments', byThesis)),
  );
  add(
    'questions-sent.json',
    'The questions you sent to owners of shared theses (signed in, or with your email).',
    jsonList(find('questions', { $or: [{ senderId: userId }, { senderEmail: exactly(user.email) }] })),
  );
  add(
    'questions-received.json',
    'The questions readers sent you about your theses.',
    jsonList(find('questions', { projectId: { $in: projectIds } })),
  );
  add(
    'api-tokens.json',
    'Your API tokens: name, scope, first characters, created, expires, last used (never the secret or its hash).',
    jsonList(find('api_tokens', { userId }), ({ hash: _hash, ...token }) => token),
  );
  add(
    'webhooks.json',
    'Your webhook endpoints: address, events, created (never the signing secret).',
    jsonList(find('webhooks', { userId }), ({ secret: _secret, ...webhook }) => webhook),
  );
  add(
    'ideas.json',
    'The ideas you submitted from the landing page with your email.',
    jsonList(find('ideas', { email: exactly(user.email) })),
  );
  add(
    'sessions.json',
    'Where you are signed in: browser, OS, approximate address, signed in, last seen.',
    () =>
      Readable.from(
        (async function* () {
          yield bytes(`${JSON.stringify((await deps.sessions.listOf(user.id)).map(sessionView), null, 2)}\n`);
        })(),
        { objectMode: false },
      ),
  );
  add(
    'audit.json',
    'Audit entries about you or made by you (role changes, deletions, new-browser sign-ins); the address only of what you did.',
    jsonList(
      () => deps.audit.cursorOf(user.id) as unknown as AsyncIterable<Doc>,
      (doc) => {
        const entry = doc as unknown as AuditEntryRecord;
        return { ...entry, ip: entry.actor?.id === user.id ? entry.ip : null };
      },
    ),
  );

  // Each thesis as Markdown, and each of its versions.
  for (const thesis of theses) {
    const slug = safeName(String(thesis.slug), String(thesis._id));
    add(`theses/${slug}/thesis.md`, '', () =>
      Readable.from(
        (async function* () {
          const doc = await col('theses').findOne({ _id: thesis._id });
          if (doc) yield bytes(thesisMarkdown(doc, `Version ${String(doc.version)}, ${iso(doc.updatedAt)}`));
        })(),
        { objectMode: false },
      ),
    );
    const versions = await col('thesis_revisions')
      .find({ thesisId: thesis._id }, { projection: { _id: 1, version: 1 } })
      .sort({ version: 1, _id: 1 })
      .toArray();
    for (const version of versions) {
      const n = String(version.version).padStart(4, '0');
      add(`theses/${slug}/versions/v${n}-${String(version._id)}.md`, '', () =>
        Readable.from(
          (async function* () {
            const doc = await col('thesis_revisions').findOne({ _id: version._id });
            if (doc)
              yield bytes(
                thesisMarkdown(
                  doc,
                  `Version ${String(doc.version)}, replaced ${iso(doc.createdAt)} by ${String(doc.authorName)}: ${String(doc.change)}`,
                ),
              );
          })(),
          { objectMode: false },
        ),
      );
    }
  }

  // The original files of their sources, streamed from GridFS.
  const files = await col('sources')
    .find(
      { ...byThesis, fileId: { $ne: null } },
      { projection: { _id: 1, thesisId: 1, fileId: 1, fileName: 1, title: 1 } },
    )
    .toArray();
  for (const source of files) {
    const folder = safeName(
      slugOf.get(String(source.thesisId)) ?? String(source.thesisId),
      String(source.thesisId),
    );
    const name = safeName(String(source.fileName ?? source.title ?? 'file'), 'file');
    const fileId = source.fileId as Types.ObjectId;
    add(`sources/${folder}/${String(source._id)}-${name}`, '', () =>
      fileStream(col(`${SOURCE_FILES_BUCKET}.chunks`), fileId),
    );
  }

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

function readme(user: Actor, entries: readonly Entry[]): string {
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
