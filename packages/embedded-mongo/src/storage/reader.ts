// Sequential reading of checksummed records in large chunks (no per-record syscalls).
import type { FileHandle } from 'node:fs/promises';
import { MAGIC_U32, RECORD_HEADER, RECORD_MAGIC, recordChecksumOk } from './format.js';

const CHUNK = 8 << 20;

export interface ReadOutcome {
  /** offset just after the last valid record */
  validEnd: number;
  size: number;
  /** first record that failed to frame or verify, if any */
  bad?: { offset: number; reason: string };
}

async function readFully(fh: FileHandle, into: Buffer, at: number, length: number, position: number) {
  let done = 0;
  while (done < length) {
    const { bytesRead } = await fh.read(into, at + done, length - done, position + done);
    if (bytesRead === 0) throw new Error(`file shrank while reading at offset ${position + done}`);
    done += bytesRead;
  }
}

/**
 * Calls onRecord(payload, offset) for each valid record from `start`, stopping at the first bad
 * one. Payloads are views into freshly allocated chunks that are never reused, so decoded values
 * may keep referencing them (bson's Binary does).
 */
export async function readRecords(
  fh: FileHandle,
  start: number,
  onRecord: (payload: Buffer, offset: number) => void,
): Promise<ReadOutcome> {
  const size = (await fh.stat()).size;
  let buf = Buffer.alloc(0);
  let bufStart = start;
  let pos = 0;
  let readAt = start;
  for (;;) {
    let need = RECORD_HEADER;
    while (buf.length - pos >= RECORD_HEADER) {
      const offset = bufStart + pos;
      if (buf.readUInt32LE(pos) !== MAGIC_U32)
        return { validEnd: offset, size, bad: { offset, reason: 'bad record marker' } };
      const length = buf.readUInt32LE(pos + 8);
      if (offset + RECORD_HEADER + length > size) {
        return { validEnd: offset, size, bad: { offset, reason: 'record runs past the end of the file' } };
      }
      if (buf.length - pos < RECORD_HEADER + length) {
        need = RECORD_HEADER + length;
        break;
      }
      if (!recordChecksumOk(buf, pos, length)) {
        return { validEnd: offset, size, bad: { offset, reason: 'checksum mismatch' } };
      }
      onRecord(buf.subarray(pos + RECORD_HEADER, pos + RECORD_HEADER + length), offset);
      pos += RECORD_HEADER + length;
    }
    const rest = buf.length - pos;
    if (readAt >= size) {
      const offset = bufStart + pos;
      if (rest > 0) return { validEnd: offset, size, bad: { offset, reason: 'incomplete record header' } };
      return { validEnd: offset, size };
    }
    const want = Math.min(size - readAt, Math.max(CHUNK, need - rest));
    const next = Buffer.allocUnsafe(rest + want);
    buf.copy(next, 0, pos);
    await readFully(fh, next, rest, want, readAt);
    bufStart += pos;
    buf = next;
    pos = 0;
    readAt += want;
  }
}

/** Offset of the first fully valid record at or after `from`, or -1. */
export async function findValidRecord(fh: FileHandle, from: number, size: number): Promise<number> {
  const header = Buffer.alloc(RECORD_HEADER);
  for (let at = from; at < size;) {
    const len = Math.min(CHUNK, size - at);
    const chunk = Buffer.allocUnsafe(len);
    await readFully(fh, chunk, 0, len, at);
    let i = chunk.indexOf(RECORD_MAGIC);
    while (i !== -1) {
      const offset = at + i;
      if (offset + RECORD_HEADER <= size) {
        await readFully(fh, header, 0, RECORD_HEADER, offset);
        const length = header.readUInt32LE(8);
        if (offset + RECORD_HEADER + length <= size) {
          const rec = Buffer.allocUnsafe(RECORD_HEADER + length);
          await readFully(fh, rec, 0, rec.length, offset);
          if (recordChecksumOk(rec, 0, length)) return offset;
        }
      }
      i = chunk.indexOf(RECORD_MAGIC, i + 1);
    }
    if (at + len >= size) break;
    at += len - (RECORD_MAGIC.length - 1);
  }
  return -1;
}
