// Bytes → text for the text formats: a byte-order mark, then the declared charset (Content-Type, or an
// HTML page's <meta charset>), then UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what
// browsers assume of unlabelled Western text).
import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';

const charsetOf = (contentType: string): string | null =>
  /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType)?.[1]?.toLowerCase() ?? null;

/** `<meta charset="…">` or `<meta http-equiv="Content-Type" content="…; charset=…">` near the start. */
const metaCharset = (bytes: Buffer): string | null => {
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, 4096));
  return /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1]?.toLowerCase() ?? null;
};

/** Removes what text must not hold (NULs and other C0 controls but tab and line breaks), CRLF → LF. */
export function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .normalize('NFC')
  );
}

export function decodeText(
  input: Uint8Array,
  options: { contentType?: string; html?: boolean } = {},
): string {
  const bytes = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  let text: string;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) text = bytes.toString('utf8', 3);
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) text = iconv.decode(bytes.subarray(2), 'utf-16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = iconv.decode(bytes.subarray(2), 'utf-16be');
  else {
    const declared = charsetOf(options.contentType ?? '') ?? (options.html ? metaCharset(bytes) : null);
    if (declared && declared !== 'utf-8' && declared !== 'utf8' && iconv.encodingExists(declared))
      text = iconv.decode(bytes, declared);
    else if (isUtf8(bytes)) text = bytes.toString('utf8');
    else text = iconv.decode(bytes, 'windows-1252');
  }
  return cleanText(text);
}

/** Words as the sources count them: runs of letters or digits (with inner apostrophes and hyphens). */
export const countWords = (text: string): number =>
  text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
