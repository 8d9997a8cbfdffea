// REST adapter for the readers' chat (spec §7), thin over ReadersService. With Accept:
// text/event-stream the POST answers server-sent events as the reply is written; a client that goes
// away cancels the reply.
import { Router, type Request, type Response } from 'express';
import { clientGone } from '../../shared/ai/index.js';
import { ServiceError } from '../../shared/errors/service-error.js';
import { shareUrlOf } from '../sharing/index.js';
import type { ReadersService } from './readers.service.js';
import { translatorOf } from '../../shared/errors/rest.js';

const wantsEventStream = (req: Request) =>
  req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream';

/** One server-sent event; flushed at once (the API's compression leaves event streams alone). */
function sendEvent(res: Response, data: unknown, event?: string): void {
  res.write(`${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`);
}

export function readersRoutes(readers: ReadersService): Router {
  const router = Router();

  router.get('/shared/*shareUrl/messages', async (req, res) => {
    res.json(await readers.list(req.auth, shareUrlOf(req)));
  });

  router.post('/shared/*shareUrl/messages', async (req, res) => {
    const signal = clientGone(req, res);
    if (!wantsEventStream(req)) {
      res.json(await readers.send(req.auth, shareUrlOf(req), req.body, signal));
      return;
    }
    // Refusals (unknown link, bad question, limits) are normal error answers: nothing has streamed yet.
    const reply = await readers.prepareReply(req.auth, shareUrlOf(req), req.body);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    try {
      for await (const event of reply.stream(signal)) {
        if (signal.aborted) break;
        sendEvent(res, event);
      }
    } catch (error) {
      if (!signal.aborted) {
        if (!(error instanceof ServiceError)) req.log.error({ err: error }, 'reader reply failed');
        const message =
          error instanceof ServiceError ? error.message : 'The reply could not be written. Please try again.';
        // In the reader's language, as an error answered before the stream began would be.
        sendEvent(res, { message: translatorOf(req)(message) }, 'error');
      }
    }
    res.end();
  });

  return router;
}
