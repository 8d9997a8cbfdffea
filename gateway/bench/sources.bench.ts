// Sources benchmark (`pnpm bench`, issue 17 item 8): "extract and index a 300-page PDF" through the
// whole source pipeline of a running gateway on the embedded engine — the upload stored in GridFS, the
// text read page by page in the extraction worker, the word limit checked, the extracted text stored,
// the passages split and indexed — timed from `add` until the source is ready (target ≤ 10 s), once
// with a cold worker (its start included) and once warm. Also printed: extraction alone and indexing
// alone. Exits non-zero when the target is missed.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Types } from 'mongoose';
import { pino } from 'pino';
import { parseEnv } from '../src/env.js';
import { SourceExtractor } from '../src/modules/sources/extract/index.js';
import { SourceIndex } from '../src/modules/sources/retrieval/index.js';
import { manyPagePdf } from '../src/modules/sources/testing/fixtures.js';
import { startRuntime } from '../src/runtime.js';
import { makeStaticRoot } from '../src/testing/fixtures.js';

const PAGES = 300;
const TARGET_MS = 10_000;
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

const env = parseEnv({
  PORT: '0',
  HOST: '127.0.0.1',
  STATIC_ROOT: await makeStaticRoot(),
  DATA_DIR: await mkdtemp(path.join(tmpdir(), 'sources-bench-')),
});
const runtime = await startRuntime(env, {
  logger: pino({ level: 'silent' }),
  database: { kind: 'embedded', dbPath: undefined },
});
let failed = false;
try {
  const { services } = runtime;
  const user = await services.users.register({
    email: 'bench@sources.example',
    username: 'bench',
    password: 'password8',
  });
  const actor = (await services.users.findById(user.id))!;
  const project = await services.projects.create(actor, { name: 'Bench' });

  const generated = performance.now();
  // Dense pages of about 450 words each (some 135,000 words), like a long report.
  const pdf = await manyPagePdf(PAGES, 13);
  console.log(
    `sources bench — node ${process.version}, ${PAGES}-page PDF of ${(pdf.length / 1024).toFixed(0)} KB generated in ${ms(performance.now() - generated)} (not counted)`,
  );

  for (const run of ['cold worker', 'warm worker'] as const) {
    const thesis = await services.theses.create(actor, project.id, { title: `Bench ${run}` });
    const started = performance.now();
    const { source } = await services.sources.add(actor, thesis.id, {
      file: { name: `report-${run}.pdf`, mimeType: 'application/pdf', bytes: pdf },
    });
    const stored = performance.now() - started;
    await services.sources.waitUntilSettled(thesis.id, 120_000);
    const elapsed = performance.now() - started;
    const [ready] = await services.sources.list(actor, thesis.id);
    const ok = ready?.status === 'ready' && elapsed <= TARGET_MS;
    if (!ok) failed = true;
    console.log(
      `${ok ? 'ok  ' : 'MISS'} extract and index a ${PAGES}-page PDF (${run}): ${ms(elapsed)} (target ≤ ${ms(TARGET_MS)}); ` +
        `stored in GridFS after ${ms(stored)}; ${ready?.status} with ${ready?.pages} pages, ` +
        `${ready?.words.toLocaleString('en')} words, ${ready?.passages} passages` +
        (ready?.failureReason ? ` — ${ready.failureReason}` : ''),
    );
    if (!source.id) failed = true;
  }

  const extractor = new SourceExtractor({ timeoutSeconds: 60, memoryMb: 512, size: 1 });
  try {
    await extractor.extract({ format: 'text', bytes: Buffer.from('warm up'), contentType: '', maxPages: 1 });
    const extractStarted = performance.now();
    const result = await extractor.extract({ format: 'pdf', bytes: pdf, contentType: '', maxPages: 2_000 });
    console.log(`     extraction alone (warm worker): ${ms(performance.now() - extractStarted)}`);
    if (result.ok) {
      const indexStarted = performance.now();
      const indexed = await new SourceIndex().indexSource(
        new Types.ObjectId().toString(),
        new Types.ObjectId().toString(),
        result.parts,
      );
      console.log(
        `     indexing alone (${indexed.passages} passages split, stored, BM25-indexed): ${ms(performance.now() - indexStarted)}`,
      );
    }
  } finally {
    await extractor.close();
  }
} finally {
  await runtime.stop();
}
console.log(failed ? 'sources target missed' : 'sources target met');
process.exit(failed ? 1 : 0);
