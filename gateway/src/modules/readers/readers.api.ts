// The REST contract of the readers' chat (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { shareUrlPath } from '../../shared/openapi/common.js';
import { defineApi } from '../../shared/openapi/contract.js';
import { chatMessageAnswer, chatReplyEventAnswer } from '../chat/index.js';
import { readerMessageInput } from './readers.schemas.js';

export const readersApi = defineApi(
  {
    name: 'Readers’ chat',
    description: 'Each reader’s own Query Research chat about a shared thesis (account, or visitor cookie).',
  },
  {
    listReaderMessages: {
      method: 'get',
      path: '/api/shared/{shareUrl}/messages',
      summary: 'Your chat about a shared thesis',
      access: 'public',
      params: shareUrlPath,
      responses: { 200: { description: 'Your messages, oldest first.', schema: chatMessageAnswer.array() } },
      errors: [404],
    },
    sendReaderMessage: {
      method: 'post',
      path: '/api/shared/{shareUrl}/messages',
      summary: 'Ask about a shared thesis',
      description:
        'With `Accept: text/event-stream` the reply streams as server-sent events: `data:` a ChatReplyEvent (the saved question first, the reply’s parts, `done: true` with the saved reply last); a failure after the stream began is `event: error` with `{ message }`. ' +
        'Otherwise it answers once the reply is saved. An anonymous reader gets a `ts_visitor` cookie with their first question. A client that goes away cancels the reply.',
      access: 'public',
      params: shareUrlPath,
      headers: z.object({
        Accept: z.enum(['application/json', 'text/event-stream']).optional(),
      }),
      body: readerMessageInput,
      responses: {
        200: {
          description: 'Your chat with the question and its reply, or the reply as it is written.',
          schema: chatMessageAnswer.array(),
          content: {
            'text/event-stream': z.string().meta({
              description: 'Server-sent events whose `data` is a ChatReplyEvent (see components).',
            }),
          },
        },
      },
      errors: [404, 503],
    },
  },
  { schemas: [chatReplyEventAnswer] },
);
