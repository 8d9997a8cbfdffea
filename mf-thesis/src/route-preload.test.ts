// The shell preloads each route's first queries with the navigation and the gateway runs them for the page
// it renders (@thesis-studio/client's ROUTE_QUERIES, which `npm run codegen` writes out from the page
// modules' `firstQueries`): they must be the page's own documents, or the page would ask again (or miss
// fields in the cache) — a page's query changed without `npm run codegen` fails here.
import { describeRoutePreload } from '@thesis-studio/client/remote-checks';
import { firstQueries as thesis } from './pages/ThesisPage';
import { firstQueries as chat } from './pages/ThesisChatPage';

describeRoutePreload({
  '/theses/:slug': thesis,
  '/theses/:id/chat': chat,
});
