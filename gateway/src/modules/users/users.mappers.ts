// Codegen mappers: what the resolvers of each GraphQL type receive (see gatewayMappers() in codegen.ts).
// GraphQL's `User` is the domain's account (shared/access/actor.ts), not the other way round.
import type { AccountUser } from '../../shared/access/actor.js';

/** An account as the users domain answers it (toPublicUser). */
export type UserMapper = AccountUser;
