// Durability micro-benchmark: acknowledged single-document commits/s under concurrency (group commit),
// and load() time for 100k ~1 KB documents from the journal alone and from a snapshot.
// Run: node_modules/.bin/tsx bench/durability.ts   (from packages/embedded-mongo)
import { Double, Int32, ObjectId, type Document } from 'bson';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentCodec } from '../src/engine/codec.js';
import { openDurability, type JournalOp } from '../src/storage/index.js';

const root = await mkdtemp(join(tmpdir(), 'em-bench-durability-'));
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Wall time and this process's CPU time; on a shared machine the CPU figure is the steadier one. */
async function timed<T>(work: () => Promise<T>): Promise<{ result: T; label: string; wallMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { result, wallMs, label: `${fmt(wallMs)} ms wall, ${fmt((used.user + used.system) / 1000)} ms CPU` };
}

async function openAndLoad(dbPath: string) {
  const d = await openDurability({ dbPath, codec: documentCodec });
  return { d, image: await d.load() };
}

async function commitRate(committers: number, total: number): Promise<void> {
  const d = await openDurability({ dbPath: join(root, `commits-${committers}`), codec: documentCodec });
  await d.load();
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: committers }, async () => {
      while (next < total) {
        const id = next++;
        await d.commit([
          { op: 'put', ns: 'bench.commits', doc: { _id: id, v: new Int32(id), text: 'x'.repeat(200) } },
        ]);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const s = d.stats();
  await d.close();
  console.log(
    `commit, 1 doc/commit, ${committers} concurrent committers: ${fmt(total / seconds)} commits/s ` +
      `(${fmt(total)} commits, ${fmt(s.fsyncs)} fsyncs, ${fmt(s.commits / s.groups, 1)} commits per group)`,
  );
}

function thesisDocument(i: number): Document {
  return {
    _id: new ObjectId(),
    n: new Int32(i),
    slug: `thesis-${i}`,
    title: `On the durability of embedded databases, part ${i}`,
    tags: ['storage', 'journal', `t${i % 50}`],
    score: new Double(i / 7),
    createdAt: new Date(1_700_000_000_000 + i * 1000),
    body: 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(14).slice(0, 760),
  };
}

async function loadTimes(count: number): Promise<void> {
  const dbPath = join(root, 'load');
  const d = await openDurability({ dbPath, codec: documentCodec });
  await d.load();
  for (let i = 0; i < count; i += 1000) {
    const ops: JournalOp[] = [];
    for (let j = i; j < Math.min(count, i + 1000); j++)
      ops.push({ op: 'put', ns: 'bench.theses', doc: thesisDocument(j) });
    await d.commit(ops);
  }
  const journalBytes = d.stats().journalBytes;
  await d.close();

  const journal = await timed(() => openAndLoad(dbPath));
  const { d: fromJournal, image } = journal.result;
  const loaded = image.get('bench.theses')?.docs.length ?? 0;
  if (loaded !== count) throw new Error(`journal load gave ${loaded} documents, expected ${count}`);
  console.log(
    `load ${fmt(count)} docs (~${fmt(journalBytes / count)} B each) from the journal only ` +
      `(${fmt(journalBytes / 2 ** 20, 1)} MiB): ${journal.label}`,
  );

  const checkpoint = await timed(() => fromJournal.checkpoint(image));
  await fromJournal.close();
  const snapshotBytes = (await stat(join(dbPath, 'snapshot-000002.snap'))).size;
  console.log(
    `checkpoint of ${fmt(count)} docs (${fmt(snapshotBytes / 2 ** 20, 1)} MiB snapshot): ${checkpoint.label}`,
  );

  const snapshot = await timed(() => openAndLoad(dbPath));
  await snapshot.result.d.close();
  const reloaded = snapshot.result.image.get('bench.theses')?.docs.length ?? 0;
  if (reloaded !== count) throw new Error(`snapshot load gave ${reloaded} documents, expected ${count}`);
  console.log(`load ${fmt(count)} docs after checkpoint (snapshot): ${snapshot.label}`);
}

try {
  await commitRate(1, 2_000);
  await commitRate(32, 20_000);
  await loadTimes(100_000);
} finally {
  await rm(root, { recursive: true, force: true });
}
