// The committed GraphQL schema (gateway/schema.graphql) is the one the gateway serves, and the schema
// check (scripts/graphql-check.mjs, run by `npm test` through codegen-check) reports breaking changes
// and fails when one breaks an operation a separately deployed remote sends.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { buildSchema as schemaOf, lexicographicSortSchema, printSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './schema.js';

const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

interface Report {
  breaking: Array<{ message: string; path?: string }>;
  dangerous: Array<{ message: string; path?: string }>;
  invalid: Array<{ app: string; operation: string; errors: string[] }>;
  broken: Array<{ app: string; operation: string; change: string; path?: string }>;
}

/** Runs the check on these schemas and operations: its exit code and report. */
async function check(base: string, schema: string, operations: Record<string, string[]>) {
  const dir = await mkdtemp(join(tmpdir(), 'graphql-check-'));
  await writeFile(join(dir, 'base.graphql'), base);
  await writeFile(join(dir, 'schema.graphql'), schema);
  await writeFile(join(dir, 'operations.json'), JSON.stringify(operations));
  const args = [
    'scripts/graphql-check.mjs',
    '--json',
    ...['--base-schema', join(dir, 'base.graphql'), '--schema', join(dir, 'schema.graphql')],
    ...['--operations', join(dir, 'operations.json')],
  ];
  try {
    const { stdout } = await run(process.execPath, args, { cwd: root });
    return { code: 0, report: JSON.parse(stdout) as Report };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, report: JSON.parse(failed.stdout) as Report };
  }
}

const BASE = `
type Query { thesis(id: ID!): Thesis, theses(status: Status): [Thesis!]! }
type Thesis { id: ID!, title: String!, summary: String!, legacy: String, status: Status! }
enum Status { draft complete }
`;

const OPERATIONS = {
  'mf-thesis': ['query ThesisPage($id: ID!) { thesis(id: $id) { id title status } }'],
  'mf-dashboard': ['query Dashboard { theses { id summary } }'],
};

describe('gateway/schema.graphql', () => {
  it('is the schema the gateway serves (npm run codegen writes it)', async () => {
    const committed = await readFile(join(root, 'gateway', 'schema.graphql'), 'utf8');
    const print = (schema: ReturnType<typeof schemaOf>) => printSchema(lexicographicSortSchema(schema));
    expect(print(schemaOf(committed))).toBe(print(buildSchema()));
  });

  it('passes with every app’s operations against the committed schema', async () => {
    const { stdout } = await run(process.execPath, ['scripts/graphql-check.mjs'], { cwd: root });
    expect(stdout).toMatch(/\d+ operations of the apps checked against gateway\/schema\.graphql/);
  });
});

describe('the schema check', () => {
  /** The check of BASE changed by replacing `from` with `to`, against OPERATIONS. */
  const checkChange = (from: string, to: string) => check(BASE, BASE.replace(from, to), OPERATIONS);

  it('fails when a change breaks an operation a remote sends, naming the remote and the operation', async () => {
    const { code, report } = await checkChange('title: String!, ', '');
    expect(code).toBe(1);
    expect(report.breaking.map((change) => change.path)).toEqual(['Thesis.title']);
    expect(report.invalid).toEqual([
      {
        app: 'mf-thesis',
        operation: 'ThesisPage',
        errors: ['Cannot query field "title" on type "Thesis".'],
      },
    ]);
  });

  it('fails when a breaking change that still validates touches what an operation uses', async () => {
    // Non-null to nullable: the operation still validates, but a remote reading `summary` may get null.
    const { code, report } = await checkChange('summary: String!', 'summary: String');
    expect(code).toBe(1);
    expect(report.invalid).toEqual([]);
    expect(report.broken).toEqual([
      expect.objectContaining({ app: 'mf-dashboard', operation: 'Dashboard', path: 'Thesis.summary' }),
    ]);
  });

  it('reports a breaking change no app’s operation uses without failing (integrators may use it)', async () => {
    const { code, report } = await checkChange('legacy: String, ', '');
    expect(code).toBe(0);
    expect(report.breaking).toEqual([expect.objectContaining({ path: 'Thesis.legacy' })]);
    expect(report.broken).toEqual([]);
  });

  it('fails when an enum value an operation can receive goes, and reports an added one as dangerous', async () => {
    const removed = await checkChange('draft complete', 'complete');
    expect(removed.code).toBe(1);
    expect(removed.report.broken).toEqual([
      expect.objectContaining({ app: 'mf-thesis', path: 'Status.draft' }),
    ]);
    const added = await checkChange('draft complete', 'draft complete failed');
    expect(added.code).toBe(0);
    expect(added.report.dangerous).toEqual([expect.objectContaining({ path: 'Status.failed' })]);
  });

  it('passes additions', async () => {
    const { code, report } = await checkChange('legacy: String,', 'legacy: String, words: Int,');
    expect(code).toBe(0);
    expect(report.breaking).toEqual([]);
  });
});
