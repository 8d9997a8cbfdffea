// The shell preloads each route's first queries with the navigation and the gateway runs them for the page
// it renders (@thesis-studio/client's ROUTE_QUERIES, which `npm run codegen` writes out from the page
// modules' `firstQueries`): they must be the page's own documents, or the page would ask again (or miss
// fields in the cache) — a page's query changed without `npm run codegen` fails here.
import { describeRoutePreload } from '@thesis-studio/client/remote-checks';
import { firstQueries as dashboard } from './pages/DashboardPage';
import { firstQueries as savedLinks } from './pages/SavedLinksPage';
import { firstQueries as questions } from './pages/QuestionsPage';
import { firstQueries as project } from './pages/ProjectPage';

describeRoutePreload({
  '/dashboard': dashboard,
  '/saved-links': savedLinks,
  '/questions': questions,
  '/projects/:slug': project,
});
