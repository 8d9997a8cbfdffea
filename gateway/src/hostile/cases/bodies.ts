// Hostile request bodies: transport-level ones (what the body parser must refuse, whatever the route)
// and semantic ones (well-formed JSON a route's validation must refuse).
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';

export interface BodyCase {
  name: string;
  /** Sent to every route; the others (same parser, more bytes) to a few representative routes. */
  core?: boolean;
  headers: Record<string, string>;
  body: string | Buffer;
  /** The statuses allowed (all 4xx); any 4xx when absent. */
  statuses?: readonly number[];
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** JSON nested `depth` levels deep: [[[…]]]. */
export const deepJson = (depth: number, inner = '"x"'): string =>
  '['.repeat(depth) + inner + ']'.repeat(depth);

/** `valid` with raw bytes put at the start of its first string value (or in a field of their own). */
function withBytes(valid: string, bytes: number[]): Buffer {
  const at = valid.indexOf('":"');
  if (at < 0) return Buffer.concat([Buffer.from('{"note":"'), Buffer.from(bytes), Buffer.from('"}')]);
  return Buffer.concat([
    Buffer.from(valid.slice(0, at + 3)),
    Buffer.from(bytes),
    Buffer.from(valid.slice(at + 3)),
  ]);
}

/** Bodies the body parser refuses before any route runs; `valid` is a JSON text the route would accept. */
export function transportCases(valid: string): BodyCase[] {
  const bytes = Buffer.from(valid);
  const truncated = (packed: Buffer) => packed.subarray(0, Math.max(1, packed.length - 6));
  const encoded = (encoding: string, body: Buffer, statuses = [400]): BodyCase => ({
    name: '',
    headers: { ...JSON_TYPE, 'content-encoding': encoding },
    body,
    statuses,
  });
  return [
    { name: 'truncated JSON', core: true, headers: JSON_TYPE, body: valid.slice(0, -1), statuses: [400] },
    { name: 'JSON with a trailing comma', headers: JSON_TYPE, body: '{"a":1,}', statuses: [400] },
    { name: 'single-quoted JSON', headers: JSON_TYPE, body: "{'a':1}", statuses: [400] },
    {
      name: 'JSON followed by garbage',
      core: true,
      headers: JSON_TYPE,
      body: `${valid}garbage`,
      statuses: [400],
    },
    { name: 'a bare NaN', headers: JSON_TYPE, body: 'NaN', statuses: [400] },
    {
      name: 'invalid UTF-8 inside a string',
      core: true,
      headers: JSON_TYPE,
      body: withBytes(valid, [0xc3, 0x28, 0xff, 0xfe]),
      statuses: [400],
    },
    {
      name: 'overlong UTF-8 (a slash as 0xC0 0xAF)',
      headers: JSON_TYPE,
      body: withBytes(valid, [0xc0, 0xaf]),
      statuses: [400],
    },
    {
      name: 'a UTF-8 encoded surrogate (0xED 0xA0 0x80)',
      headers: JSON_TYPE,
      body: withBytes(valid, [0xed, 0xa0, 0x80]),
      statuses: [400],
    },
    {
      name: 'a body over 1 MB',
      headers: JSON_TYPE,
      body: `{"padding":"${'x'.repeat(1_100_000)}"}`,
      statuses: [413],
    },
    { ...encoded('gzip', bytes), name: 'Content-Encoding: gzip on a plain body', core: true },
    { ...encoded('deflate', bytes), name: 'Content-Encoding: deflate on a plain body' },
    { ...encoded('br', bytes), name: 'Content-Encoding: br on a plain body' },
    { ...encoded('gzip', truncated(gzipSync(bytes))), name: 'a truncated gzip body' },
    { ...encoded('deflate', truncated(deflateSync(bytes))), name: 'a truncated deflate body' },
    { ...encoded('br', truncated(brotliCompressSync(bytes))), name: 'a truncated br body', core: true },
    { ...encoded('gzip', gzipSync(deflateSync(bytes))), name: 'gzip wrapping deflate data' },
    { ...encoded('zstd', bytes, [415]), name: 'an unsupported Content-Encoding (zstd)', core: true },
    { ...encoded('gzip, gzip', gzipSync(bytes), [415]), name: 'a stacked Content-Encoding' },
    {
      name: 'an unsupported charset (latin1)',
      core: true,
      headers: { 'content-type': 'application/json; charset=latin1' },
      body: valid,
      statuses: [415],
    },
  ];
}

/** Stands for a value nested thousands deep, written into the JSON text by `withHostileField`. */
const DEEP = Symbol('deep');

/** `body` as JSON text with `field` set to `value` (a DEEP value becomes [[[…]]] 5,000 levels down). */
export function withHostileField(body: Record<string, unknown>, field: string, value: unknown): string {
  if (value !== DEEP) return JSON.stringify({ ...body, [field]: value });
  const marker = `__deep_${field}__`;
  return JSON.stringify({ ...body, [field]: marker }).replace(JSON.stringify(marker), deepJson(5_000));
}

/** Hostile stand-ins for a field whose valid value is `example`, chosen so none can pass as valid. */
export function hostileValues(example: unknown): Array<{ name: string; value: unknown }> {
  if (typeof example === 'string') {
    return [
      { name: 'an operator object {"$gt": ""}', value: { $gt: '' } },
      { name: 'an operator object {"$ne": null}', value: { $ne: null } },
      { name: 'an array', value: [example] },
      { name: 'a number', value: 42 },
      { name: 'a boolean', value: true },
      { name: 'null', value: null },
      { name: 'a string past the longest limit (200,001 characters)', value: 'x'.repeat(200_001) },
      { name: 'JSON nested 5,000 deep', value: DEEP },
    ];
  }
  if (typeof example === 'number') {
    return [
      { name: 'numeric text', value: String(example) },
      { name: 'a tiny fraction', value: 0.001 },
      { name: 'a negative number', value: -1 },
      { name: 'an operator object {"$gt": 0}', value: { $gt: 0 } },
      { name: 'an array', value: [example] },
      { name: 'a number past 2^53', value: 2 ** 60 },
    ];
  }
  if (typeof example === 'boolean') {
    return [
      { name: 'the text "true"', value: 'true' },
      { name: 'the number 1', value: 1 },
      { name: 'null', value: null },
      { name: 'an operator object {"$ne": false}', value: { $ne: false } },
      { name: 'an array', value: [example] },
    ];
  }
  if (typeof example === 'object' && example !== null) {
    return [
      { name: 'text', value: JSON.stringify(example) },
      { name: 'a list', value: [example] },
      { name: 'a number', value: 1 },
      { name: 'null', value: null },
      { name: 'an operator object {"$gt": ""}', value: { $gt: '' } },
      {
        name: 'the object under __proto__',
        value: JSON.parse(`{"__proto__":${JSON.stringify(example)}}`) as unknown,
      },
    ];
  }
  return [];
}

/** Whole bodies of the wrong shape, for a route whose valid body is `valid`. */
export function wrongShapes(valid: Record<string, unknown>): Array<{ name: string; body: string }> {
  const json = JSON.stringify(valid);
  return [
    { name: 'null', body: 'null' },
    { name: 'a string', body: '"text"' },
    { name: 'a number', body: '42' },
    { name: 'true', body: 'true' },
    { name: 'an empty array', body: '[]' },
    { name: 'an array holding the valid body', body: `[${json}]` },
    { name: 'an empty object', body: '{}' },
    { name: 'the valid body under "__proto__"', body: `{"__proto__":${json}}` },
    { name: 'the valid body under "constructor.prototype"', body: `{"constructor":{"prototype":${json}}}` },
    { name: 'JSON nested 100,000 deep', body: deepJson(100_000) },
  ];
}

/** Content types that are not JSON, each carrying the valid body in that format. */
export function wrongContentTypes(valid: Record<string, unknown>): BodyCase[] {
  const json = JSON.stringify(valid);
  const form = new URLSearchParams(
    Object.entries(valid).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return [
    { name: 'text/plain', headers: { 'content-type': 'text/plain' }, body: json },
    { name: 'form-urlencoded', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form },
    {
      name: 'multipart/form-data',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: `--b\r\nContent-Disposition: form-data; name="json"\r\n\r\n${json}\r\n--b--\r\n`,
    },
    { name: 'application/xml', headers: { 'content-type': 'application/xml' }, body: '<a>1</a>' },
    { name: 'no Content-Type', headers: {}, body: json },
  ];
}
