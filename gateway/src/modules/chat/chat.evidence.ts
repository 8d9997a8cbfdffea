// What both chats answer from besides the thesis: the passages of its sources retrieved for the
// question (the readers' chat without any that names a hidden topic), and the citations an answer
// keeps, as stored on its message and judged by the model when it can judge.
import type { ThesisLanguage } from '@thesis-studio/domain';
import { Types } from 'mongoose';
import { AiError, type AiCaller, type AiProvider } from '../../shared/ai/index.js';
import type { EvidencePassage, GroundedCitation } from '../../shared/grounding/types.js';
import type { Logger } from '../../shared/logger.js';
import { citedPassage, type CitationView, type SourcesPort } from '../citations/index.js';

/** Passages a chat reply may draw on: ranked for the question, numbered 1..k. */
export type Retrieve = (question: string, signal?: AbortSignal) => Promise<EvidencePassage[]>;

/** Passages retrieved for one chat answer. */
const CHAT_PASSAGES = 6;
/** Citations of one answer the model judges (the rest stay unchecked). */
const JUDGED_PER_ANSWER = 8;

/**
 * Retrieval for one thesis's chat: through `sources()` (undefined while the sources domain is not
 * listed: no passages), at most CHAT_PASSAGES, none whose text, source title or location `hidden`
 * matches. A failed retrieval answers from the thesis alone (logged); a cancelled one throws.
 */
export function retrieverFor(
  sources: () => Pick<SourcesPort, 'retrieve'> | undefined,
  thesisId: string,
  options: {
    hidden?: RegExp | null;
    /** Sources never drawn on (and, given as a function, worked out once a question comes). */
    excludeSourceIds?: () => Promise<string[]>;
    logger?: Logger;
    /** Who asks (the query's embedding call is scheduled as theirs). */
    caller?: AiCaller;
  } = {},
): Retrieve {
  return async (question, signal) => {
    const port = sources();
    if (!port) return [];
    let found: EvidencePassage[];
    try {
      const excludeSourceIds = options.excludeSourceIds ? await options.excludeSourceIds() : [];
      // Room for the ones a hidden topic leaves out.
      found = await port.retrieve(thesisId, question, {
        limit: options.hidden ? CHAT_PASSAGES * 2 : CHAT_PASSAGES,
        ...(excludeSourceIds.length > 0 ? { excludeSourceIds } : {}),
        ...(signal ? { signal } : {}),
        ...(options.caller ? { caller: options.caller } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw new AiError('CANCELLED', 'The request was cancelled.');
      options.logger?.warn(
        { err: error, thesisId },
        'chat: retrieving passages failed; answering from the thesis',
      );
      return [];
    }
    const hidden = options.hidden;
    const allowed = hidden
      ? found.filter((p) => !hidden.test(p.text) && !hidden.test(p.sourceTitle) && !hidden.test(p.location))
      : found;
    return allowed.slice(0, CHAT_PASSAGES).map((passage, index) => ({ ...passage, n: index + 1 }));
  };
}

/**
 * The sources a share link leaves out: those its article cites, but only from parts the link hides
 * (none of their markers is in the visible text outside its Sources list, which repeats them all).
 */
export function sourcesLeftOut(
  articleCitations: ReadonlyArray<{ n: number; sourceId: string }>,
  visibleContent: string,
): string[] {
  const body = visibleContent.replace(
    /^ {0,3}##[ \t]+Sources[ \t#]*\n[\s\S]*?(?=^ {0,3}#{1,2}[ \t]|(?![\s\S]))/im,
    '',
  );
  const visible = new Set(
    [...body.matchAll(/\[(\d{1,3}(?:\s*[,;]\s*\d{1,3})*)\](?!\()/g)].flatMap((m) =>
      m[1]!.split(/[,;]/).map((n) => Number(n.trim())),
    ),
  );
  const shown = new Set(articleCitations.filter((c) => visible.has(c.n)).map((c) => c.sourceId));
  return [...new Set(articleCitations.map((c) => c.sourceId))].filter((id) => !shown.has(id));
}

/**
 * The citations an answer kept, as stored on its message: each quote found (grounding kept only
 * those), and judged by the model when it can (offline: unchecked). A failed judgement leaves that
 * citation unchecked; a cancelled one throws.
 */
export async function citationViews(
  ai: AiProvider,
  citations: readonly GroundedCitation[],
  signal?: AbortSignal,
  caller?: AiCaller,
  language?: ThesisLanguage,
): Promise<CitationView[]> {
  const now = new Date().toISOString();
  const views: CitationView[] = citations.map((citation) => ({
    id: new Types.ObjectId().toString(),
    ...citedPassage(citation),
    passage: citation.passage.text,
    sentence: citation.sentence,
    check: { quoteFound: true, support: 'unchecked', reason: null, checkedAt: now, model: null },
  }));
  await Promise.all(
    citations.slice(0, JUDGED_PER_ANSWER).map(async (citation, index) => {
      try {
        const judgement = await ai.judgeClaim(
          {
            sentence: citation.sentence,
            quote: citation.quote,
            passage: citation.passage.text,
            ...(language ? { language } : {}),
          },
          { ...(signal ? { signal } : {}), ...(caller ? { caller } : {}) },
        );
        if (judgement)
          views[index]!.check = {
            quoteFound: true,
            support: judgement.support,
            reason: judgement.reason,
            checkedAt: new Date().toISOString(),
            model: ai.model,
          };
      } catch (error) {
        if (signal?.aborted || (error instanceof AiError && error.code === 'CANCELLED')) throw error;
      }
    }),
  );
  return views;
}

export { citationView } from '../citations/index.js';
