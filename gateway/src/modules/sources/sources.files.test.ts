// The source_files GridFS bucket on the embedded engine: a file at the default upload limit (20 MB)
// kept and read back byte for byte, files listed and removed per source and per thesis, ids already
// gone removed without complaint, a missing file read as null.
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../testing/database.js';
import { SOURCE_FILES_BUCKET, SourceFiles } from './sources.files.js';

useTestDatabase();

let files: SourceFiles;
beforeEach(async () => {
  files = new SourceFiles();
  await files.ensureIndexes();
});

describe('SourceFiles', () => {
  it('keeps a 20 MB original and reads it back byte for byte', async () => {
    const bytes = randomBytes(20 * 1024 * 1024);
    const id = await files.put(bytes, 'big.pdf', 'application/pdf', {
      thesisId: 't1',
      sourceId: 's1',
      role: 'original',
    });
    const back = await files.get(id);
    expect(back?.length).toBe(bytes.length);
    expect(back?.equals(bytes)).toBe(true);
    expect(await files.listOf('s1')).toEqual([{ id: id.toString(), role: 'original', length: bytes.length }]);
  });

  it('removes by source and by thesis, and tolerates what is already gone', async () => {
    const put = (thesisId: string, sourceId: string, role: 'original' | 'text') =>
      files.put(Buffer.from(`${thesisId}/${sourceId}/${role}`), 'f', 'text/plain', {
        thesisId,
        sourceId,
        role,
      });
    const a = await put('t1', 's1', 'original');
    await put('t1', 's1', 'text');
    await put('t1', 's2', 'original');
    const kept = await put('t2', 's3', 'original');
    await files.removeWhere({ sourceId: 's1' });
    expect(await files.listOf('s1')).toEqual([]);
    expect(await files.listOf('s2')).toHaveLength(1);
    await files.removeWhere({ thesisIds: ['t1'] });
    expect(await files.listOf('s2')).toEqual([]);
    expect((await files.get(kept))?.toString()).toBe('t2/s3/original');
    await files.remove([a, null, undefined, new mongoose.Types.ObjectId()]);
    expect(await files.get(a)).toBeNull();
    const db = mongoose.connection.db!;
    expect(await db.collection(`${SOURCE_FILES_BUCKET}.chunks`).countDocuments({})).toBe(1);
    const indexes = (await db.collection(`${SOURCE_FILES_BUCKET}.files`).listIndexes().toArray()).map(
      (i) => i.key,
    );
    expect(indexes).toContainEqual({ 'metadata.thesisId': 1 });
  });
});
