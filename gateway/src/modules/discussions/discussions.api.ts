// The REST contract of members' comments on thesis sections (GatewayModule.api; see
// shared/openapi/contract.ts).
import { deletedAnswer, objectIdString, thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import {
  addSectionCommentInput,
  resolveSectionCommentInput,
  sectionCommentAnswer,
  sectionCommentsQuery,
} from './discussions.schemas.js';

const commentPath = thesisPath.extend({
  commentId: objectIdString.meta({ description: 'The comment’s id.' }),
});

export const discussionsApi = defineApi(
  {
    name: 'Section comments',
    description:
      'A project’s members comment on the sections of its theses (issue 29). Never on the share page: to anyone but the project’s members (and admins) the thesis does not exist (404).',
  },
  {
    listSectionComments: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/comments',
      summary: 'A thesis’s section comments',
      description: 'Any member of its project; oldest first, answers after the comment they answer.',
      access: 'user',
      params: thesisPath,
      query: sectionCommentsQuery,
      responses: { 200: { description: 'The comments.', schema: sectionCommentAnswer.array() } },
      errors: [400, 404],
    },
    addSectionComment: {
      method: 'post',
      path: '/api/theses/{idOrSlug}/comments',
      summary: 'Comment on a section',
      description:
        'Any member of the thesis’s project. `section` is one of the thesis’s `##` headings (else 400); an answer (`parentId`) takes its thread’s section. Members named `@username` are mailed. At most 30 comments in 10 minutes per person (429).',
      access: 'user',
      params: thesisPath,
      body: addSectionCommentInput,
      responses: { 201: { description: 'The new comment.', schema: sectionCommentAnswer } },
      errors: [400, 404, 429],
    },
    resolveSectionComment: {
      method: 'patch',
      path: '/api/theses/{idOrSlug}/comments/{commentId}',
      summary: 'Resolve or reopen a comment',
      description: 'Its author, the project’s owner, editors and admins (a viewer’s other comments: 403).',
      access: 'user',
      params: commentPath,
      body: resolveSectionCommentInput,
      responses: { 200: { description: 'The comment.', schema: sectionCommentAnswer } },
      errors: [400, 403, 404],
    },
    deleteSectionComment: {
      method: 'delete',
      path: '/api/theses/{idOrSlug}/comments/{commentId}',
      summary: 'Delete your comment',
      description: 'Its author only; the answers to it go with it.',
      access: 'user',
      params: commentPath,
      responses: { 200: { description: 'The deleted comment’s id.', schema: deletedAnswer } },
      errors: [403, 404],
    },
  },
);
