// DOCX through mammoth (headings and tables kept: its HTML is split at the headings). The archive is
// checked first (zip.ts, yauzl): entry count, declared sizes, compression ratios, and each entry
// inflated no further than it declares, so a zip bomb fails here instead of filling the worker's memory.
import mammoth from 'mammoth';
import type { ExtractedPart } from '../retrieval/index.js';
import { ExtractionFailure } from './failure.js';
import { docxHtmlParts } from './html.js';
import { openZip, storedZip, ZipError, type OpenZip } from './zip.js';

export const DOCX_DAMAGED =
  'This Word file could not be read: it looks damaged or is not a .docx document. Save it again as .docx (or PDF) and add that.';
export const DOCX_PROTECTED =
  'This Word file is password-protected: save a copy without the password and add that.';
export const DOCX_BOMB =
  'This Word file unpacks to far more than it holds (a zip bomb?), so it was not opened. Save it again as .docx or PDF and add that.';
export const docxTooLarge = (mb: number): string =>
  `This Word file holds more than ${mb} MB of text and markup when unpacked, more than a source may. Split it and add the parts you need.`;

/** Most bytes the document's XML parts may unpack to (pictures and embedded files are not unpacked). */
export const MAX_DOCX_UNPACKED_MB = 64;
/** An entry this large that unpacks to more than RATIO times its packed size is a bomb. */
const BOMB_RATIO = 200;
const BOMB_MIN_BYTES = 1024 * 1024;

/** What mammoth never reads for text: pictures, embedded files and fonts. */
const SKIPPED = /^word\/(media|embeddings|fonts)\//i;

const OLE = [0xd0, 0xcf, 0x11, 0xe0];

/** The parts of the archive mammoth needs, checked and unpacked. */
async function unpack(bytes: Buffer): Promise<Buffer> {
  if (OLE.every((byte, index) => bytes[index] === byte)) throw new ExtractionFailure(DOCX_PROTECTED);
  let zip: OpenZip;
  try {
    zip = await openZip(bytes);
  } catch (error) {
    throw failureOf(error);
  }
  try {
    const { entries } = zip;
    if (!entries.some((entry) => entry.name === 'word/document.xml'))
      throw new ExtractionFailure(DOCX_DAMAGED);
    const needed = entries.filter((entry) => !entry.name.endsWith('/') && !SKIPPED.test(entry.name));
    let total = 0;
    for (const entry of needed) {
      total += entry.size;
      if (entry.size >= BOMB_MIN_BYTES && entry.size > BOMB_RATIO * Math.max(1, entry.compressedSize))
        throw new ExtractionFailure(DOCX_BOMB);
    }
    if (total > MAX_DOCX_UNPACKED_MB * 1024 * 1024)
      throw new ExtractionFailure(docxTooLarge(MAX_DOCX_UNPACKED_MB));
    const files: Array<{ name: string; data: Buffer }> = [];
    for (const entry of needed) files.push({ name: entry.name, data: await zip.read(entry) });
    return await storedZip(files);
  } catch (error) {
    throw failureOf(error);
  } finally {
    zip.close();
  }
}

/** A bomb says so; anything else the archive's reader refused is a damaged file. */
function failureOf(error: unknown): ExtractionFailure {
  if (error instanceof ExtractionFailure) return error;
  if (error instanceof ZipError && error.kind === 'bomb') return new ExtractionFailure(DOCX_BOMB);
  return new ExtractionFailure(DOCX_DAMAGED);
}

/** Pictures are left out of the text (their bytes are not even unpacked). */
const noImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));

export async function readDocx(input: Uint8Array): Promise<ExtractedPart[]> {
  const archive = await unpack(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: archive },
      {
        convertImage: noImages,
        externalFileAccess: false,
        styleMap: ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"],
      },
    );
    html = result.value;
  } catch (error) {
    if (error instanceof RangeError) throw error;
    throw new ExtractionFailure(DOCX_DAMAGED);
  }
  return docxHtmlParts(html);
}
