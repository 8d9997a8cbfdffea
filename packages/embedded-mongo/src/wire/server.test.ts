// The wire server on raw sockets: well-formed traffic (OP_MSG, checksums, moreToCome, the legacy
// OP_QUERY handshake), and hostile bytes, each answered with an error reply or a closed connection
// while a client connected all along keeps being served.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { deserialize, serialize, type Document } from 'bson';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../index.js';
import { OP_MSG, OP_QUERY, OP_REPLY, crc32c } from './protocol.js';
let engine: Awaited<ReturnType<typeof startEmbeddedMongo>>;
let bystander: Wire;
let driver: MongoClient;
let requestId = 1;

function header(length: number, opCode: number, id = requestId++): Buffer {
  const buf = Buffer.alloc(16);
  buf.writeInt32LE(length, 0);
  buf.writeInt32LE(id, 4);
  buf.writeInt32LE(0, 8);
  buf.writeInt32LE(opCode, 12);
  return buf;
}

/** An OP_MSG with one body section; `checksum` appends the CRC-32C (set flag bit 0 with it). */
function opMsg(body: Buffer, flags = 0, { checksum = false } = {}): Buffer {
  const payload = Buffer.concat([
    Buffer.from([flags & 0xff, (flags >> 8) & 0xff, (flags >> 16) & 0xff, flags >>> 24]),
    Buffer.from([0]),
    body,
  ]);
  const message = Buffer.concat([header(16 + payload.length + (checksum ? 4 : 0), OP_MSG), payload]);
  if (!checksum) return message;
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32c(message));
  return Buffer.concat([message, crc]);
}

const command = (doc: Document, flags = 0) => opMsg(Buffer.from(serialize(doc)), flags);

function opQuery(ns: string, doc: Document): Buffer {
  const payload = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(`${ns}\0`),
    Buffer.alloc(8),
    Buffer.from(serialize(doc)),
  ]);
  return Buffer.concat([header(16 + payload.length, OP_QUERY), payload]);
}

/** A raw connection that splits the byte stream into whole messages. */
class Wire {
  private buffered = Buffer.alloc(0);
  private waiters: (() => void)[] = [];
  closed = false;

  private constructor(readonly socket: Socket) {
    socket.on('data', (chunk) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.wake();
    });
    const onEnd = () => {
      this.closed = true;
      this.wake();
    };
    socket.on('close', onEnd);
    socket.on('end', onEnd);
    socket.on('error', onEnd);
  }

  static open(port: number): Promise<Wire> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Wire(socket)));
      socket.once('error', reject);
    });
  }

  private wake() {
    for (const w of this.waiters.splice(0)) w();
  }

  /** The next whole message's body, 'closed' if the server hung up, 'silent' after timeoutMs. */
  async next(timeoutMs = 3_000): Promise<Document | 'closed' | 'silent'> {
    const message = await this.nextMessage(timeoutMs);
    return typeof message === 'string' ? message : message.doc;
  }

  async nextMessage(timeoutMs = 3_000): Promise<{ opCode: number; doc: Document } | 'closed' | 'silent'> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.buffered.length >= 4) {
        const length = this.buffered.readInt32LE(0);
        if (this.buffered.length >= length) {
          const message = this.buffered.subarray(0, length);
          this.buffered = this.buffered.subarray(length);
          return { opCode: message.readInt32LE(12), doc: parseReply(message) };
        }
      }
      if (this.closed) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) return 'silent';
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  send(bytes: Buffer) {
    this.socket.write(bytes);
  }

  destroy() {
    this.socket.destroy();
  }
}

function parseReply(message: Buffer): Document {
  const opCode = message.readInt32LE(12);
  if (opCode === OP_MSG) {
    expect(message[20]).toBe(0);
    return deserialize(message.subarray(21));
  }
  if (opCode === OP_REPLY) return deserialize(message.subarray(36));
  throw new Error(`reply with unexpected opCode ${opCode}`);
}

async function ping(wire: Wire): Promise<Document | 'closed' | 'silent'> {
  wire.send(command({ ping: 1, $db: 'admin' }));
  return wire.next();
}

