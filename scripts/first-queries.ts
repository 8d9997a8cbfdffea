// The first GraphQL queries of each app route, written out from their one declaration (issue 28): each
// route's page module (`<remote>/src/pages/<Page>.tsx`, remotes.json names it) exports `firstQueries`,
// the page's own documents (and, for one the page asks only for some viewers, the capabilities it needs). `npm run codegen` runs this after
// graphql-codegen (scripts/contracts.ts) and writes, for those who may not import the apps:
//   packages/domain/src/gql/first-queries.ts   each route's operations (their variables from the route's
//       params and the reader's variant, the viewer capabilities they wait for) and each operation's text as Apollo
//       sends it (with its cache's __typename fields), the signed-in user's `Me` among them: the shell's
//       early requests and the gateway's server render (gateway/src/app-pages.ts) send these
//   packages/client/src/gql/first-query-documents.ts   the same operations as the pages' own documents
//       (graphql-codegen's), which the shell's route preload runs through Apollo
// No text is copied by hand: a page's document changes, `npm run codegen` and the files follow
// (`scripts/codegen-check.mjs` fails while they are stale).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import ts from 'typescript';
import { REMOTES, remotePageFile, type RouteAccess } from '../packages/domain/src/remotes.js';
import { documentNames } from '../packages/mf-config/src/graphql-documents.js';

export const FIRST_QUERIES_FILE = 'packages/domain/src/gql/first-queries.ts';
export const FIRST_QUERY_DOCUMENTS_FILE = 'packages/client/src/gql/first-query-documents.ts';

/** Where the signed-in user's query is declared (the auth store sends it with a plain fetch). */
const ME_QUERY = { file: 'packages/client/src/auth-store.ts', name: 'ME_QUERY' };

/** A route variable the derivation knows: `idOrSlug` is the route's one param, `language` the reader's. */
const ROUTE_VARIABLES = new Set(['idOrSlug', 'language']);

/** One of a route's first queries, as the domain's early-queries.ts reads it. */
interface RouteOperation {
  operationName: string;
  param?: string;
  language?: true;
  /** Only for a viewer whose `User.capabilities` have these values. */
  when?: Readonly<Record<string, boolean>>;
}

class DeclarationError extends Error {}

const fail = (root: string, file: string, message: string): never => {
  throw new DeclarationError(`${relative(root, file)}: ${message}`);
};

const parseSource = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** The expression under `as`, `satisfies` and parentheses. */
function unwrap(node: ts.Expression): ts.Expression {
  while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)) {
    node = node.expression;
  }
  return node;
}

/** A relative import's file (TypeScript sources, as the apps write their imports without extensions). */
function resolveImport(root: string, from: string, specifier: string): string {
  if (!specifier.startsWith('.'))
    fail(root, from, `"${specifier}": a page's first query comes from its own app`);
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  for (const candidate of [`${base}.tsx`, `${base}.ts`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // try the next
    }
  }
  return fail(root, from, `cannot find "${specifier}"`);
}

/**
 * The document text of the constant `name` in `file`: `const name = graphql(`…`)` (or a template tagged
 * with a GraphQL comment), followed through imports and re-exports.
 */
function documentText(root: string, file: string, name: string, seen = new Set<string>()): string {
  const key = `${file}#${name}`;
  if (seen.has(key)) fail(root, file, `${name} is imported in a circle`);
  seen.add(key);
  const source = parseSource(file);
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name || !declaration.initializer)
          continue;
        const init = unwrap(declaration.initializer);
        const template =
          ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'graphql'
            ? init.arguments[0]
            : init;
        if (template && ts.isNoSubstitutionTemplateLiteral(template)) return template.text;
        fail(root, file, `${name} must be a graphql(\`…\`) document`);
      }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const named = statement.importClause?.namedBindings;
      if (named && ts.isNamedImports(named)) {
        for (const element of named.elements) {
          if (element.name.text !== name) continue;
          const target = resolveImport(root, file, statement.moduleSpecifier.text);
          return documentText(root, target, (element.propertyName ?? element.name).text, seen);
        }
      }
    }
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      for (const element of statement.exportClause.elements) {
        if (element.name.text !== name) continue;
        const target = resolveImport(root, file, statement.moduleSpecifier.text);
        return documentText(root, target, (element.propertyName ?? element.name).text, seen);
      }
    }
  }
  return fail(root, file, `no document named ${name}`);
}

