// One source's bytes → its text as parts in reading order, by format. Runs in the extraction worker
// (extract.worker.ts); failures a person can act on come back as values with their reason.
import type { ExtractedPart } from '../retrieval/index.js';
import type { SourceFormat } from '../sources.kinds.js';
import { decodeText } from './decode.js';
import { readDocx } from './docx.js';
import { ExtractionFailure } from './failure.js';
import { HtmlTooDeepError, MAX_HTML_DEPTH, readHtml } from './html.js';
import { markdownParts, textParts } from './markdown.js';
import { readPdf } from './pdf.js';

export interface ExtractJob {
  format: SourceFormat;
  bytes: Uint8Array;
  /** The declared Content-Type (its charset is used for text). */
  contentType: string;
  maxPages: number;
}

export type ExtractResult =
  | {
      ok: true;
      parts: ExtractedPart[];
      /** Pages of a PDF; null otherwise. */
      pages: number | null;
      /** Headings (parts under one) found; null for a PDF and plain text. */
      sections: number | null;
      /** The title the document gives itself (HTML title, Markdown's opening # heading), if any. */
      title: string | null;
    }
  | { ok: false; reason: string };

export const HTML_TOO_DEEP = `This page is nested more than ${MAX_HTML_DEPTH} levels deep, too deep to read safely. Save it as PDF or plain text and add that.`;
const DOCX_TOO_DEEP = `This Word file is nested too deeply to read safely (tables or lists more than ${MAX_HTML_DEPTH} levels deep). Save it as PDF and add that.`;
export const NO_TEXT = 'This file holds no text to read.';
const TOO_DEEP_TO_READ =
  'This file is built too deeply (nested structures) to read safely. Save it as PDF or plain text and add that.';

const headingCount = (parts: ExtractedPart[]): number =>
  new Set(parts.map((part) => part.heading).filter(Boolean)).size;

/** The title a Markdown document gives itself: its first `#` heading, when one opens the document. */
export function markdownTitle(text: string): string | null {
  for (const line of text.split('\n', 40)) {
    if (line.trim() === '' || /^\s*(?:---|\+\+\+)\s*$/.test(line)) continue;
    const heading = /^ {0,3}#\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) return null;
    const plain = heading[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]+/g, '')
      .trim();
    return plain || null;
  }
  return null;
}

async function read(job: ExtractJob): Promise<ExtractResult> {
  switch (job.format) {
    case 'pdf': {
      const { parts, pages } = await readPdf(job.bytes, job.maxPages);
      return { ok: true, parts, pages, sections: null, title: null };
    }
    case 'docx': {
      const parts = await readDocx(job.bytes);
      return { ok: true, parts, pages: null, sections: headingCount(parts), title: null };
    }
    case 'html': {
      const { parts, title } = readHtml(decodeText(job.bytes, { contentType: job.contentType, html: true }));
      return { ok: true, parts, pages: null, sections: headingCount(parts), title };
    }
    case 'markdown': {
      const text = decodeText(job.bytes, { contentType: job.contentType });
      const parts = markdownParts(text);
      return { ok: true, parts, pages: null, sections: headingCount(parts), title: markdownTitle(text) };
    }
    case 'text':
      return {
        ok: true,
        parts: textParts(decodeText(job.bytes, { contentType: job.contentType })),
        pages: null,
        sections: null,
        title: null,
      };
  }
}

export async function extract(job: ExtractJob): Promise<ExtractResult> {
  try {
    const result = await read(job);
    if (result.ok && result.parts.length === 0) return { ok: false, reason: NO_TEXT };
    return result;
  } catch (error) {
    if (error instanceof ExtractionFailure) return { ok: false, reason: error.reason };
    if (error instanceof HtmlTooDeepError)
      return { ok: false, reason: job.format === 'docx' ? DOCX_TOO_DEEP : HTML_TOO_DEEP };
    // Maximum call stack size exceeded: a structure nested past what a reader's recursion survives.
    if (error instanceof RangeError) return { ok: false, reason: TOO_DEEP_TO_READ };
    throw error;
  }
}
