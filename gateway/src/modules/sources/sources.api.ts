// The REST contract of sources (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { deletedAnswer, objectIdString, thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import {
  addTextSourceInput,
  passageHitAnswer,
  searchInput,
  sourceAnswer,
  SOURCE_LIMITS,
} from './sources.schemas.js';

/** A file upload as multipart/form-data: `file`, and optionally `title`. */
const upload = z
  .object({
    file: z.string().meta({
      format: 'binary',
      description: 'PDF, DOCX, Markdown, plain text or HTML; at most SOURCES_MAX_FILE_MB (20 MB by default).',
    }),
    title: z
      .string()
      .max(SOURCE_LIMITS.title)
      .optional()
      .meta({ description: 'Defaults to the file’s title or name.' }),
  })
  .meta({ id: 'SourceUpload' });

export const sourcesApi = defineApi(
  {
    name: 'Sources',
    description: 'A thesis’s source library: documents, pasted text and web pages, and search.',
  },
  {
    listSources: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/sources',
      summary: 'A thesis’s sources',
      access: 'user',
      params: thesisPath,
      responses: { 200: { description: 'The sources, newest first.', schema: sourceAnswer.array() } },
      errors: [404],
    },
    addSource: {
      method: 'post',
      path: '/api/theses/{idOrSlug}/sources',
      summary: 'Add a document (multipart upload) or pasted text (JSON)',
      description:
        'The source is read in the background: it answers with status `processing`. A file over the limit is answered 413 as soon as that much has streamed.',
      access: 'user',
      params: thesisPath,
      body: addTextSourceInput,
      bodies: { 'multipart/form-data': upload },
      responses: {
        201: { description: 'The new source.', schema: sourceAnswer },
        200: {
          description: 'The same content is already a source of the thesis: that source.',
          schema: sourceAnswer,
        },
      },
      errors: [404, 413, 415],
    },
    searchSources: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/sources/search',
      summary: 'Search a thesis’s sources',
      access: 'user',
      params: thesisPath,
      query: searchInput,
      responses: { 200: { description: 'The best passages, best first.', schema: passageHitAnswer.array() } },
      errors: [404],
    },
    deleteSource: {
      method: 'delete',
      path: '/api/theses/{idOrSlug}/sources/{sourceId}',
      summary: 'Remove a source',
      access: 'user',
      params: thesisPath.extend({ sourceId: objectIdString }),
      responses: { 200: { description: 'The removed source’s id.', schema: deletedAnswer } },
      errors: [404],
    },
  },
);
