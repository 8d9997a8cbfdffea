// Worker thread that extracts sources' text (extract.ts), so parsing a file never blocks the
// gateway's loop; the pool bounds its time and memory (extractor.ts).
import { serveRequests } from '../../../shared/worker.js';
import { extract, type ExtractJob, type ExtractResult } from './extract.js';

serveRequests<ExtractJob, ExtractResult>(extract);
