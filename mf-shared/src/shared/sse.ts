// A minimal reader of server-sent events (the WHATWG event-stream format) for streams read with fetch:
// chunks in, one callback per complete event out.

export interface ServerSentEvent {
  /** The `event:` field; 'message' when absent. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
}

export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      // A line ends at \r\n, \n or \r; a trailing \r may still be followed by \n in the next chunk.
      for (;;) {
        const match = /\r\n|\n|\r(?=[^\n])/.exec(buffer);
        if (!match) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** The stream ended: an event not closed by a blank line is dropped, as the format says. */
    end() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}