/** Sends the attack on a fresh connection; the server must answer with an error or hang up. */
async function attack(bytes: Buffer, options: { thenEnd?: boolean } = {}) {
  const wire = await Wire.open(engine.port);
  wire.send(bytes);
  if (options.thenEnd) wire.socket.end();
  const outcome = await wire.next();
  wire.destroy();
  if (outcome !== 'closed') {
    expect(outcome, 'the server neither replied nor closed the connection').not.toBe('silent');
    expect(outcome).toMatchObject({ ok: 0 });
    expect(typeof (outcome as Document).errmsg).toBe('string');
  }
  await expectStillServing();
  return outcome;
}

async function expectStillServing() {
  expect(await ping(bystander)).toMatchObject({ ok: 1 });
  expect(await driver.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
}

beforeAll(async () => {
  engine = await startEmbeddedMongo({});
  bystander = await Wire.open(engine.port);
  driver = new MongoClient(engine.uri, { serverSelectionTimeoutMS: 5_000 });
  await driver.connect();
  await driver.db('t').collection('c').insertOne({ a: 1 });
});
afterAll(async () => {
  bystander.destroy();
  await driver.close();
  await engine.stop();
});

describe('well-formed traffic on raw sockets', () => {
  it('answers ping over OP_MSG', async () => {
    expect(await ping(bystander)).toMatchObject({ ok: 1 });
  });

  it('answers two messages sent in one write, and one message sent a byte at a time', async () => {
    const wire = await Wire.open(engine.port);
    wire.send(Buffer.concat([command({ ping: 1, $db: 'admin' }), command({ ping: 1, $db: 'admin' })]));
    expect(await wire.next()).toMatchObject({ ok: 1 });
    expect(await wire.next()).toMatchObject({ ok: 1 });
    const bytes = command({ ping: 1, $db: 'admin' });
    for (const byte of bytes) {
      wire.send(Buffer.from([byte]));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await wire.next()).toMatchObject({ ok: 1 });
    wire.destroy();
  });

  it('answers the legacy OP_QUERY handshake with OP_REPLY', async () => {
    const wire = await Wire.open(engine.port);
    wire.send(opQuery('admin.$cmd', { isMaster: 1, helloOk: true }));
    const reply = await wire.nextMessage();
    wire.destroy();
    expect(reply).toMatchObject({ opCode: OP_REPLY });
    expect(reply).toMatchObject({ doc: { ismaster: true, helloOk: true, maxWireVersion: 21, ok: 1 } });
  });

  it('verifies OP_MSG checksums', async () => {
    const wire = await Wire.open(engine.port);
    const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    wire.send(opMsg(body, 1, { checksum: true }));
    expect(await wire.next()).toEqual({ ok: 1 });
    const bad = opMsg(body, 1, { checksum: true });
    bad.writeUInt32LE((bad.readUInt32LE(bad.length - 4) + 1) >>> 0, bad.length - 4);
    wire.send(bad);
    const reply = await wire.next();
    wire.destroy();
    expect(reply).toMatchObject({ ok: 0 });
    expect(String((reply as Document).errmsg)).toMatch(/checksum/);
  });

  it('sends no reply for moreToCome and keeps serving the connection', async () => {
    const wire = await Wire.open(engine.port);
    wire.send(Buffer.concat([command({ ping: 1, $db: 'admin' }, 2), command({ ping: 1, $db: 'admin' })]));
    expect(await wire.next()).toMatchObject({ ok: 1 });
    expect(await wire.next(400)).toBe('silent');
    wire.destroy();
  });

  it('an unknown command gets error 59 and the connection stays usable', async () => {
    const wire = await Wire.open(engine.port);
    wire.send(command({ frobnicate: 1, $db: 'admin' }));
    expect(await wire.next()).toMatchObject({ ok: 0, code: 59, codeName: 'CommandNotFound' });
    expect(await ping(wire)).toMatchObject({ ok: 1 });
    wire.destroy();
  });

  it('a command without $db gets an error reply', async () => {
    const wire = await Wire.open(engine.port);
    wire.send(command({ ping: 1 }));
    expect(await wire.next()).toMatchObject({ ok: 0 });
    wire.destroy();
    await expectStillServing();
  });

  it('an empty command document gets an error reply or a closed connection', async () => {
    await attack(command({}));
  });
});

describe('attacks', () => {
  it('truncated message, then the client hangs up', async () => {
    const full = command({ ping: 1, $db: 'admin' });
    expect(await attack(full.subarray(0, full.length - 5), { thenEnd: true })).toBe('closed');
  });

  it('truncated header', async () => {
    expect(await attack(Buffer.from([0x20, 0, 0]), { thenEnd: true })).toBe('closed');
  });

  it('header announcing more than 48 MB', async () => {
    const bytes = Buffer.concat([header(49 * 1024 * 1024, OP_MSG), Buffer.alloc(64)]);
    await attack(bytes);
    await attack(header(48_000_001, OP_MSG));
  });

  it('header announcing 2 GB', async () => {
    await attack(Buffer.concat([header(0x7fffffff, OP_MSG), Buffer.alloc(8)]));
  });

  it('message length shorter than a header, zero, and negative', async () => {
    await attack(Buffer.concat([header(8, OP_MSG), Buffer.alloc(32)]));
    await attack(Buffer.concat([header(0, OP_MSG), Buffer.alloc(32)]));
    await attack(Buffer.concat([header(-100, OP_MSG), Buffer.alloc(32)]));
  });

  it('unknown opcode gets an error reply', async () => {
    const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    expect(await attack(Buffer.concat([header(16 + body.length, 9999), body]))).toMatchObject({ ok: 0 });
    const msgBody = command({ ping: 1, $db: 'admin' });
    msgBody.writeInt32LE(9999, 12);
    expect(await attack(msgBody)).toMatchObject({ ok: 0 });
  });

  it('garbage where the BSON body should be', async () => {
    await attack(opMsg(Buffer.from([0xff, 0xff, 0xff, 0x7f, 1, 2, 3, 4, 5, 6, 7, 8])));
    await attack(opMsg(Buffer.from([0x05, 0, 0, 0])));
    const corrupted = command({ ping: 1, $db: 'admin' });
    corrupted.fill(0xff, 25, 30);
    expect(await attack(corrupted)).toMatchObject({ ok: 0 });
  });

  it('BSON with an invalid element type', async () => {
    const doc = Buffer.from([0x0c, 0, 0, 0, 0x99, 0x61, 0, 1, 2, 3, 4, 0]);
    await attack(opMsg(doc));
  });

  it('BSON whose declared length overruns the message', async () => {
    const valid = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    valid.writeInt32LE(valid.length + 100, 0);
    await attack(opMsg(valid));
  });

  it('string element with a bad length inside the BSON', async () => {
    const valid = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    const at = valid.indexOf(Buffer.from('$db\0')) + 4;
    valid.writeInt32LE(1_000_000, at);
    await attack(opMsg(valid));
  });

  it('unknown OP_MSG section kind and a checksum flag without a checksum', async () => {
    const body = Buffer.from(serialize({ ping: 1, $db: 'admin' }));
    const payload = Buffer.concat([Buffer.alloc(4), Buffer.from([7]), body]);
    await attack(Buffer.concat([header(16 + payload.length, OP_MSG), payload]));
    await attack(opMsg(body, 1));
  });

  it('OP_MSG with unknown required flag bits', async () => {
    await attack(opMsg(Buffer.from(serialize({ ping: 1, $db: 'admin' })), 1 << 5));
  });

  it('malformed legacy OP_QUERY', async () => {
    const payload = Buffer.concat([
      Buffer.alloc(4),
      Buffer.from('admin.$cmd'),
      Buffer.from([0xde, 0xad, 0xbe, 0xef]),
    ]);
    await attack(Buffer.concat([header(16 + payload.length, OP_QUERY), payload]));
  });

  it('random bytes, many times', async () => {
    for (let i = 0; i < 20; i++) {
      const junk = randomBytes(64 + i * 16);
      junk.writeInt32LE(junk.length, 0);
      await attack(junk, { thenEnd: true });
    }
  });

  it('a deeply nested document', async () => {
    let doc: Document = { leaf: 1 };
    for (let i = 0; i < 200; i++) doc = { d: doc };
    const wire = await Wire.open(engine.port);
    wire.send(command({ insert: 'deep', documents: [doc], $db: 't' }));
    const reply = await wire.next();
    wire.destroy();
    expect(reply).not.toBe('silent');
    if (reply !== 'closed') expect(reply).toHaveProperty('ok');
    await expectStillServing();
  });

  it('many connections opened and dropped at once', async () => {
    const wires = await Promise.all(Array.from({ length: 50 }, () => Wire.open(engine.port)));
    for (const w of wires) w.send(command({ ping: 1, $db: 'admin' }).subarray(0, 10));
    for (const w of wires) w.destroy();
    await expectStillServing();
  });
});
