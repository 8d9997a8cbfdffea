// Deleting an account (issue 21): named steps, one or more per domain, each removing (or anonymising)
// what that domain keeps about the person. The account domain runs them in the order the composition
// lists them (modules/composition.ts) and records each finished step in a deletion job, so a deletion
// cut short by a crash resumes on the next start where it stopped.
//
// Exporting a person's data (issue 21 §3): each domain declares, next to its model, what it puts in
// the ZIP (ExportPart); the account domain asks each through that declaration. Helpers for both below.
import { Readable } from 'node:stream';
import type { ObjectId } from 'mongodb';
import type { Collection, Types } from 'mongoose';
import type { AccountUser } from './access/actor.js';

/** The account being deleted, as the deletion job recorded it (the account itself may be gone). */
export interface DeletedUser {
  id: string;
  /** Lower-cased, as stored. */
  email: string;
  /** When the deletion started: records found by email are deleted only when made before it. */
  since: Date;
}

/**
 * One step of deleting an account. Steps are recorded by name as they finish, so a deletion cut short
 * resumes after the last one done; each must be idempotent (succeed when there is nothing left).
 */
export interface UserDeletingStep {
  /** Unique and stable (recorded in account_deletions), e.g. 'comments.authored'. */
  name: string;
  run: (user: DeletedUser) => Promise<void>;
}

/** Whose data an export gathers: the person, their projects and their theses (oldest first). */
export interface ExportScope {
  user: AccountUser;
  userId: Types.ObjectId;
  projectIds: Types.ObjectId[];
  theses: Array<{ _id: Types.ObjectId; slug: string }>;
  thesisIds: Types.ObjectId[];
  /** `{ thesisId: { $in: thesisIds } }`: what hangs off the person's theses. */
  byThesis: { thesisId: { $in: Types.ObjectId[] } };
}

/** One entry of the export's ZIP; `about` is its line in README.txt ('' for files under a folder). */
export interface ExportEntry {
  path: string;
  about: string;
  open: () => Readable;
}

/**
 * What one domain puts in a person's export: entries for the whole export, or for one of their theses
 * (its folder theses/<thesis>/). Declared by each domain next to its model; the account domain asks
 * each through it, in the order the composition lists them.
 */
export type ExportPart = (scope: ExportScope) => Promise<ExportEntry[]> | ExportEntry[];
export type ThesisExportPart = (
  thesis: { _id: Types.ObjectId; slug: string },
  folder: string,
) => Promise<ExportEntry[]> | ExportEntry[];

export type Doc = Record<string, unknown>;

export const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');

export const iso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : String(value ?? '');

/** Matches this text whole, in any case. */
export const exactly = (text: string): RegExp =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

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

/** A readable of what `produce` yields, opened only when the ZIP reaches it. */
export const lazyStream =
  (produce: () => AsyncGenerator<Buffer>): (() => Readable) =>
  () =>
    Readable.from(produce(), { objectMode: false });

/** A JSON list written record by record from a cursor opened only when the entry is read. */
export function jsonList(
  open: () => AsyncIterable<Doc>,
  map: (doc: Doc) => unknown = (doc) => doc,
): () => Readable {
  return lazyStream(async function* () {
    yield bytes('[');
    let first = true;
    for await (const doc of open()) {
      yield bytes(`${first ? '\n' : ',\n'}${JSON.stringify(map(doc), null, 2)}`);
      first = false;
    }
    yield bytes(first ? ']\n' : '\n]\n');
  });
}

/**
 * A collection's records as the driver stores them (the domain's own model's collection), a few per
 * round trip: theses and versions may be long.
 */
const records =
  (collection: Collection, filter: Doc, sort: Doc = { _id: 1 }) =>
  (): AsyncIterable<Doc> =>
    collection
      .find(filter)
      .sort(sort as never)
      .batchSize(16) as unknown as AsyncIterable<Doc>;

/**
 * An export part of one JSON file: the records of `collection` that `filter` picks from the person's
 * scope (by `_id` unless `sort` says otherwise), each as `map` writes it.
 */
export function recordsFile(
  file: { path: string; about: string },
  collection: Collection,
  filter: (scope: ExportScope) => Doc,
  options: { sort?: Doc; map?: (doc: Doc) => unknown } = {},
): ExportPart {
  return (scope) => [
    { ...file, open: jsonList(records(collection, filter(scope), options.sort), options.map) },
  ];
}

/**
 * The export of comments (readers' on shared theses, members' on sections): the ones the person wrote
 * (`authorId`) and the ones written on their theses, each a JSON file of `collection`'s records.
 */
export const commentsFiles = (
  collection: Collection,
  files: { written: { path: string; about: string }; received: { path: string; about: string } },
): Readonly<Record<'written' | 'received', ExportPart>> => ({
  written: recordsFile(files.written, collection, ({ userId }) => ({ authorId: userId })),
  received: recordsFile(files.received, collection, ({ byThesis }) => byThesis),
});

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

/**
 * The Markdown file of one thesis (or one version of it) found by `_id` in `collection`, read when the
 * ZIP reaches it; `heading` is its line under the title (which version, when).
 */
export const thesisMarkdownFile = (
  collection: Collection,
  _id: ObjectId,
  heading: (doc: Doc) => string,
): (() => Readable) =>
  lazyStream(async function* () {
    const doc = await collection.findOne({ _id });
    if (doc) yield bytes(thesisMarkdown(doc, heading(doc)));
  });

/**
 * What one domain keeps about a person, declared next to its model: its parts of the export (named,
 * so the composition can list every domain's parts in the export's order) and its account-deletion
 * steps, given its service.
 */
export interface PersonalData<Service = unknown> {
  export?: Readonly<Record<string, ExportPart>>;
  /** Its files in each thesis's folder of the export. */
  thesisFolder?: ThesisExportPart;
  deletion?: (service: Service) => UserDeletingStep[];
}
