// What an uploaded file is: its first bytes first (a PDF or a ZIP says so itself), then its name's
// extension and its declared type. Only the formats extraction reads are accepted.

/** The formats extraction reads (a web page is one of these too). */
export type SourceFormat = 'pdf' | 'docx' | 'markdown' | 'text' | 'html';

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const ACCEPTED_FORMATS =
  'PDF, Word (.docx), Markdown (.md), plain text (.txt) or HTML (.html) files, or pasted text';

export const MIME_OF: Record<SourceFormat, string> = {
  pdf: 'application/pdf',
  docx: DOCX_MIME,
  markdown: 'text/markdown',
  text: 'text/plain',
  html: 'text/html',
};

const EXTENSIONS: Record<string, SourceFormat> = {
  pdf: 'pdf',
  docx: 'docx',
  md: 'markdown',
  markdown: 'markdown',
  mdown: 'markdown',
  txt: 'text',
  text: 'text',
  html: 'html',
  htm: 'html',
  xhtml: 'html',
};

const MIMES: Record<string, SourceFormat> = {
  'application/pdf': 'pdf',
  [DOCX_MIME]: 'docx',
  'text/markdown': 'markdown',
  'text/x-markdown': 'markdown',
  'text/plain': 'text',
  'text/html': 'html',
  'application/xhtml+xml': 'html',
};

/** Formats people try that we do not read, with what to do instead. */
const REFUSED: Record<string, string> = {
  doc: 'Old Word documents (.doc) are not supported: save it as .docx or PDF and add that.',
  rtf: 'RTF files are not supported: save it as .docx or PDF and add that.',
  odt: 'OpenDocument text (.odt) is not supported: save it as .docx or PDF and add that.',
  pages: 'Pages documents are not supported: export it as PDF or .docx and add that.',
  xlsx: 'Spreadsheets are not supported: save the sheet as PDF, or paste the part that matters as text.',
  xls: 'Spreadsheets are not supported: save the sheet as PDF, or paste the part that matters as text.',
  csv: 'Spreadsheets are not supported: save the sheet as PDF, or paste the part that matters as text.',
  pptx: 'Presentations are not supported: export the slides as PDF and add that.',
  ppt: 'Presentations are not supported: export the slides as PDF and add that.',
  epub: 'E-books (.epub) are not supported: add a PDF or paste the text.',
};

/** `label`: what the file is ("A ZIP archive"); a message in its own right (the API translates it). */
const unsupportedMessage = (label: string): string =>
  `${label} is not a format sources can read: add ${ACCEPTED_FORMATS}.`;

export type Detection = { ok: true; format: SourceFormat } | { ok: false; message: string };

const extensionOf = (fileName: string): string => {
  const match = /\.([a-z0-9]{1,10})$/i.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
};

const baseMime = (mimeType: string): string => mimeType.split(';')[0]!.trim().toLowerCase();

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  signature.every((byte, index) => bytes[at + index] === byte);

/** `%PDF-` within the first 1,024 bytes (readers allow junk before it). */
function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 1024));
  return head.includes('%PDF-');
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Signatures of common binary formats that are certainly not text. */
const BINARY_SIGNATURES: ReadonlyArray<readonly [readonly number[], string]> = [
  [[0x89, 0x50, 0x4e, 0x47], 'A PNG image'],
  [[0xff, 0xd8, 0xff], 'A JPEG image'],
  [[0x47, 0x49, 0x46, 0x38], 'A GIF image'],
  [[0x1f, 0x8b], 'A gzip archive'],
  [[0x52, 0x61, 0x72, 0x21], 'A RAR archive'],
  [[0x37, 0x7a, 0xbc, 0xaf], 'A 7-Zip archive'],
  [[0x7f, 0x45, 0x4c, 0x46], 'A program'],
  [[0x4d, 0x5a], 'A program'],
];

