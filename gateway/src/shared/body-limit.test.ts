// The lingering close's bounds (shared/body-limit.ts): after an early answer the rest of a body is
// read for so long, so many bytes and so much silence, and no more, whatever the client does.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { lingerAfterAnswer, type LingerBounds } from './body-limit.js';

const BOUNDS: LingerBounds = { maxBytes: 256 * 1024, maxMs: 1_200, idleMs: 300 };

let server: Server | undefined;
afterEach(() => server?.close());

interface Exchange {
  /** The client's socket (it keeps its side open after the server's FIN). */
  client: Socket;
  /** Resolves when the server's socket closes: how long after the answer, and the body bytes read. */
  closed: Promise<{ afterMs: number; read: number }>;
  /** The raw answer as the client received it so far. */
  answer: () => string;
  /** Resolves when the client has read the server's half of the close. */
  ended: Promise<void>;
}

/** A server answering 413 at once to a request declaring `declared` bytes, lingering within BOUNDS. */
async function exchange(declared: number): Promise<Exchange> {
  let resolveClosed!: (value: { afterMs: number; read: number }) => void;
  const closed = new Promise<{ afterMs: number; read: number }>((resolve) => (resolveClosed = resolve));
  server = createServer((req, res) => {
    let read = 0;
    req.on('data', (chunk: Buffer) => (read += chunk.length));
    lingerAfterAnswer(req, res, BOUNDS);
    res.statusCode = 413;
    res.end('{"message":"Too large."}');
    const answered = Date.now();
    req.socket.once('close', () => resolveClosed({ afterMs: Date.now() - answered, read }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  const received: Buffer[] = [];
  client.on('data', (chunk: Buffer) => received.push(chunk));
  client.on('error', () => undefined);
  const ended = new Promise<void>((resolve) => client.once('end', resolve));
  client.write(`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${declared}\r\n\r\nabc`);
  return { client, closed, ended, answer: () => Buffer.concat(received).toString('latin1') };
}

describe('the lingering close after an early answer', () => {
  it('answers at once with Connection: close, then closes after idleMs of silence', async () => {
    const { client, closed, answer } = await exchange(10 * 1024 * 1024);
    const { afterMs } = await closed;
    expect(answer()).toMatch(/^HTTP\/1\.1 413 .*\r\nConnection: close\r\n/s);
    expect(afterMs).toBeGreaterThanOrEqual(BOUNDS.idleMs - 50);
    expect(afterMs).toBeLessThan(BOUNDS.maxMs);
    client.destroy();
  });

  it('closes after maxMs however steadily a slow sender drips', async () => {
    const { client, closed } = await exchange(10 * 1024 * 1024);
    const drip = setInterval(() => client.write('x'), 100);
    const { afterMs } = await closed;
    clearInterval(drip);
    expect(afterMs).toBeGreaterThanOrEqual(BOUNDS.maxMs - 50);
    expect(afterMs).toBeLessThan(BOUNDS.maxMs + 500);
    client.destroy();
  });

  it('reads and discards at most maxBytes of an endless body', async () => {
    const { client, closed } = await exchange(100 * 1024 * 1024);
    const chunk = Buffer.alloc(16 * 1024, 0x41);
    let open = true;
    client.on('close', () => (open = false));
    const pump = () => {
      while (open && client.write(chunk));
      if (open) client.once('drain', pump);
    };
    pump();
    const { afterMs, read } = await closed;
    expect(read).toBeGreaterThan(BOUNDS.maxBytes);
    expect(read).toBeLessThan(BOUNDS.maxBytes + 2 * 1024 * 1024);
    expect(afterMs).toBeLessThan(BOUNDS.maxMs);
    client.destroy();
  });

  it('closes cleanly as soon as the whole body has arrived', async () => {
    const { client, closed, ended, answer } = await exchange(3 + 64 * 1024);
    client.write(Buffer.alloc(64 * 1024, 0x41));
    const { afterMs, read } = await closed;
    await ended;
    expect(read).toBe(3 + 64 * 1024);
    expect(afterMs).toBeLessThan(BOUNDS.idleMs);
    expect(answer()).toMatch(/\{"message":"Too large\."\}$/);
    client.destroy();
  });
});
