// A DOCX is a ZIP archive. Before anything inflates it, its central directory is read here and the
// sizes it declares are checked (a zip bomb declares or hides gigabytes); then each entry is inflated
// with a ceiling of its declared size, and the entries are handed on as an uncompressed archive, so no
// later reader can be made to inflate more than was checked.
import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
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

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX_ENTRIES = 20_000;

/** The entries listed in the archive's central directory. */
export function readCentralDirectory(bytes: Buffer): ZipEntry[] {
  const minimum = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let at = bytes.length - 22; at >= minimum; at--) {
    if (bytes.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw new ZipError('damaged', 'no end of central directory');
  const count = bytes.readUInt16LE(eocd + 10);
  const directorySize = bytes.readUInt32LE(eocd + 12);
  const directoryOffset = bytes.readUInt32LE(eocd + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipError('unsupported', 'ZIP64');
  if (count > MAX_ENTRIES) throw new ZipError('bomb', `${count} entries`);
  if (directoryOffset + directorySize > eocd) throw new ZipError('damaged', 'central directory out of range');
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > eocd || bytes.readUInt32LE(at) !== CENTRAL)
      throw new ZipError('damaged', 'bad central directory entry');
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localHeaderOffset = bytes.readUInt32LE(at + 42);
    if (flags & 0x1) throw new ZipError('unsupported', 'encrypted entry');
    if (compressedSize === 0xffffffff || size === 0xffffffff || localHeaderOffset === 0xffffffff)
      throw new ZipError('unsupported', 'ZIP64');
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    entries.push({ name, method, compressedSize, size, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's data as stored (compressed), located through its local header. */
function storedData(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL)
    throw new ZipError('damaged', `bad local header for ${entry.name}`);
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  if (end > bytes.length) throw new ZipError('damaged', `${entry.name} runs past the end`);
  return bytes.subarray(start, end);
}

/** Inflates one entry, never past its declared size (more than declared: a bomb hiding its size). */
export function inflateEntry(bytes: Buffer, entry: ZipEntry): Buffer {
  const data = storedData(bytes, entry);
  if (entry.method === 0) {
    if (data.length !== entry.size) throw new ZipError('damaged', `${entry.name} has the wrong size`);
    return data;
  }
  if (entry.method !== 8) throw new ZipError('unsupported', `compression method ${entry.method}`);
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)
      throw new ZipError('bomb', `${entry.name} inflates past its declared ${entry.size} bytes`);
    throw new ZipError('damaged', `${entry.name} does not inflate`);
  }
  if (inflated.length !== entry.size)
    throw new ZipError(inflated.length > entry.size ? 'bomb' : 'damaged', `${entry.name} has the wrong size`);
  return inflated;
}

/** An uncompressed ZIP archive of `files` (readers then only slice it). */
export function storedZip(files: ReadonlyArray<{ name: string; data: Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(file.data.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, file.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(file.data.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + file.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
