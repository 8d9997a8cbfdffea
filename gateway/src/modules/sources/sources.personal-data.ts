// What the sources domain keeps about a person: the sources of their theses and their original files
// (they go with the theses), and their name as who added a source elsewhere (forgotten).
import mongoose, { type Types } from 'mongoose';
import { Readable } from 'node:stream';
import { recordsFile, safeName, type ExportEntry, type PersonalData } from '../../shared/personal-data.js';
import { SOURCE_FILES_BUCKET } from './sources.files.js';
import { SourceModel } from './sources.model.js';
import type { SourcesService } from './sources.service.js';

/**
 * A GridFS file's bytes, chunk by chunk in order, a few chunks per round trip: the driver's own
 * download stream asks for 101 chunks (about 25 MB) at once.
 */
function fileStream(fileId: Types.ObjectId): Readable {
  return Readable.from(
    (async function* () {
      const db = mongoose.connection.db;
      if (!db) throw new Error('export: the database is not connected');
      const chunks = db.collection(`${SOURCE_FILES_BUCKET}.chunks`);
      const cursor = chunks.find({ files_id: fileId }, { sort: { n: 1 }, batchSize: 4 });
      for await (const chunk of cursor) {
        const data = chunk.data as { buffer: Uint8Array } | Uint8Array;
        yield Buffer.from(data instanceof Uint8Array ? data : data.buffer);
      }
    })(),
    { objectMode: false },
  );
}

export const sourcesPersonalData: PersonalData<SourcesService> = {
  export: {
    sources: recordsFile(
      {
        path: 'sources.json',
        about:
          'The sources of your theses: documents, pasted texts and web pages (title, kind, size, address).',
      },
      SourceModel.collection,
      ({ byThesis }) => byThesis,
    ),
    /** The original files of their sources, streamed from GridFS. */
    files: async ({ byThesis, theses }): Promise<ExportEntry[]> => {
      const slugOf = new Map(theses.map((thesis) => [String(thesis._id), String(thesis.slug)]));
      const files = await SourceModel.collection
        .find(
          { ...byThesis, fileId: { $ne: null } },
          { projection: { _id: 1, thesisId: 1, fileId: 1, fileName: 1, title: 1 } },
        )
        .toArray();
      return files.map((source) => {
        const folder = safeName(
          slugOf.get(String(source.thesisId)) ?? String(source.thesisId),
          String(source.thesisId),
        );
        const name = safeName(String(source.fileName ?? source.title ?? 'file'), 'file');
        const fileId = source.fileId as Types.ObjectId;
        return {
          path: `sources/${folder}/${String(source._id)}-${name}`,
          about: '',
          open: () => fileStream(fileId),
        };
      });
    },
  },
  deletion: (sources) => [{ name: 'sources.added', run: (user) => sources.forgetAdder(user.id) }],
};
