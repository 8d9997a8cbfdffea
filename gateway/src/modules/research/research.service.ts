// Research runs: live progress events per thesis, carried over PubSub on `research-progress:<thesisId>`.
import type { ResearchProgressEvent } from '../../gql/resolvers.js';
import type { PubSub } from '../../shared/pubsub/index.js';
import { parseInput } from '../../shared/validate.js';
import { researchProgressInputSchema, thesisIdSchema } from './research.schemas.js';

export const researchProgressTopic = (thesisId: string): string => `research-progress:${thesisId}`;

export class ResearchService {
  constructor(private readonly pubsub: PubSub) {}

  /** Validates and publishes one progress event. Returns what was sent. */
  async publishProgress(input: unknown): Promise<ResearchProgressEvent> {
    const parsed = parseInput(researchProgressInputSchema, input);
    const event: ResearchProgressEvent = { ...parsed, at: parsed.at ?? new Date().toISOString() };
    await this.pubsub.publish(researchProgressTopic(event.thesisId), event);
    return event;
  }

  /** How many live subscriptions this gateway instance holds for a thesis. */
  subscriberCount(thesisId: string): number {
    return this.pubsub.subscriberCount(researchProgressTopic(thesisId));
  }

  /** Live events for one thesis. */
  subscribeProgress(thesisId: string): AsyncIterableIterator<ResearchProgressEvent> {
    const id = parseInput(thesisIdSchema, thesisId);
    return this.pubsub.subscribe<ResearchProgressEvent>(researchProgressTopic(id));
  }
}
