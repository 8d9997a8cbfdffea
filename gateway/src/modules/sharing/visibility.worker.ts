// Worker thread computing shared views (see SharedViews): the Markdown parse stays off the event loop.
import { serveRequests } from '../../shared/worker.js';
import { visibleThesis, type VisibleThesis } from './visibility.js';

serveRequests<Parameters<typeof visibleThesis>, VisibleThesis>((args) => visibleThesis(...args));
