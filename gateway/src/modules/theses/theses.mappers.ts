// Codegen mappers: what the resolvers of each GraphQL type receive (see gatewayMappers() in codegen.ts).
// A leaf: it names only the answer schema, so gql/resolvers.ts never reaches the service.
import type { z } from 'zod';
import type { PresentUser, ThesisChangeEvent, ThesisPresenceEvent } from './theses.live.js';
import type { thesisAnswer } from './theses.schemas.js';

/** What clients see of a thesis (thesisAnswer). */
export type ThesisView = z.output<typeof thesisAnswer>;

/** A thesis as the service answers it; `project` is resolved through the projects domain. */
export type ThesisMapper = ThesisView;

/** A saved change as published (theses.live.ts); `thesis` and `byViewer` are read for each subscriber. */
export type ThesisChangeMapper = ThesisChangeEvent;

/** Who has a thesis open, as published; whether it is the subscriber is worked out per subscriber. */
export type ThesisPresenceMapper = ThesisPresenceEvent;
export type PresentUserMapper = PresentUser;
