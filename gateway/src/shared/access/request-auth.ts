// What a request (REST, GraphQL over HTTP, one graphql-ws operation) knows of who sent it: the actor,
// how they authenticated (session cookie or personal API token, and then the token's scope), where the
// request came from, and the cookie controls. Built by modules/auth (http-session.ts) and
// modules/tokens (bearer.ts); a leaf, so the GraphQL context and every domain can name it.
import type { IssuedSession } from '../sessions/session-store.js';
import type { Actor, TokenScope } from './actor.js';

export interface RequestMeta {
  ip: string;
  /** The site's origin, for links sent by mail. */
  origin: string;
  /** The User-Agent header, for the account's list of sessions (browser and OS). */
  userAgent?: string | undefined;
  /** The Accept-Language header: the language the answer's messages are asked in (shared/errors/reader-language.ts). */
  acceptLanguage?: string | undefined;
}

/** The personal API token a request was made with: what the request may do is its scope. */
export interface ApiTokenAuth {
  id: string;
  name: string;
  scope: TokenScope;
}

export interface RequestAuth {
  user: Actor | null;
  /** The session id the request carried, if any. */
  token: string | undefined;
  meta: RequestMeta;
  /**
   * Set when the request was made with a personal API token (Authorization: Bearer ts_pat_…, issue 19)
   * rather than the session cookie; see modules/tokens/bearer.ts.
   */
  apiToken?: ApiTokenAuth | undefined;
  /** Sends a new session cookie (HTTP only). */
  startSession(session: IssuedSession): void;
  /** Clears the session cookie (HTTP only). */
  endSession(): void;
  /** The anonymous visitor's id (cookie ts_visitor), once they have one. */
  visitorId: string | undefined;
  /** The visitor's id, sending a new ts_visitor cookie when the request carried none (HTTP only). */
  ensureVisitorId(): string;
}
