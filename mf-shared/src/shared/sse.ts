// Server-sent events (the WHATWG event-stream format) for streams read with fetch, parsed by
// eventsource-parser: chunks in, one callback per complete event out.
import { createParser } from 'eventsource-parser';

export interface ServerSentEvent {
  /** The `event:` field; 'message' when absent. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
}

export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  const parser = createParser({
    onEvent: ({ event, data }) => onEvent({ event: event ?? 'message', data }),
  });
  return {
    push(chunk: string) {
      parser.feed(chunk);
    },
    /** The stream ended: an event not closed by a blank line is dropped, as the format says. */
    end() {
      parser.reset();
    },
  };
}
