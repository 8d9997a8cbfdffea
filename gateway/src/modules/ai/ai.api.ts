// The REST contract of the AI endpoints (GatewayModule.api; see shared/openapi/contract.ts).
import { z } from 'zod';
import { defineApi } from '../../shared/openapi/contract.js';
import { generateSummaryInput, generateThesisContentInput, textToSpeechInput } from './ai.schemas.js';

export const aiApi = defineApi(
  { name: 'AI', description: 'Wizard drafts, key insights and read-aloud speech.' },
  {
    generateThesisContent: {
      method: 'post',
      path: '/api/ai/generate-thesis-content',
      summary: 'Draft the text of a wizard step',
      access: 'user',
      body: generateThesisContentInput,
      responses: { 200: { description: 'The draft, Markdown.', schema: z.object({ content: z.string() }) } },
      errors: [503],
    },
    generateSummary: {
      method: 'post',
      path: '/api/generate-summary',
      summary: 'Key insights of a text',
      description: 'Cached for 10 minutes per text.',
      access: 'user',
      body: generateSummaryInput,
      responses: {
        200: { description: 'The key insights, Markdown.', schema: z.object({ summary: z.string() }) },
      },
      errors: [503],
    },
    textToSpeech: {
      method: 'post',
      path: '/api/text-to-speech',
      summary: 'Read a text aloud',
      description:
        'The first 4,000 characters are spoken. Without signing in, only text of the shared thesis named by `shareUrl`. ' +
        'The audio streams as it is made; a failure after it began cuts the connection.',
      access: 'public',
      body: textToSpeechInput,
      responses: {
        200: {
          description: 'MP3 audio.',
          content: { 'audio/mpeg': z.string().meta({ format: 'binary' }) },
          headers: z.object({
            'X-Speech-Cache': z
              .enum(['hit', 'miss'])
              .meta({ description: 'Whether the audio came from the cache.' }),
          }),
        },
      },
      errors: [401, 503],
    },
  },
);
