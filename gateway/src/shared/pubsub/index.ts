// Chooses the PubSub implementation: Redis when REDIS_URL is set (several gateway processes), else in-process.
import type { Logger } from '../logger.js';
import { InProcessPubSub } from './in-process.js';
import type { PubSub } from './pubsub.js';
import { RedisPubSub } from './redis.js';

export type { PubSub } from './pubsub.js';
export { InProcessPubSub } from './in-process.js';

export async function createPubSub(options: {
  redisUrl: string | undefined;
  logger: Logger;
}): Promise<PubSub> {
  if (!options.redisUrl) return new InProcessPubSub();
  return RedisPubSub.connect({ url: options.redisUrl, logger: options.logger });
}
