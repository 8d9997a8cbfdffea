// The REST contract of comments on a shared thesis (GatewayModule.api; see shared/openapi/contract.ts).
import { shareUrlPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { addCommentInput, commentAnswer } from './comments.schemas.js';

export const commentsApi = defineApi(
  { name: 'Comments', description: 'Comments on a shared thesis.' },
  {
    listComments: {
      method: 'get',
      path: '/api/shared/{shareUrl}/comments',
      summary: 'A shared thesis’s comments',
      access: 'public',
      params: shareUrlPath,
      responses: { 200: { description: 'The comments, oldest first.', schema: commentAnswer.array() } },
      errors: [404],
    },
    addComment: {
      method: 'post',
      path: '/api/shared/{shareUrl}/comments',
      summary: 'Comment on a shared thesis',
      description: 'Signed-in readers; 1–2,000 characters; at most 20 in 10 minutes.',
      access: 'user',
      params: shareUrlPath,
      body: addCommentInput,
      responses: { 201: { description: 'The new comment.', schema: commentAnswer } },
      errors: [404],
    },
  },
);
