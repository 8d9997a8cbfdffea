// REST adapter for the AI endpoints (spec §7), thin over AiService. A client that disconnects cancels
// its model call.
import { Router } from 'express';
import { clientGone } from '../../shared/ai/index.js';
import type { AiService } from './ai.service.js';

export function aiRoutes(ai: AiService): Router {
  const router = Router();

  router.post('/ai/generate-thesis-content', async (req, res) => {
    res.json(await ai.generateThesisContent(req.auth.user, req.body, clientGone(req, res)));
  });

  router.post('/generate-summary', async (req, res) => {
    const { summary } = await ai.generateSummary(req.auth.user, req.body, { signal: clientGone(req, res) });
    res.json({ summary });
  });

  router.post('/text-to-speech', async (req, res) => {
    const signal = clientGone(req, res);
    const speech = await ai.textToSpeech(req.auth.user, req.body, req.auth.meta, signal);
    res.type('audio/mpeg').set('X-Speech-Cache', speech.cached ? 'hit' : 'miss');
    if (Buffer.isBuffer(speech.audio)) {
      res.send(speech.audio);
      return;
    }
    // Streamed as it is encoded. A failure before the first byte is a normal error answer; after it,
    // the connection is cut (the player sees a truncated file, never a JSON body inside audio).
    let started = false;
    try {
      for await (const part of speech.audio) {
        if (signal.aborted) return;
        started = true;
        if (!res.write(part)) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end();
    } catch (error) {
      if (!started && !res.headersSent) throw error;
      res.destroy();
    }
  });

  return router;
}
