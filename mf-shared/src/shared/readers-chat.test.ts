import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchReaderMessages, sendReaderMessage, type ReaderReplyEvent } from './readers-chat';

const question = { id: 'q1', role: 'user' as const, content: 'Which regions first?' };
const reply = { id: 'r1', role: 'assistant' as const, content: 'The two largest.' };

function streamed(chunks: string[], init: ResponseInit = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' }, ...init });
}

const sse = (event: object) => `data: ${JSON.stringify(event)}\n\n`;

afterEach(() => vi.unstubAllGlobals());

describe('reader chat over REST', () => {
  it('asks with Accept: text/event-stream and hands on each part of the reply', async () => {
    const fetchMock = vi.fn(async (_request: Request) =>
      streamed([
        sse({ delta: '', content: '', done: false, message: question }),
        sse({ delta: 'The two ', content: 'The two ', done: false }).slice(0, 20),
        sse({ delta: 'The two ', content: 'The two ', done: false }).slice(20),
        sse({ delta: 'largest.', content: 'The two largest.', done: false }),
        sse({ delta: '', content: 'The two largest.', done: true, message: reply }),
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const events: ReaderReplyEvent[] = [];
    const result = await sendReaderMessage('Ab/Cd', 'Which regions first?', (e) => events.push(e));

    expect(result).toEqual({ question, reply });
    expect(events.map((e) => e.content)).toEqual(['', 'The two ', 'The two largest.', 'The two largest.']);
    const [request] = fetchMock.mock.calls[0]!;
    expect(new URL(request.url).pathname).toBe('/api/shared/Ab/Cd/messages');
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('Accept')).toBe('text/event-stream');
    expect(await request.json()).toEqual({ content: 'Which regions first?', role: 'user' });
  });

  it('fails when the stream stops before its last event, or sends an error event', async () => {
    vi.stubGlobal('fetch', async () => streamed([sse({ delta: 'The', content: 'The', done: false })]));
    await expect(sendReaderMessage('Ab/Cd', 'x', () => undefined)).rejects.toThrow(/stopped/);

    vi.stubGlobal('fetch', async () =>
      streamed([`event: error\ndata: {"message":"Too many questions"}\n\n`]),
    );
    await expect(sendReaderMessage('Ab/Cd', 'x', () => undefined)).rejects.toThrow('Too many questions');
  });

  it('turns a refused request into a status-and-body error (spec §8)', async () => {
    vi.stubGlobal('fetch', async () => new Response('{"message":"Slow down"}', { status: 429 }));
    await expect(sendReaderMessage('Ab/Cd', 'x', () => undefined)).rejects.toThrow(
      '429: {"message":"Slow down"}',
    );
  });

  it('accepts a plain JSON answer (the whole chat) as the finished reply', async () => {
    vi.stubGlobal('fetch', async () => Response.json([question, reply]));
    const events: ReaderReplyEvent[] = [];
    expect(await sendReaderMessage('Ab/Cd', 'x', (e) => events.push(e))).toEqual({ question, reply });
    expect(events).toEqual([{ delta: reply.content, content: reply.content, done: true, message: reply }]);
  });

  it('reads the visitor’s own chat', async () => {
    const fetchMock = vi.fn(async (_request: Request) => Response.json([question, reply]));
    vi.stubGlobal('fetch', fetchMock);
    expect(await fetchReaderMessages('Ab/Cd')).toEqual([question, reply]);
    expect(new URL(fetchMock.mock.calls[0]![0].url).pathname).toBe('/api/shared/Ab/Cd/messages');
  });
});
