// What the gateway runs on (database kind, AI provider, web search provider) and whether it is healthy.
import type { z } from 'zod';
import type { Database } from '../../shared/database.js';
import type { SearchKind } from '../web/index.js';
import type { healthAnswer, serverInfoAnswer } from './system.schemas.js';

/** What the gateway runs on: serverInfoAnswer. */
export type ServerInfo = z.output<typeof serverInfoAnswer>;
export type AiProviderKind = ServerInfo['ai'];

/** GET /healthz: healthAnswer. */
export type Health = z.output<typeof healthAnswer>;

export class SystemService {
  constructor(
    private readonly database: Pick<Database, 'kind' | 'isConnected'>,
    private readonly ai: AiProviderKind,
    private readonly search: SearchKind = 'none',
  ) {}

  info(): ServerInfo {
    return { db: this.database.kind, ai: this.ai, search: this.search };
  }

  health(): Health {
    return { status: this.database.isConnected() ? 'ok' : 'unavailable', ...this.info() };
  }
}
