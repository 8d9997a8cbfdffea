// Codegen mappers: what the resolvers of each GraphQL type receive (see gatewayMappers() in codegen.ts).
import type { ProjectView } from './projects.service.js';

/** A project as the service answers it; `theses` is resolved by the theses domain. */
export type ProjectMapper = ProjectView;
