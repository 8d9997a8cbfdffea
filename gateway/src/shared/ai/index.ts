// The AI provider chosen by settings: OpenAI-compatible when OPENAI_API_KEY is set, else offline.
import { aiProviderKind, type Env } from '../../env.js';
import type { Logger } from '../logger.js';
import { OfflineProvider } from './offline/offline-provider.js';
import { ChatClient } from './openai/chat-client.js';
import { Embeddings } from './openai/embeddings.js';
import { OpenAiProvider } from './openai/openai-provider.js';
import type { AiProvider } from './provider.js';

export * from './provider.js';
export { countWords, stripMarkdown } from './markdown.js';
// The article's `##` headings in the thesis's language, for either engine (the offline catalogues').
export {
  offlineSectionTitles as sectionTitlesIn,
  planQuestionIn,
  sourcesListIn,
} from './offline/templates.js';
export { SpeechCache } from './speech-cache.js';
export { asServiceError, withAiErrors } from './service-errors.js';
export { cancellable, clientGone } from './streams.js';

type AiSettings = Pick<
  Env,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'OPENAI_TTS_MODEL'
  | 'AI_CONCURRENCY'
  | 'AI_TIMEOUT_SECONDS'
  | 'OPENAI_EMBEDDING_MODEL'
>;

export function createAiProvider(env: AiSettings, logger: Logger): AiProvider {
  if (aiProviderKind(env as Env) === 'openai') {
    const client = new ChatClient({
      apiKey: env.OPENAI_API_KEY ?? '',
      ...(env.OPENAI_BASE_URL ? { baseURL: env.OPENAI_BASE_URL } : {}),
      model: env.OPENAI_MODEL,
      ttsModel: env.OPENAI_TTS_MODEL,
      timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
      concurrency: env.AI_CONCURRENCY,
      logger: logger.child({ component: 'ai' }),
    });
    // Retrieval's embeddings (issue 17) through the same client; 'none': BM25 only.
    const embeddings =
      env.OPENAI_EMBEDDING_MODEL && env.OPENAI_EMBEDDING_MODEL !== 'none'
        ? new Embeddings(client, {
            model: env.OPENAI_EMBEDDING_MODEL,
            logger: logger.child({ component: 'ai' }),
          })
        : null;
    return new OpenAiProvider(client, embeddings);
  }
  const offline = new OfflineProvider();
  offline.warm();
  return offline;
}
