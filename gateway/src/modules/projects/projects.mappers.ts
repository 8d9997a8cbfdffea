// Codegen mappers: what the resolvers of each GraphQL type receive (see gatewayMappers() in codegen.ts).
// A leaf: it names only the answer schema, so gql/resolvers.ts never reaches the service.
import type { z } from 'zod';
import type { projectAnswer } from './projects.schemas.js';

/** What clients see of a project (GraphQL `Project` less `theses`, the REST answer): see projectAnswer. */
export type ProjectView = z.output<typeof projectAnswer>;

/** A project as the service answers it; `theses` is resolved by the theses domain. */
export type ProjectMapper = ProjectView;