/** A page module's `firstQueries`: each entry's document text and `when`; undefined when it has none. */
function declaredFirstQueries(
  root: string,
  file: string,
): Array<{ text: string; when?: Record<string, boolean> }> | undefined {
  const source = parseSource(file);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const exported = statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'firstQueries') continue;
      if (!exported || !declaration.initializer)
        fail(root, file, 'firstQueries must be exported with a value');
      const list = unwrap(declaration.initializer!);
      if (!ts.isArrayLiteralExpression(list))
        return fail(root, file, 'firstQueries must be an array literal');
      return list.elements.map((element) => {
        const entry = unwrap(element);
        if (!ts.isObjectLiteralExpression(entry))
          return fail(root, file, 'each first query is { query, when? }');
        let text: string | undefined;
        let when: Record<string, boolean> | undefined;
        for (const property of entry.properties) {
          if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) {
            fail(root, file, 'each first query is { query, when? }');
          }
          const key = property.name.getText(source);
          const value = ts.isPropertyAssignment(property) ? unwrap(property.initializer) : property.name;
          if (key === 'query') {
            if (!ts.isIdentifier(value)) fail(root, file, 'a first query names its document constant');
            text = documentText(root, file, (value as ts.Identifier).text);
          } else if (key === 'when') {
            const problem = 'when is an object literal of capabilities and true or false';
            if (!ts.isObjectLiteralExpression(value)) fail(root, file, problem);
            when = Object.fromEntries(
              (value as ts.ObjectLiteralExpression).properties.map((capability) => {
                if (!ts.isPropertyAssignment(capability) || !ts.isIdentifier(capability.name))
                  return fail(root, file, problem);
                const kind = unwrap(capability.initializer).kind;
                if (kind !== ts.SyntaxKind.TrueKeyword && kind !== ts.SyntaxKind.FalseKeyword)
                  return fail(root, file, problem);
                return [capability.name.text, kind === ts.SyntaxKind.TrueKeyword];
              }),
            );
          } else {
            fail(root, file, `unknown key "${key}" (a first query is { query, when? })`);
          }
        }
        if (text === undefined) return fail(root, file, 'a first query needs its query');
        return when ? { text, when } : { text };
      });
    }
  }
  return undefined;
}

/** graphql-codegen's documents of the app whose gql folder is `gqlDir`: text → DocumentNode. */
function generatedDocuments(gqlDir: string): (text: string) => DocumentNode | undefined {
  const names = documentNames(readFileSync(join(gqlDir, 'gql.ts'), 'utf8'));
  const constants = new Map<string, string>();
  for (const [, name, json] of readFileSync(join(gqlDir, 'graphql.ts'), 'utf8').matchAll(
    /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
  )) {
    constants.set(name!, json!);
  }
  return (text) => {
    const name = names.get(text);
    const json = name === undefined ? undefined : constants.get(name);
    return json === undefined ? undefined : (JSON.parse(json) as DocumentNode);
  };
}

const operationOf = (document: DocumentNode): OperationDefinitionNode => {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const [operation] = operations;
  if (operations.length !== 1 || !operation?.name || operation.operation !== 'query') {
    throw new DeclarationError(`a first query is one named query (${print(document).slice(0, 60)}…)`);
  }
  return operation;
};

const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

export interface FirstQueryFiles {
  /** Path (from the repository root) → content, unformatted. */
  [file: string]: string;
}

