// The chat domain: Query Research, the owner's conversation with the AI about a thesis and its sources.
import { defineModule } from '../../shared/module.js';
import type { AiService } from '../ai/index.js';
import type { SourcesPort } from '../citations/index.js';
import type { ThesesService } from '../theses/index.js';
import { chatApi } from './chat.api.js';
import { chatRoutes } from './chat.routes.js';
import { ChatService } from './chat.service.js';
import { chatResolvers } from './resolvers.js';

export { type ChatEvidence, type ChatService } from './chat.service.js';
export { citationView, retrieverFor, sourcesLeftOut } from './chat.evidence.js';
export { messageCitationSchema } from './chat.model.js';
export {
  drainReply,
  storedChatLog,
  streamReply,
  type ChatMessageView,
  type ChatReplyEvent,
} from './chat.reply.js';
export { chatMessageAnswer, chatReplyEventAnswer, sendMessageInput } from './chat.schemas.js';
export { chatPersonalData } from './chat.personal-data.js';

export const chatModule = defineModule(import.meta.url, {
  name: 'chat',
  resolvers: chatResolvers,
  createService: (
    { rateLimits, logger },
    ports: { ai: AiService; theses: ThesesService; sources: SourcesPort },
  ) =>
    new ChatService(ports.ai.provider, ports.theses, rateLimits, {
      sources: () => ports.sources,
      logger: logger.child({ component: 'chat' }),
    }),
  routes: (chat) => chatRoutes(chat),
  api: chatApi,
});
