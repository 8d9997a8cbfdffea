import net from 'node:net';
import { BSON, type Document } from 'bson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo, type EmbeddedMongo } from '../index.js';
import { OP_MSG, OP_QUERY, crc32c } from './protocol.js';

let server: EmbeddedMongo;
beforeAll(async () => {
  server = await startEmbeddedMongo();
});
afterAll(async () => {
  await server.stop();
});

function opMsg(doc: Document, flags = 0, requestId = 1): Buffer {
  const body = Buffer.from(BSON.serialize(doc));
  const withChecksum = (flags & 1) !== 0;
  const len = 16 + 4 + 1 + body.length + (withChecksum ? 4 : 0);
  const b = Buffer.alloc(len);
  b.writeInt32LE(len, 0);
  b.writeInt32LE(requestId, 4);
  b.writeInt32LE(0, 8);
  b.writeInt32LE(OP_MSG, 12);
  b.writeUInt32LE(flags, 16);
  b[20] = 0;
  body.copy(b, 21);
  if (withChecksum) b.writeUInt32LE(crc32c(b.subarray(0, len - 4)), len - 4);
  return b;
}

function opQuery(ns: string, doc: Document): Buffer {
  const body = Buffer.from(BSON.serialize(doc));
  const name = Buffer.from(ns + '\0');
  const len = 16 + 4 + name.length + 8 + body.length;
  const b = Buffer.alloc(len);
  b.writeInt32LE(len, 0);
  b.writeInt32LE(7, 4);
  b.writeInt32LE(OP_QUERY, 12);
  name.copy(b, 20);
  body.copy(b, 20 + name.length + 8);
  return b;
}

/** Sends raw bytes, collects replies until `count` messages arrived or the socket closed. */
function exchange(
  payload: Buffer,
  count = 1,
  waitMs = 500,
): Promise<{ replies: Array<{ opCode: number; doc: Document }>; closed: boolean }> {
  return new Promise((resolve) => {
    const sock = net.connect(server.port, '127.0.0.1');
    let buf = Buffer.alloc(0);
    const replies: Array<{ opCode: number; doc: Document }> = [];
    const finish = (closed: boolean): void => {
      clearTimeout(timer);
      sock.destroy();
      resolve({ replies, closed });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    sock.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      while (buf.length >= 4 && buf.length >= buf.readInt32LE(0)) {
        const len = buf.readInt32LE(0);
        const opCode = buf.readInt32LE(12);
        const docStart = opCode === 1 ? 36 : 21;
        replies.push({ opCode, doc: BSON.deserialize(buf.subarray(docStart, len)) });
        buf = buf.subarray(len);
        if (replies.length >= count) finish(false);
      }
    });
    sock.on('close', () => finish(true));
    sock.on('error', () => undefined);
    sock.write(payload);
  });
}

describe('wire protocol', () => {
  it('answers the legacy OP_QUERY handshake with OP_REPLY', async () => {
    const { replies } = await exchange(opQuery('admin.$cmd', { isMaster: 1, helloOk: true }));
    expect(replies[0]?.opCode).toBe(1);
    expect(replies[0]?.doc).toMatchObject({ ismaster: true, helloOk: true, maxWireVersion: 21, ok: 1 });
  });

  it('verifies OP_MSG checksums', async () => {
    const good = await exchange(opMsg({ ping: 1, $db: 'admin' }, 1));
    expect(good.replies[0]?.doc).toEqual({ ok: 1 });
    const bad = opMsg({ ping: 1, $db: 'admin' }, 1);
    bad.writeUInt32LE((bad.readUInt32LE(bad.length - 4) + 1) >>> 0, bad.length - 4);
    const r = await exchange(bad);
    expect(r.replies[0]?.doc.ok).toBe(0);
    expect(String(r.replies[0]?.doc.errmsg)).toMatch(/checksum/);
  });

  it('sends no reply for moreToCome and keeps serving the connection', async () => {
    const r = await exchange(
      Buffer.concat([opMsg({ ping: 1, $db: 'admin' }, 2, 1), opMsg({ ping: 1, $db: 'admin' }, 0, 2)]),
      2,
      400,
    );
    expect(r.replies).toHaveLength(1);
  });

  it('survives garbage, truncated and oversized messages', async () => {
    const garbage = opMsg({ ping: 1, $db: 'admin' });
    garbage.fill(0xff, 25, 30);
    expect((await exchange(garbage)).replies[0]?.doc.ok).toBe(0);
    const huge = Buffer.alloc(16);
    huge.writeInt32LE(48_000_001, 0);
    huge.writeInt32LE(OP_MSG, 12);
    const r = await exchange(huge);
    expect(r.closed || r.replies[0]?.doc.ok === 0).toBe(true);
    const unknownOp = opMsg({ ping: 1 });
    unknownOp.writeInt32LE(9999, 12);
    expect((await exchange(unknownOp)).replies[0]?.doc.ok).toBe(0);
    const ping = await exchange(opMsg({ ping: 1, $db: 'admin' }));
    expect(ping.replies[0]?.doc).toEqual({ ok: 1 });
  });
});
