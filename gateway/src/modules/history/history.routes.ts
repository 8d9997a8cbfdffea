// REST adapter for thesis history and export: GET /api/theses/{id}/history,
// POST /api/theses/{id}/history/{revisionId}/restore (optional `version` in the body or If-Match),
// GET /api/theses/{id}/export?format=md|docx|pdf (an attachment named after the slug).
import { Router, type Request } from 'express';
import { badUserInput } from '../../shared/errors/service-error.js';
import { parseInput } from '../../shared/validate.js';
import { restoreInput } from './history.schemas.js';
import type { HistoryService } from './history.service.js';

const IF_MATCH_MESSAGE = 'If-Match must be the version you restore over, in quotes (If-Match: "3"), or *.';

/** The version a restore was decided on, from the body or If-Match (undefined: any version). */
function versionOf(req: Request): number | undefined {
  const { version: fromBody } = parseInput(restoreInput, req.body ?? {});
  const header = req.get('If-Match')?.trim();
  let fromHeader: number | undefined;
  if (header !== undefined && header !== '*') {
    const match = /^"(\d{1,15})"$/.exec(header);
    if (!match) throw badUserInput(IF_MATCH_MESSAGE, { version: [IF_MATCH_MESSAGE] });
    fromHeader = Number(match[1]);
  }
  if (fromBody !== undefined && fromHeader !== undefined && fromBody !== fromHeader) {
    const message = 'The version in the body and the one in If-Match differ: send one.';
    throw badUserInput(message, { version: [message] });
  }
  return fromBody ?? fromHeader;
}

export function historyRoutes(history: HistoryService): Router {
  const router = Router();

  router.get('/theses/:idOrSlug/history', async (req, res) => {
    res.json(await history.list(req.auth.user, req.params.idOrSlug));
  });

  router.post('/theses/:idOrSlug/history/:revisionId/restore', async (req, res) => {
    const version = versionOf(req);
    const thesis = await history.restore(req.auth.user, req.params.idOrSlug, req.params.revisionId, version);
    res.set('ETag', `"${thesis.version}"`).json(thesis);
  });

  router.get('/theses/:idOrSlug/export', async (req, res) => {
    const file = await history.export(req.auth.user, req.params.idOrSlug, req.query.format);
    res.attachment(file.filename).type(file.contentType).send(file.body);
  });

  return router;
}
