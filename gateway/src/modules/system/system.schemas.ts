// Answer shapes of the system domain (GET /healthz, GraphQL `ServerInfo`).
import { z } from 'zod';

/** What the gateway runs on. */
export const serverInfoAnswer = z.object({
  db: z.enum(['mongodb', 'embedded']).meta({ description: 'MongoDB, or the embedded engine.' }),
  ai: z
    .enum(['offline', 'openai'])
    .meta({ description: 'The AI engine: an OpenAI-compatible server, or offline.' }),
  search: z.enum(['searxng', 'tavily', 'brave', 'none']).meta({ description: 'The web search provider.' }),
});

export const healthAnswer = serverInfoAnswer
  .extend({
    status: z
      .enum(['ok', 'unavailable'])
      .meta({ description: '`unavailable` while the database is unreachable.' }),
  })
  .meta({ id: 'Health' });
