// A route's page in a chunk of its own (remotes.json names it; ./App loads it when the route opens), and
// the queries it starts with: the one declaration the shell's preload, its early requests and the
// gateway's server render derive from (`npm run codegen` writes them out: scripts/first-queries.ts).
import type { FirstQuery } from '@thesis-studio/client';
import { DashboardPageQuery } from '../dashboard/DashboardPage';
import { SavedLinksSectionQuery } from '../dashboard/SavedLinksSection';

export { DashboardPage as default } from '../dashboard/DashboardPage';

export const firstQueries: readonly FirstQuery[] = [
  { query: DashboardPageQuery },
  // Not for those who administer: their dashboard lists All Projects and has no saved links section.
  { query: SavedLinksSectionQuery, when: { administer: false } },
];
