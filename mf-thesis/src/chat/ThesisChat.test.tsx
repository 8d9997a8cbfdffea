// @vitest-environment happy-dom
// The Query Research chat over a scripted GraphQL link: a reply streamed over the subscription, the
// one-shot mutation when the socket is down, and 'Failed to send query' with the question given back.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type * as Ui from '@thesis-studio/ui';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { Observable, type Subscriber } from 'rxjs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThesisChat } from './ThesisChat';
import { mount, stubResizeObserver } from '@thesis-studio/ui/test-dom';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@thesis-studio/ui', async (original) => ({
  ...(await original<typeof Ui>()),
  toast,
}));

const message = (id: string, role: 'user' | 'assistant', content: string, citations: unknown[] = []) => ({
  __typename: 'ChatMessage',
  id,
  role,
  content,
  createdAt: '2026-11-23T10:00:00.000Z',
  citations,
});
const CITATION = {
  __typename: 'Citation',
  id: 'c1',
  n: 1,
  sourceId: 's1',
  sourceTitle: 'Operations review',
  sourceKind: 'pdf',
  url: null,
  site: null,
  location: 'p. 3',
  quote: '41 hours a week',
  passage: 'Reconciling regional numbers took 41 hours a week.',
  sentence: 'It took “41 hours a week” [1].',
  check: { __typename: 'CitationCheck', quoteFound: true, support: 'partly', reason: 'Close, not exact.' },
};
const EARLIER = [
  message('m1', 'user', 'Earlier question?'),
  message('m2', 'assistant', 'Earlier answer: it took “41 hours a week” [1].', [CITATION]),
];

type Observer = Subscriber<ApolloLink.Result>;
let root: Root;
let container: HTMLElement;
let reply: Observer | undefined;
let operations: string[];

function render(script: { socket: 'up' | 'down'; send?: 'ok' | 'fail' }) {
  operations = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        operations.push(operation.operationName ?? '?');
        if (operation.operationName === 'ThesisChatMessages') {
          observer.next({ data: { thesisMessages: EARLIER } });
          observer.complete();
        } else if (operation.operationName === 'ThesisChatReply') {
          if (script.socket === 'down') observer.error(new Error('Socket closed with event 1006'));
          else reply = observer;
        } else if (operation.operationName === 'ThesisChatSend') {
          if (script.send === 'fail') {
            observer.next({ errors: [{ message: 'The AI service is unavailable.' }] });
          } else {
            const content = String(operation.variables['content']);
            observer.next({
              data: {
                sendThesisMessage: [
                  ...EARLIER,
                  message('m3', 'user', content),
                  message('m4', 'assistant', 'Sent answer.'),
                ],
              },
            });
          }
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({ cache: new InMemoryCache(), link });
  act(() =>
    root.render(
      <ApolloProvider client={client}>
        <ThesisChat thesisId="t1" />
      </ApolloProvider>,
    ),
  );
}

// A frame and the task after it: the conversation is read once the panel's first frame is painted.
const flush = () => act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
/** What `find` finds once it is there (an answer's Markdown shows when its parser has loaded). */
async function shown<T>(find: () => T | null): Promise<T> {
  for (let tries = 0; tries < 250; tries += 1) {
    const found = find();
    if (found) return found;
    await flush();
  }
  throw new Error('not shown');
}
const log = () => container.querySelector('[role="log"]')?.textContent ?? '';
const textarea = () => container.querySelector('textarea')!;

async function ask(text: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(textarea(), text);
    textarea().dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => {
    textarea().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
}

beforeEach(() => {
  ({ root, container } = mount());
  reply = undefined;
  toast.mockClear();
});

describe('ThesisChat', () => {
  it('shows an answer’s citations as markers whose popover gives the passage and its check', async () => {
    stubResizeObserver();
    render({ socket: 'up' });
    const marker = await shown(() =>
      container.querySelector<HTMLButtonElement>('button[aria-label="Source 1: Operations review"]'),
    );
    expect(marker.textContent).toBe('1');
    act(() => marker.focus());
    const popover = document.querySelector('[data-citation-popover="1"]')!;
    expect(popover.querySelector('mark')!.textContent).toBe('41 hours a week');
    expect(popover.querySelector('[data-support="partly"]')!.textContent).toBe('Partly supported');
  });

  it('shows the saved conversation and streams a reply as it is written', async () => {
    render({ socket: 'up' });
    await flush();
    expect(log()).toContain('Earlier answer: it took');
    await ask('What are the risks?');
    expect(log()).toContain('What are the risks?');
    const event = (content: string, done: boolean, saved?: ReturnType<typeof message>) =>
      act(async () =>
        reply!.next({
          data: {
            thesisMessageReply: { __typename: 'ChatReplyEvent', content, done, message: saved ?? null },
          },
        }),
      );
    await event('', false, message('m3', 'user', 'What are the risks?'));
    await event('Regional teams', false);
    expect(log()).toContain('Regional teams');
    await event(
      'Regional teams may lose local knowledge.',
      true,
      message('m4', 'assistant', 'Regional teams may lose local knowledge.'),
    );
    await flush();
    expect(log()).toContain('Regional teams may lose local knowledge.');
    expect(log().match(/What are the risks\?/g)).toHaveLength(1);
    expect(operations).not.toContain('ThesisChatSend');
    expect(textarea().value).toBe('');
  });

  it('asks through sendThesisMessage when the socket is down', async () => {
    render({ socket: 'down' });
    await flush();
    await ask('Why now?');
    await flush();
    expect(operations).toEqual(['ThesisChatMessages', 'ThesisChatReply', 'ThesisChatSend']);
    expect(log()).toContain('Why now?');
    expect(log()).toContain('Sent answer.');
    expect(toast).not.toHaveBeenCalled();
  });

  it("toasts 'Failed to send query' and gives the question back when sending fails", async () => {
    render({ socket: 'down', send: 'fail' });
    await flush();
    await ask('Why now?');
    await flush();
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        variant: 'destructive',
        title: 'Failed to send query',
        description: 'The AI service is unavailable.',
      }),
    );
    expect(textarea().value).toBe('Why now?');
    expect(log()).not.toContain('Why now?');
  });
});
