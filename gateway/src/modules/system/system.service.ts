// What the gateway runs on (database kind, AI provider) and whether it is healthy.
import type { Database } from '../../shared/database.js';

export type AiProviderKind = 'offline' | 'openai';

export interface ServerInfo {
  db: Database['kind'];
  ai: AiProviderKind;
}

export interface Health extends ServerInfo {
  status: 'ok' | 'unavailable';
}

export class SystemService {
  constructor(
    private readonly database: Pick<Database, 'kind' | 'isConnected'>,
    private readonly ai: AiProviderKind,
  ) {}

  info(): ServerInfo {
    return { db: this.database.kind, ai: this.ai };
  }

  health(): Health {
    return { status: this.database.isConnected() ? 'ok' : 'unavailable', ...this.info() };
  }
}
