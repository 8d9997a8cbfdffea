// Imported first by main.tsx, so it runs before the rest of the shell's modules (React, the auth store,
// the router) are evaluated: on an app route, the page's first queries go out now (early-requests.ts in
// @thesis-studio/client), and Apollo takes their answers when the route's preload runs them. A page the
// gateway rendered carries those answers, and the signed-in user's: nothing is sent for them.
import { readEmbeddedAnswers, sendEarlyRequests } from '@thesis-studio/client/early-requests';

sendEarlyRequests(window.location.pathname, fetch, readEmbeddedAnswers(document));
