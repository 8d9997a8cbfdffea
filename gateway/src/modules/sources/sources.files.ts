// The `source_files` GridFS bucket: each source's original bytes and its extracted text (the parts as
// JSON), tagged with their thesis and source so a thesis's files go with it. Uses mongoose's own
// driver (a second copy of the driver would not recognise the first one's errors).
import mongoose from 'mongoose';

export const SOURCE_FILES_BUCKET = 'source_files';

export type SourceFileRole = 'original' | 'text';

export interface SourceFileMetadata {
  thesisId: string;
  sourceId: string;
  role: SourceFileRole;
}

type ObjectId = mongoose.Types.ObjectId;

export class SourceFiles {
  private bucketOf(): mongoose.mongo.GridFSBucket {
    const db = mongoose.connection.db;
    if (!db) throw new Error('source files: the database is not connected');
    return new mongoose.mongo.GridFSBucket(db, { bucketName: SOURCE_FILES_BUCKET });
  }

  /** The lookups the cascade and clean-up make, indexed (GridFS makes its own two). */
  async ensureIndexes(): Promise<void> {
    const db = mongoose.connection.db;
    if (!db) return;
    const files = db.collection(`${SOURCE_FILES_BUCKET}.files`);
    await files.createIndex({ 'metadata.thesisId': 1 });
    await files.createIndex({ 'metadata.sourceId': 1 });
  }

  /** Stores `bytes` as a new file and answers its id. */
  async put(
    bytes: Uint8Array,
    fileName: string,
    contentType: string,
    metadata: SourceFileMetadata,
  ): Promise<ObjectId> {
    const upload = this.bucketOf().openUploadStream(fileName, { metadata: { ...metadata, contentType } });
    await new Promise<void>((resolve, reject) => {
      upload.once('error', reject);
      upload.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), () => resolve());
    });
    return upload.id as ObjectId;
  }

  /** A file's bytes (null when it is gone). */
  async get(id: ObjectId | string): Promise<Buffer | null> {
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of this.bucketOf().openDownloadStream(new mongoose.Types.ObjectId(id)))
        chunks.push(chunk as Buffer);
    } catch (error) {
      // The driver says so with code ENOENT and a "FileNotFound: …" message.
      if ((error as { code?: unknown }).code === 'ENOENT' || /FileNotFound/.test((error as Error).message))
        return null;
      throw error;
    }
    return Buffer.concat(chunks);
  }

  /** Deletes files by id; ids already gone are fine. */
  async remove(ids: ReadonlyArray<ObjectId | string | null | undefined>): Promise<void> {
    const bucket = this.bucketOf();
    for (const id of ids) {
      if (!id) continue;
      try {
        await bucket.delete(new mongoose.Types.ObjectId(id));
      } catch (error) {
        if (!/FileNotFound|not found/i.test((error as Error).message)) throw error;
      }
    }
  }

  /** Every file of these theses (the deletion cascade), or of one source. */
  async removeWhere(filter: { thesisIds: readonly string[] } | { sourceId: string }): Promise<void> {
    const query =
      'thesisIds' in filter
        ? { 'metadata.thesisId': { $in: [...filter.thesisIds] } }
        : { 'metadata.sourceId': filter.sourceId };
    const files = await this.bucketOf()
      .find(query, { projection: { _id: 1 } })
      .toArray();
    await this.remove(files.map((file) => file._id as ObjectId));
  }

  /** Files of a source (for tests and clean-up checks). */
  async listOf(sourceId: string): Promise<Array<{ id: string; role: SourceFileRole; length: number }>> {
    const files = await this.bucketOf().find({ 'metadata.sourceId': sourceId }).toArray();
    return files.map((file) => ({
      id: String(file._id),
      role: (file.metadata as SourceFileMetadata).role,
      length: file.length,
    }));
  }
}
