// TCP server speaking the MongoDB wire protocol: frames messages per connection, hands commands to
// the engine one at a time per connection, answers malformed input with an error or a closed socket.
import net from 'node:net';
import type { Document } from 'bson';
import type { Engine } from '../engine/engine.js';
import { helloReply } from '../engine/commands/admin.js';
import { runCommand } from '../engine/commands/index.js';
import { MongoError } from '../engine/errors.js';
import {
  MAX_MESSAGE_SIZE,
  OP_QUERY,
  ProtocolError,
  encodeOpMsgReply,
  encodeOpReply,
  parseMessage,
  readHeader,
} from './protocol.js';

const LEGACY_HELLO = new Set(['hello', 'isMaster', 'ismaster']);

export class WireServer {
  private readonly server: net.Server;
  private readonly sockets = new Set<net.Socket>();

  constructor(private readonly engine: Engine) {
    this.server = net.createServer((socket) => this.onConnection(socket));
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        const addr = this.server.address();
        resolve(typeof addr === 'object' && addr ? addr.port : port);
      });
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      for (const s of this.sockets) s.destroy();
      this.server.close(() => resolve());
    });
  }

  private onConnection(socket: net.Socket): void {
    this.sockets.add(socket);
    this.engine.openConnections++;
    this.engine.totalConnections++;
    socket.setNoDelay(true);
    const conn = {
      connectionId: this.engine.newConnectionId(),
      remote: `${socket.remoteAddress ?? ''}:${socket.remotePort ?? 0}`,
    };
    let chunks: Buffer[] = [];
    let buffered = 0;
    let queue: Promise<void> = Promise.resolve();
    let closed = false;

    const fail = (): void => {
      closed = true;
      socket.destroy();
    };

    socket.on('data', (data: Buffer) => {
      if (closed) return;
      chunks.push(data);
      buffered += data.length;
      while (buffered >= 4) {
        // Only the first chunk needs its 4 length bytes; chunks are joined once a message is complete.
        if (chunks[0]!.length < 4) chunks = [Buffer.concat(chunks)];
        const length = chunks[0]!.readInt32LE(0);
        if (length >= 16 && length <= MAX_MESSAGE_SIZE && buffered < length) break;
        const head = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
        chunks = [head];
        if (length < 16 || length > MAX_MESSAGE_SIZE) {
          // The stream cannot be re-synchronised: answer if the header is readable, then close.
          if (head.length >= 16) {
            const h = readHeader(head);
            const reply = new MongoError(
              10334,
              `message size ${length} is outside the allowed range (16..${MAX_MESSAGE_SIZE})`,
            ).toReply();
            socket.end(encodeOpMsgReply(h.requestId, reply));
          } else socket.destroy();
          closed = true;
          return;
        }
        if (buffered < length) break;
        const msg = head.subarray(0, length);
        const rest = head.subarray(length);
        chunks = rest.length ? [rest] : [];
        buffered = rest.length;
        queue = queue.then(() => this.handle(socket, msg, conn)).catch(() => fail());
      }
    });
    socket.on('error', () => fail());
    socket.on('close', () => {
      closed = true;
      this.sockets.delete(socket);
      this.engine.openConnections--;
    });
  }

  private async handle(
    socket: net.Socket,
    msg: Buffer,
    conn: { connectionId: number; remote: string },
  ): Promise<void> {
    if (socket.destroyed) return;
    const header = readHeader(msg);
    let parsed;
    try {
      parsed = parseMessage(msg);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const reply = new MongoError(
        err instanceof ProtocolError ? 9 : 2,
        `invalid message: ${message}`,
      ).toReply();
      if (header.opCode === OP_QUERY) socket.write(encodeOpReply(header.requestId, reply));
      else socket.write(encodeOpMsgReply(header.requestId, reply));
      if (err instanceof ProtocolError && /opCode|compression/.test(message)) socket.end();
      return;
    }
    let reply: Document;
    if (parsed.kind === 'query') {
      const name = Object.keys(parsed.command)[0] ?? '';
      const db = (parsed.fullCollectionName ?? '').split('.')[0] ?? 'admin';
      if (!parsed.fullCollectionName?.endsWith('.$cmd')) {
        reply = new MongoError(
          5739101,
          'OP_QUERY is no longer supported except for the hello handshake',
        ).toReply();
      } else if (LEGACY_HELLO.has(name)) {
        reply = helloReply({ engine: this.engine, db, cmd: parsed.command, name, conn }, name !== 'hello');
      } else {
        reply = new MongoError(
          5739101,
          `Unsupported OP_QUERY command: ${name}. The client driver may require an upgrade.`,
        ).toReply();
      }
      if (!socket.destroyed) socket.write(encodeOpReply(parsed.requestId, reply));
      return;
    }
    reply = await runCommand(this.engine, parsed.command, conn, parsed.rawDocuments);
    if (parsed.moreToCome || socket.destroyed) return;
    let out: Buffer;
    try {
      out = encodeOpMsgReply(parsed.requestId, reply);
    } catch (err) {
      out = encodeOpMsgReply(
        parsed.requestId,
        new MongoError(10334, `reply could not be encoded: ${String(err)}`).toReply(),
      );
    }
    socket.write(out);
  }
}
