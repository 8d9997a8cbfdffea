// The chat domain: Query Research, the owner's conversation with the AI about a thesis.
import { defineModule, loadSdl } from '../../shared/module.js';
import { chatRoutes } from './chat.routes.js';
import { ChatService } from './chat.service.js';
import { chatResolvers } from './resolvers.js';

export { ChatService, CHAT_RATE_LIMITS } from './chat.service.js';
export {
  drainReply,
  streamReply,
  type ChatLog,
  type ChatMessageView,
  type ChatReplyEvent,
} from './chat.reply.js';
export { CHAT_LIMITS, sendMessageInput } from './chat.schemas.js';

declare module '../../shared/module.js' {
  interface Services {
    chat: ChatService;
  }
}

export const chatModule = defineModule({
  name: 'chat',
  typeDefs: loadSdl(import.meta.url, 'chat.graphql'),
  resolvers: chatResolvers,
  createService: ({ services, rateLimits, cascade }) => {
    const chat = new ChatService(services.ai.provider, services.theses, rateLimits);
    cascade.onDeletingTheses((thesisIds) => chat.deleteChats(thesisIds));
    return chat;
  },
  routes: (chat) => chatRoutes(chat),
});
