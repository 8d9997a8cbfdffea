// A route's page in a chunk of its own (remotes.json names it; ./App loads it when the route opens), and
// the query it starts with: the one declaration the shell's preload, its early requests and the
// gateway's server render derive from (`npm run codegen` writes them out: scripts/first-queries.ts).
import type { FirstQuery } from '@thesis-studio/client';
import { InvitationPageQuery } from '../invitations/InvitationPage';

export { InvitationPage as default } from '../invitations/InvitationPage';

export const firstQueries: readonly FirstQuery[] = [{ query: InvitationPageQuery }];
