// Research runs: live progress events per thesis, carried over PubSub on `research-progress:<thesisId>`.
import { badUserInput } from '../../shared/errors.js';
import type { PubSub } from '../../shared/pubsub/index.js';
import {
  researchProgressInputSchema,
  thesisIdSchema,
  type ResearchProgressEvent,
} from './research.schemas.js';

export const researchProgressTopic = (thesisId: string): string => `research-progress:${thesisId}`;

export class ResearchService {
  constructor(private readonly pubsub: PubSub) {}

  /** Validates and publishes one progress event; throws ZodError on bad input. Returns what was sent. */
  async publishProgress(input: unknown): Promise<ResearchProgressEvent> {
    const parsed = researchProgressInputSchema.parse(input);
    const event: ResearchProgressEvent = { ...parsed, at: parsed.at ?? new Date().toISOString() };
    await this.pubsub.publish(researchProgressTopic(event.thesisId), event);
    return event;
  }

  /** How many live subscriptions this gateway instance holds for a thesis. */
  subscriberCount(thesisId: string): number {
    return this.pubsub.subscriberCount(researchProgressTopic(thesisId));
  }

  /** Live events for one thesis. Throws a BAD_USER_INPUT GraphQLError for an invalid id. */
  subscribeProgress(thesisId: string): AsyncIterableIterator<ResearchProgressEvent> {
    const parsed = thesisIdSchema.safeParse(thesisId);
    if (!parsed.success) {
      const messages = parsed.error.issues.map((issue) => issue.message);
      throw badUserInput(messages.join('; '), { thesisId: messages });
    }
    return this.pubsub.subscribe<ResearchProgressEvent>(researchProgressTopic(parsed.data));
  }
}
