// The build transform: graphql(`…`) calls become the typed document constants codegen wrote, imported
// from the app's gql/graphql.ts, so a chunk carries only the documents it uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentNames, replaceDocuments } from './graphql-documents.js';

const GQL = `/* eslint-disable */
import * as types from './graphql';
type Documents = {
    "\\n  query Page($id: ID!) {\\n    page(id: $id) {\\n      ...Card_page\\n    }\\n  }\\n": typeof types.PageDocument,
};
const documents: Documents = {
    "\\n  query Page($id: ID!) {\\n    page(id: $id) {\\n      ...Card_page\\n    }\\n  }\\n": types.PageDocument,
    "\\n  fragment Card_page on Page {\\n    id\\n  }\\n": types.Card_PageFragmentDoc,
};
export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
`;

const SOURCE = `import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';

graphql(\`
  fragment Card_page on Page {
    id
  }
\`);

export const PageQuery = graphql(\`
  query Page($id: ID!) {
    page(id: $id) {
      ...Card_page
    }
  }
\`);
`;

const readGql = (dir: string) => (dir === '/app/src/gql' ? documentNames(GQL) : undefined);

describe('documentNames', () => {
  it("reads gql.ts's map of document texts to constants", () => {
    const names = documentNames(GQL);
    expect([...names.values()]).toEqual(['PageDocument', 'Card_PageFragmentDoc']);
    expect(names.get('\n  fragment Card_page on Page {\n    id\n  }\n')).toBe('Card_PageFragmentDoc');
  });

  it('reads every document of a real generated file', () => {
    const root = join(import.meta.dirname, '../../..');
    const gql = readFileSync(join(root, 'mf-thesis/src/gql/gql.ts'), 'utf8');
    const graphqlTs = readFileSync(join(root, 'mf-thesis/src/gql/graphql.ts'), 'utf8');
    const names = documentNames(gql);
    expect(names.size).toBeGreaterThan(10);
    for (const name of names.values()) expect(graphqlTs).toContain(`export const ${name} = `);
  });
});

describe('replaceDocuments', () => {
  it('puts each call’s constant in its place, imported from the gql folder’s graphql.ts', () => {
    const result = replaceDocuments(SOURCE, '/app/src/pages/Page.tsx', readGql)!;
    expect(result.code).not.toContain('graphql(`');
    expect(result.code).toContain('export const PageQuery = __document_PageDocument;');
    expect(result.code).toContain('__document_Card_PageFragmentDoc;');
    expect(result.code.split('\n')[0]).toBe(
      'import { Card_PageFragmentDoc as __document_Card_PageFragmentDoc, PageDocument as __document_PageDocument } from "/app/src/gql/graphql.ts";import { useQuery } from \'@apollo/client/react\';',
    );
    expect(result.map.mappings).not.toBe('');
  });

  it('leaves a module without the gql import, or without calls, as it is', () => {
    expect(
      replaceDocuments('export const a = graphql(`query A { a }`);', '/app/src/a.ts', readGql),
    ).toBeNull();
    expect(replaceDocuments("import { graphql } from '../gql';\n", '/app/src/a.ts', readGql)).toBeNull();
  });

  it('fails the build for a document gql.ts does not list (codegen not run)', () => {
    const stale = SOURCE.replace('query Page($id: ID!)', 'query Page($id: ID!, $x: Int)');
    expect(() => replaceDocuments(stale, '/app/src/pages/Page.tsx', readGql)).toThrow('npm run codegen');
  });
});
