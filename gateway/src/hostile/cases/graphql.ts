// Hostile GraphQL documents, refused before anything runs: over HTTP with 400, over the WebSocket with an
// error message. Each family is plain data so both transports send the same cases.
import { GRAPHQL_LIMITS } from '../../shared/graphql-limits.js';
import { deepJson } from './bodies.js';

export interface DocumentCase {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  /** The variables as JSON text, for values JSON.stringify cannot write (nested thousands deep). */
  variablesJson?: string;
}

const doc = (name: string, query: string, variables?: Record<string, unknown>): DocumentCase => ({
  name,
  query,
  ...(variables ? { variables } : {}),
});

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

/** projects → theses → project → theses … `levels` deep, with `leaf` at the bottom. */
const chain = (levels: number, leaf = 'id') => {
  const fields = Array.from({ length: levels }, (_, i) =>
    i === 0 ? 'projects' : i % 2 ? 'theses' : 'project',
  );
  return `{ ${fields.map((field) => `${field} { `).join('')}${leaf}${' }'.repeat(levels)} }`;
};

/** `spreads` spreads of the next fragment, `levels` fragments deep: spreads^levels fields once expanded. */
const fragmentFanOut = (spreads: number, levels: number) => {
  const fragments = Array.from({ length: levels }, (_, i) =>
    i === levels - 1
      ? `fragment F${i} on Query { __typename }`
      : `fragment F${i} on Query { ${Array(spreads)
          .fill(`...F${i + 1}`)
          .join(' ')} }`,
  );
  return `query { ...F0 } ${fragments.join(' ')}`;
};

/** A selection 16 deep built from fragments alternating between Project and Thesis. */
const fragmentDepth = () => {
  const fragments = Array.from({ length: 14 }, (_, i) => {
    const inner = i === 13 ? 'id' : `...F${i + 1}`;
    return i % 2 === 0
      ? `fragment F${i} on Project { theses { ${inner} } }`
      : `fragment F${i} on Thesis { project { ${inner} } }`;
  });
  return `{ projects { ...F0 } } ${fragments.join(' ')}`;
};

const MALFORMED: DocumentCase[] = [
  doc('whitespace only', '   \n\t '),
  doc('a comment only', '# nothing here'),
  doc('an opening brace', '{'),
  doc('a closing brace', '}'),
  doc('an unclosed selection', '{ me { id }'),
  doc('an extra closing brace', '{ me { id } } }'),
  doc('a bare "query"', 'query'),
  doc('a bare "mutation"', 'mutation'),
  doc('a bare "subscription"', 'subscription'),
  doc('an argument without a value', '{ me(id: ) { id } }'),
  doc('an unterminated string', '{ project(idOrSlug: "abc) { id } }'),
  doc('an unterminated block string', '{ project(idOrSlug: """abc) { id } }'),
  doc('an invalid escape', '{ project(idOrSlug: "\\x41") { id } }'),
  doc('a hexadecimal number', '{ project(idOrSlug: 0x10) { id } }'),
  doc('a number with a dangling dot', '{ project(idOrSlug: 1.) { id } }'),
  doc('a variable without a name', 'query ($) { me { id } }'),
  doc('a bare spread', '{ ... }'),
  doc('an inline fragment without a type', '{ ... on }'),
  doc('a directive without a name', '{ me { id } @ }'),
  doc('a NUL character', '\u0000{ me { id } }'),
  doc('a control character', '{ me { id \u0007 } }'),
  doc('SQL', "SELECT * FROM users WHERE '1'='1'"),
  doc('markup', '<script>alert(1)</script>'),
  doc('JSON', '{"query": "{ me { id } }"}'),
  doc('two operations with one name', 'query Q { me { id } } query Q { me { id } }'),
  doc('two anonymous operations', '{ me { id } } { me { id } }'),
  doc('a fragment and no operation', 'fragment F on User { id }'),
];

const UNKNOWN: DocumentCase[] = [
  doc('an unknown root field', '{ nope }'),
  doc("the user's password", '{ me { password } }'),
  doc("the user's password hash", '{ me { passwordHash } }'),
  doc("the user's sessions", '{ me { sessions { id } } }'),
  doc('a token on users', '{ users { id token } }'),
  doc('an unknown mutation', 'mutation { dropDatabase }'),
  doc('an unknown argument', '{ me { id(format: "raw") } }'),
  doc('a fragment on the wrong type', '{ me { ... on Project { id } } }'),
  doc('an object without a selection', '{ serverInfo }'),
  doc('a selection on a scalar', '{ me { id { x } } }'),
  doc('a missing required argument', '{ project { id } }'),
  doc('a number where text belongs', '{ project(idOrSlug: 1) { id } }'),
  doc('an unknown enum value', 'mutation { changeUserRole(userId: "x", role: superadmin) { id } }'),
  doc('text where an enum belongs', 'mutation { setLanguage(language: "UK") { id } }'),
  doc(
    'an unknown spelling variant for a reading',
    '{ thesis(idOrSlug: "x") { reading(language: FR) { key } } }',
  ),
  doc(
    'a reading asked for by a variable of the wrong type',
    'query($l: Language!) { thesis(idOrSlug: "x") { reading(language: $l) { key } } }',
    { l: 42 },
  ),
  doc(
    "text where the key insights' variant belongs",
    'mutation { generateSummary(content: "x", language: "USA") { insights } }',
  ),
  doc('an unknown input field', 'mutation { createProject(input: { name: "x", ownerId: "y" }) { id } }'),
  doc('an unknown variable type', 'query ($v: Secret) { me { id } }'),
  doc('an unused variable', 'query ($v: String!) { me { id } }'),
  doc('an undefined variable', '{ project(idOrSlug: $nope) { id } }'),
  doc('an unused fragment', 'query { me { id } } fragment Unused on User { id }'),
  doc('an undefined fragment', '{ me { ...Nope } }'),
  doc('a fragment on an unknown type', '{ ...F } fragment F on Nope { id }'),
  doc('a directive without its argument', '{ me @include { id } }'),
  doc('a directive in the wrong place', '{ me @deprecated { id } }'),
  doc('a directive argument of the wrong type', '{ me { id @skip(if: "yes") } }'),
  doc('an unknown directive', '{ me @evil { id } }'),
  doc('a repeated directive', '{ me @skip(if: false) @skip(if: false) { id } }'),
  doc('conflicting fields under one name', '{ me { x: id x: email } }'),
  doc('a 5,000-character field name', `{ ${'f'.repeat(5_000)} }`),
];

const PROJECT = 'query ($s: String!) { project(idOrSlug: $s) { id } }';
const LOGIN = 'mutation ($i: LoginInput!) { login(input: $i) { id } }';
const ROLE = 'mutation ($r: Role!) { changeUserRole(userId: "x", role: $r) { id } }';
const VERSION =
  'mutation ($v: Int) { updateThesis(id: "x", input: { title: "t" }, expectedVersion: $v) { id } }';
const HANDLED = 'mutation ($h: Boolean!) { markIdeaHandled(id: "x", handled: $h) { id } }';
const DELETE = 'mutation ($id: ID!) { deleteProject(id: $id) }';

const WRONG_VARIABLES: DocumentCase[] = [
  doc('a number for String!', PROJECT, { s: 1 }),
  doc('null for String!', PROJECT, { s: null }),
  doc('an operator object for String!', PROJECT, { s: { $gt: '' } }),
  doc('a list for String!', PROJECT, { s: ['a'] }),
  doc('a boolean for String!', PROJECT, { s: true }),
  doc('a missing String!', PROJECT, {}),
  {
    name: 'a value nested 5,000 deep for String!',
    query: PROJECT,
    variablesJson: `{"s":${deepJson(5_000)}}`,
  },
  doc('operator objects inside LoginInput', LOGIN, { i: { email: { $gt: '' }, password: { $ne: null } } }),
  doc('text for LoginInput', LOGIN, { i: 'admin@x.io' }),
  doc('an extra field (role) in LoginInput', LOGIN, { i: { email: 'a@b.io', password: 'x', role: 'admin' } }),
  doc(
    '__proto__ in LoginInput',
    LOGIN,
    JSON.parse('{"i":{"email":"a@b.io","password":"x","__proto__":{"role":"admin"}}}') as Record<
      string,
      unknown
    >,
  ),
  doc('a LoginInput without password', LOGIN, { i: { email: 'a@b.io' } }),
  doc('a list of LoginInputs', LOGIN, { i: [{ email: 'a@b.io', password: 'x' }] }),
  doc('an unknown Role', ROLE, { r: 'superadmin' }),
  doc('a Role in capitals', ROLE, { r: 'ADMIN' }),
  doc('a number for Role', ROLE, { r: 1 }),
  doc('an Int past 32 bits', VERSION, { v: 2 ** 40 }),
  doc('a fraction for Int', VERSION, { v: 1.5 }),
  doc('text for Int', VERSION, { v: '1' }),
  doc('a list for Int', VERSION, { v: [1] }),
  doc('text for Boolean!', HANDLED, { h: 'true' }),
  doc('a number for Boolean!', HANDLED, { h: 1 }),
  doc('null for Boolean!', HANDLED, { h: null }),
  doc('an operator object for ID!', DELETE, { id: { $gt: '' } }),
  doc('a boolean for ID!', DELETE, { id: true }),
  doc('a fraction for ID!', DELETE, { id: 1.5 }),
];

export const LIMITS: DocumentCase[] = [
  doc('a selection nested 5,000 deep', `{${'a{'.repeat(5_000)}b${'}'.repeat(5_000)}}`),
  doc('a list argument nested 45 deep', `{ project(idOrSlug: ${deepJson(45)}) { id } }`),
  doc(
    'an input object nested 45 deep',
    `mutation { createProject(input: ${'{ name: '.repeat(45)}"x"${' }'.repeat(45)}) { id } }`,
  ),
  doc(`a selection ${GRAPHQL_LIMITS.maxDepth + 2} deep`, chain(GRAPHQL_LIMITS.maxDepth + 1)),
  doc('a selection 16 deep through fragments', fragmentDepth()),
  doc('10,000 aliases', aliases(10_000, '__typename')),
  doc('1,000 aliases of users', aliases(1_000, 'users { id }')),
  doc(
    `${GRAPHQL_LIMITS.maxAliases + 1} aliases of serverInfo`,
    aliases(GRAPHQL_LIMITS.maxAliases + 1, 'serverInfo { db }'),
  ),
  doc('100 aliases of __typename', aliases(100, '__typename')),
  doc(
    `${GRAPHQL_LIMITS.maxDirectives + 1} directives`,
    `{ ${Array.from({ length: GRAPHQL_LIMITS.maxDirectives + 1 }, (_, i) => `f${i}: __typename @include(if: true)`).join(' ')} }`,
  ),
  doc('1,000 directives on one field', `{ __typename ${'@include(if: true) '.repeat(1_000)} }`),
  doc('a cost over the budget (150 fields 10 deep)', chain(10, 'id '.repeat(150))),
  doc('a fragment fan-out (3 spreads × 12 levels)', fragmentFanOut(3, 12)),
  doc('a fragment fan-out (30 spreads × 20 levels)', fragmentFanOut(30, 20)),
  doc(`${GRAPHQL_LIMITS.maxTokens + 100} tokens`, `{ ${'a '.repeat(GRAPHQL_LIMITS.maxTokens + 100)} }`),
  doc(
    `${GRAPHQL_LIMITS.maxLength + 1} characters`,
    `# ${'x'.repeat(GRAPHQL_LIMITS.maxLength)}\n{ __typename }`,
  ),
  doc('900 fields with one name', `{ ${'__typename '.repeat(900)} }`),
];

const FRAGMENTS: DocumentCase[] = [
  doc('a fragment cycle', 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }'),
  doc('a fragment spreading itself', 'query { ...A } fragment A on Query { __typename ...A }'),
  doc(
    'a three-fragment cycle',
    'query { ...A } fragment A on Query { ...B } fragment B on Query { ...C } fragment C on Query { ...A }',
  ),
  doc('an inline-fragment cycle', 'query { ...A } fragment A on Query { ... on Query { ...A } }'),
  doc(
    'two fragments with one name',
    'query { ...A } fragment A on Query { __typename } fragment A on Query { __typename }',
  ),
];

const INTROSPECTION: DocumentCase[] = [
  doc('16 aliases of __schema', aliases(16, '__schema { types { name } }')),
  doc(
    'ofType nested 25 deep',
    `{ __type(name: "User") { ${'ofType { '.repeat(25)}name${' }'.repeat(25)} } }`,
  ),
  doc(
    'fields/type nested 12 deep',
    `{ __schema { types { ${'fields { type { '.repeat(12)}name${' } }'.repeat(12)} } } }`,
  ),
  doc(
    '21 directives on introspection',
    `{ __schema { ${Array.from({ length: 21 }, (_, i) => `t${i}: queryType @include(if: true) { name }`).join(' ')} } }`,
  ),
  doc('a number for __type(name:)', '{ __type(name: 1) { name } }'),
  doc('an unknown introspection field', '{ __schema { secrets } }'),
];

/** Every document family, by name: sent over HTTP (400) and over the WebSocket (an error message). */
export const DOCUMENT_FAMILIES: Record<string, DocumentCase[]> = {
  'malformed documents': MALFORMED,
  'unknown fields, types and arguments': UNKNOWN,
  'variables of the wrong type': WRONG_VARIABLES,
  'documents beyond the limits': LIMITS,
  'fragment cycles': FRAGMENTS,
  'introspection abuse': INTROSPECTION,
};

/** The JSON body of a POST /graphql or the payload of a graphql-ws subscribe for a case. */
export function operationJson(c: DocumentCase): string {
  const variables = c.variablesJson ?? JSON.stringify(c.variables ?? {});
  return `{"query":${JSON.stringify(c.query)},"variables":${variables}}`;
}
