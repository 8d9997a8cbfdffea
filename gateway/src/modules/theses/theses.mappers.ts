// Codegen mappers: what the resolvers of each GraphQL type receive (see gatewayMappers() in codegen.ts).
import type { ThesisView } from './theses.service.js';

/** A thesis as the service answers it; `project` is resolved through the projects domain. */
export type ThesisMapper = ThesisView;
