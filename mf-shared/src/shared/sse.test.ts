import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse';

function parse(chunks: string[]): ServerSentEvent[] {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('reads one event per blank-line-terminated block, whatever the chunking', () => {
    const stream = 'data: {"a":1}\n\ndata: {"a":2}\n\n';
    const expected = [
      { event: 'message', data: '{"a":1}' },
      { event: 'message', data: '{"a":2}' },
    ];
    expect(parse([stream])).toEqual(expected);
    expect(parse([...stream])).toEqual(expected);
    expect(parse(['data: {"a"', ':1}\n', '\ndata: {"a":2}\n\n'])).toEqual(expected);
  });

  it('joins data lines, honours event names and CRLF, skips comments', () => {
    expect(parse([': keep-alive\r\n\r\nevent: error\r\ndata: line one\r\ndata:line two\r\n\r\n'])).toEqual([
      { event: 'error', data: 'line one\nline two' },
    ]);
  });

  it('handles a CR line end split from its LF across chunks', () => {
    expect(parse(['data: x\r', '\n\r', '\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('drops an event the stream cut off before its blank line', () => {
    expect(parse(['data: complete\n\ndata: cut'])).toEqual([{ event: 'message', data: 'complete' }]);
  });
});
