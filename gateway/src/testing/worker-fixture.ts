// A worker for the WorkerPool tests: echoes, spins the CPU, fails or exits, as each request asks.
import { threadId } from 'node:worker_threads';
import { serveRequests } from '../shared/worker.js';

export type FixtureRequest =
  | { kind: 'echo'; value: string }
  | { kind: 'spin'; ms: number }
  | { kind: 'throw'; message: string }
  | { kind: 'exit'; code: number };

serveRequests<FixtureRequest, { value: string; thread: number }>((request) => {
  switch (request.kind) {
    case 'echo':
      return { value: request.value, thread: threadId };
    case 'spin': {
      const end = Date.now() + request.ms;
      while (Date.now() < end);
      return { value: 'spun', thread: threadId };
    }
    case 'throw':
      throw new Error(request.message);
    case 'exit':
      return process.exit(request.code);
  }
});
