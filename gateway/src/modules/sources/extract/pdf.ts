// PDF text page by page (unpdf's PDF.js build). The page count is read first and checked against the
// limit before any page is read; a PDF whose pages hold (almost) no letters has no text layer.
import { getDocumentProxy } from 'unpdf';
import type { ExtractedPart } from '../retrieval/index.js';
import { cleanText } from './decode.js';
import { ExtractionFailure } from './failure.js';

export const PDF_NO_TEXT = 'This PDF has no text layer (a scan?): add a text version.';
export const PDF_PASSWORD =
  'This PDF is password-protected: save a copy without the password (or add a text version) and add that.';
export const PDF_DAMAGED =
  'This PDF could not be read: the file looks damaged or is not really a PDF. Save or export it again, or add a text version.';
/**
 * A page's lines as prose: a word broken at a hyphen is joined again ("month-" + "end" → "month-end"),
 * and a short line (at most 10 words and under 55% of the page's longest line) without closing
 * punctuation before a line that starts with a capital or a digit (a title, a heading, a list or table
 * row) ends its paragraph, so it is not read as the start of the next sentence. Other line ends stay
 * (passages fold them into spaces).
 */
export function joinPdfLines(text: string): string {
  const lines = text.split('\n');
  const longest = Math.max(0, ...lines.map((line) => line.trim().length));
  let out = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (next === undefined) {
      out += line;
      break;
    }
    const end = line.trimEnd();
    if (/\p{L}-$/u.test(end) && /^\s*\p{Ll}/u.test(next)) {
      out += end;
      lines[i + 1] = next.trimStart();
      continue;
    }
    const words = end.split(/\s+/).filter(Boolean).length;
    const closed = /[.!?:;,…]["'”’)\]]*$/u.test(end);
    const short = words > 0 && words <= 10 && end.trim().length < 0.55 * longest;
    if (short && !closed && /^\s*[\p{Lu}\p{N}]/u.test(next)) {
      out += `${end}\n\n`;
      continue;
    }
    out += `${line}\n`;
  }
  return out;
}

export const pdfTooManyPages = (pages: number, max: number): string =>
  `This PDF has ${pages.toLocaleString('en-GB')} pages; a source may have at most ${max.toLocaleString('en-GB')}. Split it and add the parts you need.`;

/** Fewer letters than this per page, on average: the pages are pictures (a scan), not text. */
const MIN_LETTERS_PER_PAGE = 16;

interface TextItemLike {
  str?: string;
  hasEOL?: boolean;
}

export interface PdfExtraction {
  parts: ExtractedPart[];
  pages: number;
}

export async function readPdf(bytes: Uint8Array, maxPages: number): Promise<PdfExtraction> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // A copy: PDF.js takes over (detaches) the buffer it is given.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: false, verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: unknown }).name;
    if (name === 'PasswordException') throw new ExtractionFailure(PDF_PASSWORD);
    throw new ExtractionFailure(PDF_DAMAGED);
  }
  try {
    const pages = pdf.numPages;
    if (pages < 1) throw new ExtractionFailure(PDF_DAMAGED);
    if (pages > maxPages) throw new ExtractionFailure(pdfTooManyPages(pages, maxPages));
    const parts: ExtractedPart[] = [];
    let letters = 0;
    for (let number = 1; number <= pages; number++) {
      let text = '';
      try {
        const page = await pdf.getPage(number);
        const content = await page.getTextContent();
        for (const item of content.items as TextItemLike[]) {
          text += (item.str ?? '') + (item.hasEOL ? '\n' : '');
        }
        page.cleanup();
      } catch {
        // One unreadable page leaves a gap, not a failed source.
        continue;
      }
      text = cleanText(joinPdfLines(text))
        .replace(/[ \t]+/g, ' ')
        .replace(/\n{3,}/g, '\n\n')
        .trim();
      letters += text.match(/\p{L}/gu)?.length ?? 0;
      if (text) parts.push({ text, page: number, heading: null });
    }
    if (letters < MIN_LETTERS_PER_PAGE * pages) throw new ExtractionFailure(PDF_NO_TEXT);
    return { parts, pages };
  } finally {
    await pdf.loadingTask.destroy().catch(() => undefined);
  }
}