/** Whether the start of `bytes` reads as text (no NUL bytes in the first 8 KB). */
function looksLikeText(bytes: Uint8Array): boolean {
  const head = bytes.subarray(0, 8192);
  // UTF-16 text has NULs but says so with its byte-order mark.
  if (startsWith(head, [0xff, 0xfe]) || startsWith(head, [0xfe, 0xff])) return true;
  return !head.includes(0);
}

/** `<!doctype html`, `<html` or `<head`/`<body` near the start. */
function looksLikeHtml(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, 2048))
    .toString('latin1')
    .replace(/^\s+/, '')
    .toLowerCase();
  return /^(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<!doctype html|^<html[\s>]|^<head[\s>]|^<body[\s>]/.test(
    head,
  );
}

/**
 * The format of an uploaded file. PDFs and DOCX files are recognised by their bytes; the text formats
 * by extension or type (HTML also by its start). A file named .pdf that is not one is still read as
 * a PDF, so that it fails with "damaged" rather than being refused as unknown.
 */
export function detectFormat(fileName: string, mimeType: string, bytes: Uint8Array): Detection {
  const extension = extensionOf(fileName);
  const mime = baseMime(mimeType);
  const byName = EXTENSIONS[extension];
  const byMime = MIMES[mime];
  if (looksLikePdf(bytes)) return { ok: true, format: 'pdf' };
  if (startsWith(bytes, ZIP)) {
    if (byName === 'docx' || byMime === 'docx' || (extension === '' && !byMime))
      return { ok: true, format: 'docx' };
    if (REFUSED[extension]) return { ok: false, message: REFUSED[extension] };
    return { ok: false, message: unsupportedMessage('A ZIP archive') };
  }
  // A password-protected DOCX is an OLE container: read as DOCX, it fails saying so.
  if (startsWith(bytes, OLE) && (byName === 'docx' || byMime === 'docx')) return { ok: true, format: 'docx' };
  if (startsWith(bytes, OLE)) {
    return { ok: false, message: REFUSED[extension === 'xls' || extension === 'ppt' ? extension : 'doc']! };
  }
  if (REFUSED[extension]) return { ok: false, message: REFUSED[extension] };
  const claimed = byName ?? byMime;
  if (claimed === 'pdf' || claimed === 'docx') return { ok: true, format: claimed };
  for (const [signature, what] of BINARY_SIGNATURES) {
    if (startsWith(bytes, signature)) return { ok: false, message: unsupportedMessage(what) };
  }
  if (!looksLikeText(bytes)) {
    return {
      ok: false,
      message: unsupportedMessage(claimed ? `This ${extension || mime} file` : 'This file'),
    };
  }
  if (claimed === 'html' || looksLikeHtml(bytes)) return { ok: true, format: 'html' };
  if (claimed) return { ok: true, format: claimed };
  // No known extension or type: text without NULs is read as plain text, unless it names another type.
  if (extension && !['', 'log', 'rst', 'org', 'adoc', 'tex'].includes(extension)) {
    return { ok: false, message: unsupportedMessage(`A .${extension} file`) };
  }
  return { ok: true, format: 'text' };
}

/**
 * The format of a fetched web page from its Content-Type and bytes: HTML, PDF or plain text; null for
 * anything else.
 */
export function webPageFormat(contentType: string, bytes: Uint8Array): SourceFormat | null {
  const mime = baseMime(contentType);
  if (mime === 'application/pdf' || looksLikePdf(bytes)) return looksLikePdf(bytes) ? 'pdf' : null;
  if (mime === 'text/html' || mime === 'application/xhtml+xml') return 'html';
  if (mime === 'text/markdown' || mime === 'text/x-markdown') return 'markdown';
  if (mime === 'text/plain') return looksLikeText(bytes) ? 'text' : null;
  if ((mime === '' || mime === 'application/octet-stream') && looksLikeText(bytes))
    return looksLikeHtml(bytes) ? 'html' : 'text';
  return null;
}
