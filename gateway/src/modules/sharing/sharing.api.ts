// The REST contract of sharing (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { shareUrlPath, thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { thesisAnswer } from '../theses/index.js';
import { sharedThesisAnswer } from './sharing.schemas.js';

/** Lazy: the theses domain may still be loading when this one is (they import each other's parts). */
const thesis = z.lazy(() => thesisAnswer);

const revalidated = z.object({
  ETag: z
    .string()
    .meta({ description: 'A strong ETag: send it as If-None-Match to get 304 while unchanged.' }),
  'Cache-Control': z.string().meta({ description: '`no-cache`: keep it, but revalidate on every use.' }),
});

const ifNoneMatch = z.object({ 'If-None-Match': z.string().optional() });

export const sharingApi = defineApi(
  {
    name: 'Sharing',
    description: 'What readers of a share link get, and the owner’s controls of the link.',
  },
  {
    getSharedThesis: {
      method: 'get',
      path: '/api/shared/{shareUrl}',
      summary: 'A shared thesis, as its readers see it',
      description:
        'Anyone with the link. Hidden sections and topics are left out; never the owner, idea, context or chat.',
      access: 'public',
      params: shareUrlPath,
      headers: ifNoneMatch,
      responses: {
        200: { description: 'The shared thesis.', schema: sharedThesisAnswer, headers: revalidated },
        304: { description: 'Unchanged since the ETag sent.' },
      },
      errors: [404],
    },
    getShareImage: {
      method: 'get',
      path: '/api/og-image/{shareUrl}',
      summary: 'A shared thesis’s link-preview image',
      access: 'public',
      params: shareUrlPath,
      headers: ifNoneMatch,
      responses: {
        200: {
          description: 'A 1200×630 PNG.',
          content: { 'image/png': z.string().meta({ format: 'binary' }) },
          headers: revalidated,
        },
        304: { description: 'Unchanged since the ETag sent.' },
      },
      errors: [404],
    },
    renewShareLink: {
      method: 'post',
      path: '/api/theses/{idOrSlug}/share',
      summary: 'Give a thesis a new share link',
      description: 'The old link stops working at once.',
      access: 'user',
      params: thesisPath,
      responses: { 200: { description: 'The thesis with its new `shareUrl`.', schema: thesis } },
      errors: [404],
    },
    revokeShareLink: {
      method: 'delete',
      path: '/api/theses/{idOrSlug}/share',
      summary: 'Revoke a thesis’s share link',
      access: 'user',
      params: thesisPath,
      responses: { 200: { description: "The thesis; its `shareUrl` is ''.", schema: thesis } },
      errors: [404],
    },
  },
);
