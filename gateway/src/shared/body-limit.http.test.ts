// Bodies over a limit are refused in a way the client can read (issue 32 item 2): an upload past the
// default 20 MB, a JSON body past 1 MB (REST and GraphQL) get their 413 and its body through Node's
// fetch (length declared, or streamed without one) and through curl, not "fetch failed" or a reset.
import { execFile } from 'node:child_process';
import { connect } from 'node:net';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/http-client.js';
import { postMultipartStream } from '../testing/fixtures.js';
import { useTestRuntime } from '../testing/runtime.js';
import { ownerWithThesis } from '../testing/owner.js';

const gateway = useTestRuntime();
let client: TestClient;
let thesisId: string;

const MB = 1024 * 1024;
const TOO_LARGE = {
  message: 'This file is larger than 20 MB, the most a source may be. Split it, or add the part you need.',
  fieldErrors: {
    file: ['This file is larger than 20 MB, the most a source may be. Split it, or add the part you need.'],
  },
};
const JSON_TOO_LARGE = 'The request body is larger than 1 MB, the most this endpoint reads.';

beforeAll(async () => {
  ({ client, thesisId } = await ownerWithThesis(gateway, { project: 'Limits', thesis: 'Too large' }));
});

/** A body sent in `chunks` pieces of `size` bytes, without a Content-Length; counts what was pulled. */
function streamed(head: Buffer, chunks: number, size: number, tail = Buffer.alloc(0)) {
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled === 0) controller.enqueue(head);
      if (state.pulled >= chunks) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      state.pulled += 1;
      controller.enqueue(Buffer.alloc(size, 0x41));
    },
  });
  return { body, state };
}

const multipartHead = (boundary: string) =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );

describe('an upload over 20 MB', () => {
  it('Node’s fetch with a declared length (FormData, 21 MB) reads the 413 and its body', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(21 * MB)]), 'too-big.pdf');
      const res = await fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
        method: 'POST',
        headers: { cookie: client.sessionCookie! },
        body: form,
      });
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(await res.json()).toEqual(TOO_LARGE);
    }
  });

  it('Node’s fetch streaming 24 MB without a length reads the 413 and its body', async () => {
    const boundary = 'limitBOUNDARY';
    const { body, state } = streamed(
      multipartHead(boundary),
      96,
      256 * 1024,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    const res = await postMultipartStream(client, `/api/theses/${thesisId}/sources`, boundary, body);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    // Answered once 20 MB had passed, not at the end.
    expect(state.pulled).toBeGreaterThan(80);
    expect((await client.get<unknown[]>(`/api/theses/${thesisId}/sources`)).body).toEqual([]);
  });

  it('curl (-F file=@…, 21 MB) reads the 413 and its body', async () => {
    expect(existsSync('/usr/bin/curl'), 'curl is expected at /usr/bin/curl').toBe(true);
    const dir = await mkdtemp(join(tmpdir(), 'limit-'));
    try {
      const file = join(dir, 'too-big.pdf');
      await writeFile(file, Buffer.alloc(21 * MB, 0x20));
      const out = await new Promise<string>((resolve, reject) =>
        execFile(
          '/usr/bin/curl',
          [
            '--silent',
            '--show-error',
            '--write-out',
            '\n%{http_code}',
            '--cookie',
            client.sessionCookie!,
            '--header',
            `Origin: ${gateway.url}`,
            '--form',
            `file=@${file};type=application/pdf`,
            `${gateway.url}/api/theses/${thesisId}/sources`,
          ],
          { timeout: 30_000 },
          (error, stdout, stderr) =>
            error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
        ),
      );
      const [json, status] = [out.slice(0, out.lastIndexOf('\n')), out.slice(out.lastIndexOf('\n') + 1)];
      expect(status).toBe('413');
      expect(JSON.parse(json)).toEqual(TOO_LARGE);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/**
 * A client on a slow link, as the server sees one: it goes on sending after the answer has arrived and
 * reads the answer only when the whole body is sent. A server that closes at once resets the
 * connection, and a reset throws away the answer the client had not read yet.
 */
function sendAllThenRead(path: string, declared: number, before: number): Promise<string> {
  const url = new URL(gateway.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    socket.pause();
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(received).toString('latin1')));
    const boundary = 'slowBOUNDARY';
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nCookie: ${client.sessionCookie!}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    socket.write(multipartHead(boundary));
    socket.write(Buffer.alloc(before, 0x41));
    // The answer arrives meanwhile (unread); the rest of the body follows, then the answer is read.
    setTimeout(() => {
      const rest = declared - multipartHead(boundary).length - before;
      socket.write(Buffer.alloc(rest, 0x41), () => setTimeout(() => socket.resume(), 200));
    }, 400);
  });
}

describe('a client that reads the answer after sending its whole body', () => {
  it('reads the 413 with its body (the server lingers instead of resetting)', async () => {
    const answer = await sendAllThenRead(`/api/theses/${thesisId}/sources`, 21 * MB, 64 * 1024);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual(TOO_LARGE);
  });
});

describe('a JSON body over 1 MB', () => {
  const big = JSON.stringify({ title: 'Notes', text: 'x'.repeat(2 * MB) });

  it('REST: refused before it is read when its length says so, with { message, fieldErrors }', async () => {
    const res = await fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
      method: 'POST',
      headers: { cookie: client.sessionCookie!, 'content-type': 'application/json', origin: gateway.url },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: JSON_TOO_LARGE, fieldErrors: { _: [JSON_TOO_LARGE] } });
  });

  it('REST: streamed without a length, refused once 1 MB has arrived', async () => {
    const { body, state } = streamed(
      Buffer.from('{"title":"Notes","text":"'),
      64,
      64 * 1024,
      Buffer.from('"}'),
    );
    const res = await fetch(`${gateway.url}/api/theses/${thesisId}/sources`, {
      method: 'POST',
      headers: { cookie: client.sessionCookie!, 'content-type': 'application/json', origin: gateway.url },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: JSON_TOO_LARGE, fieldErrors: { _: [JSON_TOO_LARGE] } });
    expect(state.pulled).toBeGreaterThan(14);
  });

  it('GraphQL: 413 with the failure as GraphQL clients read it', async () => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { cookie: client.sessionCookie!, 'content-type': 'application/json', origin: gateway.url },
      body: JSON.stringify({ query: '{ me { id } }', variables: { pad: 'x'.repeat(2 * MB) } }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: [
        {
          message: JSON_TOO_LARGE,
          extensions: { code: 'PAYLOAD_TOO_LARGE', fieldErrors: { _: [JSON_TOO_LARGE] } },
        },
      ],
    });
  });

  it('a body within the limit is read as before, on a connection that stays open', async () => {
    const res = await client.post<{ title: string }>(`/api/theses/${thesisId}/sources`, {
      title: 'Short note',
      text: 'A note well within the limit.',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('connection')).not.toBe('close');
  });
});
