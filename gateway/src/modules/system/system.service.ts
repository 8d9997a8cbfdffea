// What the gateway runs on (database kind, AI provider, web search provider) and whether it is healthy.
import type { Database } from '../../shared/database.js';
import type { SearchKind } from '../web/index.js';

export type AiProviderKind = 'offline' | 'openai';

export interface ServerInfo {
  db: Database['kind'];
  ai: AiProviderKind;
  search: SearchKind;
}

export interface Health extends ServerInfo {
  status: 'ok' | 'unavailable';
}

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
