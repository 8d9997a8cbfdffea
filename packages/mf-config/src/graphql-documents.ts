// Builds only: each `graphql(`…`)` call in an app's sources becomes the typed document constant that
// codegen's client preset wrote for it in the app's gql/graphql.ts, as the preset's babel plugin does.
// The runtime `graphql()` looks the text up in gql.ts's map of every document of the app, so any chunk
// calling it carried all of them (mf-thesis: ~50 KB before compression); the constants are separate
// exports, so a chunk now carries the documents it uses. Dev and tests keep the runtime lookup.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** gql.ts's map: document text → the name of its constant in graphql.ts. */
export function documentNames(gqlSource: string): Map<string, string> {
  const start = gqlSource.indexOf('const documents');
  if (start === -1) throw new Error('graphql-documents: no `const documents` map in gql.ts');
  const names = new Map<string, string>();
  for (const [, text, name] of gqlSource.slice(start).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
    names.set(JSON.parse(text!) as string, name!);
  }
  return names;
}

// `import { graphql } from '../gql'` (other names may come with it): the specifier names the gql folder.
const GQL_IMPORT =
  /import\s*\{[^}]*\bgraphql\b[^}]*\}\s*from\s*(['"])([^'"]*\/gql(?:\/index(?:\.js|\.ts)?)?)\1/;
// A call with a plain template literal (no `${}` and no escapes, as codegen's own scanner requires).
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/** The module with its `graphql(`…`)` calls replaced, or null when it has none to replace. */
export function replaceDocuments(
  code: string,
  id: string,
  readGql: (dir: string) => Map<string, string> | undefined,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const imported = GQL_IMPORT.exec(code);
  if (!imported) return null;
  const gqlDir = resolve(dirname(id), imported[2]!.replace(/\/index(?:\.js|\.ts)?$/, ''));
  const names = readGql(gqlDir);
  if (!names) return null;
  const s = new MagicString(code);
  const used = new Set<string>();
  for (const call of code.matchAll(CALL)) {
    const name = names.get(call[1]!);
    if (!name) {
      throw new Error(
        `graphql-documents: ${id} has a document gql.ts does not list; run \`npm run codegen\`.`,
      );
    }
    used.add(name);
    s.overwrite(call.index, call.index + call[0].length, `__document_${name}`);
  }
  if (used.size === 0) return null;
  const specifiers = [...used].map((name) => `${name} as __document_${name}`).join(', ');
  s.prepend(`import { ${specifiers} } from ${JSON.stringify(`${gqlDir}/graphql.ts`)};`);
  return { code: s.toString(), map: s.generateMap({ hires: true, source: id }) };
}

/** The vite plugin (build only) for the shell and every remote. */
export function graphqlDocumentsPlugin(): Plugin {
  const maps = new Map<string, Map<string, string> | undefined>();
  const readGql = (dir: string) => {
    if (!maps.has(dir)) {
      const file = `${dir}/gql.ts`;
      maps.set(dir, existsSync(file) ? documentNames(readFileSync(file, 'utf8')) : undefined);
    }
    return maps.get(dir);
  };
  return {
    name: 'thesis-studio:graphql-documents',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !code.includes('graphql(')) {
        return null;
      }
      return replaceDocuments(code, id, readGql);
    },
  };
}
