import { describe } from 'vitest';
import { InProcessPubSub } from './in-process.js';
import { pubSubContract } from './pubsub.contract.js';

describe('InProcessPubSub', () => {
  pubSubContract({
    create: () => Promise.resolve(new InProcessPubSub()),
    ready: () => Promise.resolve(),
  });
});