/** The generated files' contents (throws a DeclarationError naming the file a declaration is wrong in). */
export async function firstQueryFiles(root: string): Promise<FirstQueryFiles> {
  // Apollo's own transform, so a text is the one its HttpLink would send (the cache's __typename fields).
  const requireFromClient = createRequire(join(root, 'packages/client/package.json'));
  const { InMemoryCache } = (await import(requireFromClient.resolve('@apollo/client'))) as {
    InMemoryCache: new () => { transformDocument(document: DocumentNode): DocumentNode };
  };
  const cache = new InMemoryCache();

  const routes: Record<string, RouteOperation[]> = {};
  const texts: Record<string, string> = {};
  const documents: Record<string, DocumentNode> = {};
  for (const remote of REMOTES) {
    const documentOf = generatedDocuments(join(root, remote.app, 'src', 'gql'));
    for (const [pattern, page] of Object.entries(remote.pages)) {
      const file = join(root, remote.app, remotePageFile(page));
      const declared = declaredFirstQueries(root, file);
      if (!declared) continue;
      const params = pattern
        .split('/')
        .filter((segment) => segment.startsWith(':'))
        .map((segment) => segment.slice(1));
      routes[pattern] = declared.map(({ text, when }) => {
        const document =
          documentOf(text) ??
          fail(root, file, 'a first query graphql-codegen has not seen: run `npm run codegen`');
        const operation = operationOf(document);
        const operationName = operation.name!.value;
        const entry: RouteOperation = { operationName };
        for (const variable of operation.variableDefinitions ?? []) {
          const name = variable.variable.name.value;
          if (!ROUTE_VARIABLES.has(name)) {
            fail(
              root,
              file,
              `${operationName}: $${name} is not a route variable (${[...ROUTE_VARIABLES].join(', ')})`,
            );
          }
          if (name === 'language') entry.language = true;
          else if (params.length === 1) entry.param = params[0]!;
          else fail(root, file, `${operationName}: $idOrSlug needs a route with one param (${pattern})`);
        }
        // A route only admins open: its queries wait for the user and run for those who administer (its access).
        const access: RouteAccess | undefined = remote.access[pattern];
        const bound = when ?? (access === 'admin' ? { administer: true } : undefined);
        if (bound) entry.when = bound;
        if (texts[operationName] !== undefined)
          fail(root, file, `${operationName} is another route's first query`);
        texts[operationName] = collapsed(print(cache.transformDocument(document)));
        documents[operationName] = document;
        return entry;
      });
    }
  }

  const meFile = join(root, ME_QUERY.file);
  const meText = documentText(root, meFile, ME_QUERY.name);
  const meDocument =
    generatedDocuments(join(root, 'packages/client/src/gql'))(meText) ??
    fail(root, meFile, `${ME_QUERY.name} graphql-codegen has not seen: run \`npm run codegen\``);
  const meName = operationOf(meDocument).name!.value;

  const generatedBy =
    '// Generated by scripts/first-queries.ts (npm run codegen) from each route page module’s `firstQueries`\n' +
    '// (<remote>/src/pages/*.tsx) and the auth store’s ME_QUERY. Do not edit: change those and regenerate.\n';
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  const domain =
    generatedBy +
    '/** One of a route’s first queries: `param` is sent as `idOrSlug`, `language` the reader’s variant. */\n' +
    'export interface RouteOperation {\n' +
    '  operationName: string;\n  param?: string;\n  language?: true;\n' +
    '  /** Only for a viewer whose `User.capabilities` have these values. */\n' +
    '  when?: Readonly<Record<string, boolean>>;\n}\n\n' +
    '/** Route pattern → its first queries, in the page module’s order. */\n' +
    `export const ROUTE_FIRST_QUERIES: Readonly<Record<string, readonly RouteOperation[]>> = ${json(routes)};\n\n` +
    '/** Operation name → the query text Apollo sends for it (whitespace collapsed). */\n' +
    `export const FIRST_QUERY_TEXTS: Readonly<Record<string, string>> = ${json(texts)};\n\n` +
    '/** The signed-in user’s query (the auth store’s ME_QUERY, whitespace collapsed) and its name. */\n' +
    `export const ME_QUERY_TEXT = ${JSON.stringify(collapsed(print(meDocument)))};\n` +
    `export const ME_OPERATION_NAME = ${JSON.stringify(meName)};\n`;
  const client =
    generatedBy +
    "import type { DocumentNode } from 'graphql';\n\n" +
    '/** Each route first query’s document, as its page has it (graphql-codegen’s, without __typename). */\n' +
    'export const FIRST_QUERY_DOCUMENTS: Readonly<Record<string, DocumentNode>> = {\n' +
    Object.entries(documents)
      .map(([name, document]) => `  ${name}: ${JSON.stringify(document)} as unknown as DocumentNode,\n`)
      .join('') +
    '};\n';
  return { [FIRST_QUERIES_FILE]: domain, [FIRST_QUERY_DOCUMENTS_FILE]: client };
}
