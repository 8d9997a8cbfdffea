// Every domain's service, by module name: the one bag the GraphQL context and REST routes reach a
// domain's service through. A leaf (it imports nothing), so the context and every module can name it.

/**
 * Filled in where the modules are composed (modules/composition.ts): each module's name, and the
 * service its `createService` builds.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
