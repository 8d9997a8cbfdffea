// A route's page in a chunk of its own (remotes.json names it; ./App loads it when the route opens), and
// the queries it starts with: the one declaration the shell's preload, its early requests and the
// gateway's server render derive from (`npm run codegen` writes them out: scripts/first-queries.ts).
import type { FirstQuery } from '@thesis-studio/client';
import { UsersPageQuery } from '../users/UsersPage';

export { UsersPage as default } from '../users/UsersPage';

// An admin route: its queries wait for the user and run for admins only (the route's access).
export const firstQueries: readonly FirstQuery[] = [{ query: UsersPageQuery }];
