#!/usr/bin/env node
// Schema safety for separately deployed remotes (issue 19 part 5). Compares the gateway's schema
// (gateway/schema.graphql, written by `npm run codegen`) with the one a base revision committed, using
// @graphql-inspector/core, and checks every operation the apps send — each app's generated documents
// (<app>/src/gql/graphql.ts) as they are now and as the base revision built them, since a remote
// deployed from the base still sends those.
//   - reports every breaking and dangerous change against the base schema;
//   - fails when an operation of an app no longer validates against the schema, or when a breaking
//     change touches a field, argument, type or enum value an operation uses.
// The base is SCHEMA_BASE (a git revision, e.g. origin/main in a pull request's CI), else HEAD; without
// git (or before the file was committed) the schema compares with itself and only operations count.
// For tests: --schema <sdl file> --base-schema <sdl file> --operations <json file {app: [documents]}>.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  parse,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from 'graphql';

const root = join(import.meta.dirname, '..');
export const SCHEMA_FILE = 'gateway/schema.graphql';

/** `<app>/src/gql/graphql.ts` of every workspace package that has one (codegen's client preset). */
function generatedDocumentFiles() {
  const folders = (dir) =>
    readdirSync(join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .map((entry) => (dir ? `${dir}/${entry.name}` : entry.name));
  return [...folders(''), ...folders('packages')]
    .map((dir) => `${dir}/src/gql/graphql.ts`)
    .filter((file) => existsSync(join(root, file)));
}

/** The operations of a generated graphql.ts: each `export const XDocument = {…} as unknown as DocumentNode`. */
export function documentsOf(generated) {
  const documents = [];
  for (const [, json] of generated.matchAll(
    /^export const \w+Document = (\{.*\}) as unknown as DocumentNode/gm,
  ))
    documents.push(JSON.parse(json));
  return documents;
}

const git = (args) => {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
};

/** What each operation uses: `Type.field`, `Type.field.argument`, input `Type.field`, types, enum values. */
function usageOf(schema, document) {
  const used = new Set();
  const typeInfo = new TypeInfo(schema);
  const useType = (type) => {
    const named = type && getNamedType(type);
    if (!named) return;
    used.add(named.name);
    if (isEnumType(named)) for (const value of named.getValues()) used.add(`${named.name}.${value.name}`);
    if (isInputObjectType(named))
      for (const field of Object.values(named.getFields())) {
        used.add(`${named.name}.${field.name}`);
        if (!used.has(getNamedType(field.type).name)) useType(field.type);
      }
  };
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field) return;
        used.add(`${parent.name}.${field.name}`);
        useType(field.type);
      },
      Argument() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const argument = typeInfo.getArgument();
        if (parent && field && argument) used.add(`${parent.name}.${field.name}.${argument.name}`);
        if (argument) useType(argument.type);
      },
      VariableDefinition() {
        useType(typeInfo.getInputType());
      },
    }),
  );
  return used;
}

/** A breaking change touches an operation when its path, or what the path starts with, is used. */
const touches = (path, used) => {
  if (!path) return false;
  const parts = path.split('.');
  for (let n = parts.length; n >= 1; n--)
    if (used.has(parts.slice(0, n).join('.'))) return n >= 2 || parts.length === 1;
  return false;
};

/**
 * Checks `schemaSdl` against `baseSdl` and the operations `{ app: [DocumentNode | string] }` (tagged with
 * where they come from). Answers the changes, operations that no longer validate, and operations a
 * breaking change touches.
 */
export async function checkSchema({ schemaSdl, baseSdl, operations }) {
  const schema = buildSchema(schemaSdl);
  const changes = baseSdl ? await diff(buildSchema(baseSdl), schema) : [];
  const breaking = changes.filter((change) => change.criticality.level === CriticalityLevel.Breaking);
  const dangerous = changes.filter((change) => change.criticality.level === CriticalityLevel.Dangerous);
  const invalid = [];
  const broken = [];
  const seen = new Set();
  for (const [app, documents] of Object.entries(operations)) {
    for (const entry of documents) {
      const document = typeof entry === 'string' ? parse(entry) : entry;
      const name =
        document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value ??
        '(anonymous)';
      const key = `${app}\0${JSON.stringify(document)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const errors = validate(schema, document);
      if (errors.length > 0) {
        invalid.push({ app, operation: name, errors: errors.map((error) => error.message) });
        continue;
      }
      const used = usageOf(schema, document);
      if (baseSdl) {
        const usedBefore = usageOf(buildSchema(baseSdl), document);
        for (const change of breaking)
          if (touches(change.path, usedBefore) || touches(change.path, used))
            broken.push({ app, operation: name, change: change.message, path: change.path });
      }
    }
  }
  return { breaking, dangerous, safe: changes.length - breaking.length - dangerous.length, invalid, broken };
}

function argument(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main() {
  let schemaSdl;
  let baseSdl;
  let operations;
  let baseName;
  if (argument('--schema')) {
    schemaSdl = readFileSync(argument('--schema'), 'utf8');
    baseSdl = argument('--base-schema') ? readFileSync(argument('--base-schema'), 'utf8') : undefined;
    operations = JSON.parse(readFileSync(argument('--operations'), 'utf8'));
    baseName = argument('--base-schema');
  } else {
    schemaSdl = readFileSync(join(root, SCHEMA_FILE), 'utf8');
    const base = process.env.SCHEMA_BASE || 'HEAD';
    baseSdl = git(['show', `${base}:${SCHEMA_FILE}`]) ?? undefined;
    baseName = baseSdl ? `${SCHEMA_FILE} at ${base}` : undefined;
    operations = {};
    for (const file of generatedDocumentFiles()) {
      const app = relative(root, join(root, file, '..', '..', '..'));
      const before = git(['show', `${base}:${file}`]);
      operations[app] = [
        ...documentsOf(readFileSync(join(root, file), 'utf8')),
        ...(before ? documentsOf(before) : []),
      ];
    }
  }
  const count = Object.values(operations).reduce((sum, documents) => sum + documents.length, 0);
  const result = await checkSchema({ schemaSdl, baseSdl, operations });
  const json = process.argv.includes('--json');
  if (json) {
    console.log(
      JSON.stringify({
        breaking: result.breaking.map(({ message, path }) => ({ message, path })),
        dangerous: result.dangerous.map(({ message, path }) => ({ message, path })),
        invalid: result.invalid,
        broken: result.broken,
      }),
    );
  } else {
    if (baseName)
      console.log(
        `GraphQL schema against ${baseName}: ${result.breaking.length} breaking, ${result.dangerous.length} dangerous, ${result.safe} safe changes`,
      );
    for (const change of result.breaking) console.log(`  breaking: ${change.message}`);
    for (const change of result.dangerous) console.log(`  dangerous: ${change.message}`);
    for (const { app, operation, errors } of result.invalid)
      console.error(`✖ ${app} sends ${operation}, which the schema refuses: ${errors.join(' ')}`);
    for (const { app, operation, change } of result.broken)
      console.error(`✖ ${app} sends ${operation}, which this breaks: ${change}`);
  }
  if (result.invalid.length > 0 || result.broken.length > 0) {
    if (!json)
      console.error(
        'A remote deployed on its own would break: keep the old field or argument (deprecate it) until every remote has stopped using it.',
      );
    process.exit(1);
  }
  if (!json) console.log(`${count} operations of the apps checked against ${SCHEMA_FILE}`);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
