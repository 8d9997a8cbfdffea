// The REST contract of Query Research (GatewayModule.api; see shared/openapi/contract.ts).
import { thesisPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { chatMessageAnswer, sendMessageInput } from './chat.schemas.js';

export const chatApi = defineApi(
  { name: 'Chat', description: 'Query Research: a thesis’s owner asks the AI about it and its sources.' },
  {
    listMessages: {
      method: 'get',
      path: '/api/theses/{idOrSlug}/messages',
      summary: 'A thesis’s chat',
      access: 'user',
      params: thesisPath,
      responses: {
        200: { description: 'The latest 200 messages, oldest first.', schema: chatMessageAnswer.array() },
      },
      errors: [404],
    },
    sendMessage: {
      method: 'post',
      path: '/api/theses/{idOrSlug}/messages',
      summary: 'Ask a question',
      description: 'Answers once the reply is saved. A client that goes away cancels the reply.',
      access: 'user',
      params: thesisPath,
      body: sendMessageInput,
      responses: {
        200: { description: 'The chat with the question and its reply.', schema: chatMessageAnswer.array() },
      },
      errors: [404, 503],
    },
  },
);
