// A DOCX is a ZIP archive, read here with yauzl: it reads the central directory (it never scans for
// local headers), refuses unsafe names (absolute, `..` segments, backslashes), and while inflating an
// entry fails as soon as it yields more bytes than the directory declared (validateEntrySizes), so a
// bomb hiding its size stops at the size it claims. What the directory declares (entry count, sizes,
// ratios) is checked by the caller before anything inflates; the entries it keeps are handed on as an
// uncompressed archive written with yazl, so no later reader can be made to inflate more than was
// checked.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

interface ZipEntry {
  name: string;
  compressedSize: number;
  size: number;
}

export class ZipError extends Error {
  constructor(
    readonly kind: 'damaged' | 'bomb' | 'unsupported',
    message: string,
  ) {
    super(message);
    this.name = 'ZipError';
  }
}

/** More entries than any document has: a directory this long is refused before it is read. */
export const MAX_ZIP_ENTRIES = 20_000;

export interface OpenZip {
  /** The entries the central directory lists (directories included, names checked). */
  entries: ZipEntry[];
  /** One entry's bytes, inflated no further than its declared size. */
  read(entry: ZipEntry): Promise<Buffer>;
  close(): void;
}

/** Opens `bytes` and lists its entries; throws ZipError (damaged, bomb, unsupported). */
export async function openZip(bytes: Buffer, maxEntries = MAX_ZIP_ENTRIES): Promise<OpenZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, {
      lazyEntries: true,
      autoClose: false,
      decodeStrings: true,
      validateEntrySizes: true,
    });
  } catch (error) {
    throw new ZipError('damaged', messageOf(error));
  }
  try {
    if (zip.entryCount > maxEntries) throw new ZipError('bomb', `${zip.entryCount} entries`);
    const found = new Map<ZipEntry, yauzl.Entry>();
    try {
      for await (const entry of zip.eachEntry()) {
        if (entry.isEncrypted()) throw new ZipError('unsupported', 'encrypted entry');
        found.set(
          { name: entry.fileName, compressedSize: entry.compressedSize, size: entry.uncompressedSize },
          entry,
        );
      }
    } catch (error) {
      if (error instanceof ZipError) throw error;
      throw new ZipError('damaged', messageOf(error));
    }
    return {
      entries: [...found.keys()],
      read: async (entry) => {
        const raw = found.get(entry);
        if (!raw) throw new Error(`${entry.name} is not an entry of this archive`);
        if (!raw.canDecodeFileData())
          throw new ZipError('unsupported', `compression method ${raw.compressionMethod}`);
        try {
          return await collect(await zip.openReadStreamPromise(raw), entry.size);
        } catch (error) {
          // yauzl: "too many bytes in the stream": more than declared, a bomb hiding its size.
          if (/too many bytes/.test(messageOf(error)))
            throw new ZipError('bomb', `${entry.name} inflates past its declared ${entry.size} bytes`);
          throw new ZipError('damaged', `${entry.name}: ${messageOf(error)}`);
        }
      },
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/** An uncompressed ZIP archive of `files` (readers then only slice it). */
export function storedZip(files: ReadonlyArray<{ name: string; data: Buffer }>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const file of files) zip.addBuffer(file.data, file.name, { compress: false });
  zip.end();
  return collect(zip.outputStream as Readable, Number.POSITIVE_INFINITY);
}

async function collect(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    length += (chunk as Buffer).length;
    // yauzl already stops at the declared size; this keeps the bound if that check ever changes.
    if (length > limit) {
      stream.destroy();
      throw new Error('too many bytes in the stream');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, length);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
