// A reader's Query Research chat over REST (anonymous visitors cannot open GraphQL subscriptions): the
// visitor's own chat, and a question whose answer streams back as server-sent events (issue 12 item 5).
import { answer, rest, type RestSchemas } from '@thesis-studio/client';
import { createSseParser } from './sse';

/**
 * A message of the reader's chat: the OpenAPI document's `ChatMessage` (an answer's citations of the
 * thesis's sources, numbered within the answer); one shown before the server answers has only these.
 */
export type ReaderChatMessage = Pick<RestSchemas['ChatMessage'], 'id' | 'role' | 'content'> &
  Partial<RestSchemas['ChatMessage']>;

/** One event of the streamed reply: the document's `ChatReplyEvent`. */
export type ReaderReplyEvent = RestSchemas['ChatReplyEvent'];

export async function fetchReaderMessages(
  shareUrl: string,
  signal?: AbortSignal,
): Promise<ReaderChatMessage[]> {
  return answer(rest().GET('/api/shared/{shareUrl}/messages', { params: { path: { shareUrl } }, signal }));
}

/**
 * Sends `content` and calls `onEvent` for each part of the reply as it is written; resolves with the
 * saved question and reply. A stream that stops before its last event is an error.
 */
export async function sendReaderMessage(
  shareUrl: string,
  content: string,
  onEvent: (event: ReaderReplyEvent) => void,
  signal?: AbortSignal,
): Promise<{ question?: ReaderChatMessage; reply: ReaderChatMessage }> {
  const { response } = await rest().POST('/api/shared/{shareUrl}/messages', {
    params: { path: { shareUrl } },
    headers: { Accept: 'text/event-stream' },
    body: { content, role: 'user' },
    parseAs: 'stream',
    signal,
  });
  // A server that answers JSON (the whole chat after the reply) instead of a stream.
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body) {
    const chat = (await response.json()) as RestSchemas['ChatMessage'][];
    const reply = chat.at(-1);
    if (!reply || reply.role !== 'assistant') throw new Error('The chat came back without a reply.');
    onEvent({ delta: reply.content, content: reply.content, done: true, message: reply });
    return { question: chat.at(-2), reply };
  }

  let question: ReaderChatMessage | undefined;
  let reply: ReaderChatMessage | undefined;
  let failure: Error | undefined;
  const parser = createSseParser(({ event, data }) => {
    if (reply || failure) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      failure = new Error('The reply stream sent something unreadable.');
      return;
    }
    if (event === 'error') {
      const message = (parsed as { message?: unknown }).message;
      failure = new Error(typeof message === 'string' ? message : 'The reply could not be written.');
      return;
    }
    const part = parsed as ReaderReplyEvent;
    if (part.message?.role === 'user') question = part.message;
    onEvent(part);
    if (part.done) {
      reply =
        part.message?.role === 'assistant'
          ? part.message
          : { id: `reply-${Date.now()}`, role: 'assistant', content: part.content };
    }
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(value);
      if (reply || failure) break;
    }
  } finally {
    parser.end();
    void reader.cancel().catch(() => undefined);
  }
  if (failure) throw failure;
  if (!reply) throw new Error('The reply stopped before it was finished.');
  return { question, reply };
}
