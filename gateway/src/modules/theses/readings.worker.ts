// Worker thread deriving thesis readings (see ThesisReadings): the Markdown parse and the spelling
// conversion stay off the event loop.
import { serveRequests } from '../../shared/worker.js';
import { thesisReading, type ReadingRequest } from './readings.js';

serveRequests<ReadingRequest, Awaited<ReturnType<typeof thesisReading>>>((request) => thesisReading(request));
