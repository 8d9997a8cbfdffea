// Every domain's service, by module name: the one bag the GraphQL context and REST routes reach a
// domain's service through. A leaf (it imports nothing), so the context and every module can name it.

/**
 * Each module adds its own entry from its index.ts:
 * `declare module '../../shared/services.js' { interface Services { things: ThingsService } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
