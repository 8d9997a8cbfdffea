// Refusing a body that is too large in a way the client can read (issue 32). The answer (413) goes out
// as soon as the body is known to be too large: at once when Content-Length says so, else once that
// much has arrived. A server that then closes the connection while the client is still sending resets
// it, and a client busy writing (Node's fetch, curl, browsers) reports the reset rather than the 413.
// So, as nginx's lingering close does, the answer is followed by our half of the close (FIN) and the
// rest of the body is read and discarded, bounded in bytes, total time and silence, so that a slow or
// endless sender cannot hold the socket; then the connection is closed.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import express, { type RequestHandler } from 'express';
import { ServiceError } from './errors/service-error.js';
import { bodyTooLarge, requireValidUtf8, sendServiceError } from './errors/rest.js';

export interface LingerBounds {
  /** Bytes of the refused body read and discarded at most. */
  maxBytes: number;
  /** Milliseconds the connection lingers at most. */
  maxMs: number;
  /** Milliseconds of silence from the client after which it is closed. */
  idleMs: number;
}

/** nginx's lingering_time (30 s) and lingering_timeout (5 s); a 64 MB body at most. */
const LINGER: LingerBounds = { maxBytes: 64 * 1024 * 1024, maxMs: 30_000, idleMs: 5_000 };

type ClosingSocket = Socket & { destroySoon?: () => void };

const lingering = new WeakSet<Socket>();

/** Closes `socket` once what it has to write is written (or at `deadline` when the client does not read). */
function closeWhenWritten(socket: Socket, deadlineMs: number): void {
  if (socket.destroyed) return;
  if (socket.writableFinished) {
    socket.destroy();
    return;
  }
  const timer = setTimeout(() => socket.destroy(), deadlineMs);
  socket.once('finish', () => {
    clearTimeout(timer);
    socket.destroy();
  });
}

/** Our half of the close, then the rest of `req`'s body discarded within `bounds`, then the close. */
function linger(req: IncomingMessage, socket: Socket, bounds: LingerBounds): void {
  socket.end();
  if (req.complete || socket.readableEnded) {
    closeWhenWritten(socket, bounds.idleMs);
    return;
  }
  const started = Date.now();
  let drained = 0;
  // Past a bound: closed at once (a reset, which that client earned).
  const stop = Object.assign(
    (): void => {
      stop.cancel();
      socket.destroy();
    },
    {
      cancel: (): void => {
        clearTimeout(total);
        clearTimeout(idle);
        req.off('data', onData);
      },
    },
  );
  const total = setTimeout(stop, bounds.maxMs);
  const idle = setTimeout(stop, bounds.idleMs);
  const onData = (chunk: Buffer): void => {
    drained += chunk.length;
    if (drained > bounds.maxBytes || Date.now() - started > bounds.maxMs) stop();
    else idle.refresh();
  };
  req.on('data', onData);
  // The whole body arrived, or the client finished its side: nothing more to wait for.
  req.once('end', () => {
    stop.cancel();
    closeWhenWritten(socket, bounds.idleMs);
  });
  socket.once('end', () => {
    stop.cancel();
    closeWhenWritten(socket, bounds.idleMs);
  });
  socket.once('close', () => stop.cancel());
  req.resume();
}

/**
 * Prepares an early answer: `Connection: close`, the body no longer fed to its reader and discarded,
 * and when node closes the connection after the answer, a lingering close instead of a reset.
 * Call it before writing the answer (or before throwing the error the error handler writes).
 */
export function lingerAfterAnswer(req: IncomingMessage, res: ServerResponse, bounds = LINGER): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
  const socket = req.socket as ClosingSocket;
  // node's http server ends a `Connection: close` exchange with socket.destroySoon(): end, then destroy
  // as soon as the answer is written, which resets a connection whose client is still sending.
  if (!lingering.has(socket) && typeof socket.destroySoon === 'function') {
    lingering.add(socket);
    socket.destroySoon = () => linger(req, socket, bounds);
  }
  req.unpipe();
  req.resume();
}

/** How a refused body is answered: the REST error body unless given. */
type Refuse = (res: express.Response, error: ServiceError) => void;

const restRefusal: Refuse = (res, error) => sendServiceError(res, error);

/**
 * express.json with `limitBytes`, refusing a larger body early (see above): a declared Content-Length
 * over it before a byte is read, a body without one as soon as that many bytes have arrived. A
 * compressed body is held to the limit as it arrives and, inflated, by the JSON parser.
 */
export function jsonBody(limitBytes: number, refuse: Refuse = restRefusal): RequestHandler[] {
  const parse = express.json({ limit: limitBytes, verify: requireValidUtf8 });
  const guard: RequestHandler = (req, res, next) => {
    if (!req.is('application/json')) {
      next();
      return;
    }
    const message = bodyTooLarge(limitBytes);
    const tooLarge = () => new ServiceError('PAYLOAD_TOO_LARGE', message, { fieldErrors: { _: [message] } });
    const declared = Number(req.get('content-length'));
    if (declared > limitBytes) {
      lingerAfterAnswer(req, res);
      refuse(res, tooLarge());
      return;
    }
    if (!(declared >= 0)) {
      // No length declared: count as it arrives. The JSON parser, next and synchronous, reads the same
      // chunks, so none is emitted before it listens.
      let received = 0;
      const count = (chunk: Buffer): void => {
        received += chunk.length;
        if (received <= limitBytes) return;
        req.off('data', count);
        if (res.headersSent) return;
        lingerAfterAnswer(req, res);
        refuse(res, tooLarge());
      };
      req.on('data', count);
    }
    next();
  };
  return [guard, parse];
}
