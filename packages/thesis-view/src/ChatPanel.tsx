// A chat about a thesis (spec §2 Query Research panel), presentational: the caller sends and streams.
// Enter sends, Shift+Enter adds a line; blank messages and sending while a reply is pending are refused.
// A reply's `[n]` markers are citations of its own (numbered per message), shown like the article's.
// Replies are Markdown: the parser is loaded when the first one is shown or on its way (lazy-markdown.ts).
import { Button, SendIcon, cn } from '@thesis-studio/ui';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent,
} from 'react';
import { CitationsContext, CitationSup, useCitationSetting } from './CitationMarker.js';
import { rehypeCitations, type Citation } from './citations.js';
import { loadMarkdownParser, useMarkdownHast } from './lazy-markdown.js';
import { renderTree, type Components } from './render-tree.js';
import { useT } from './i18n/index.js';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** The reply's citations, by marker number within this message. */
  citations?: ReadonlyArray<Citation>;
}

export interface ChatPanelProps {
  messages: ChatMessage[];
  /** A reply is on its way: sending is blocked. */
  pending: boolean;
  onSend: (text: string) => Promise<void>;
  /** The reply so far while it streams. */
  streaming?: string;
  /** Height classes of the messages area (default 300–400 px). */
  heightClass?: string;
  emptyText?: string;
  placeholder?: string;
  /** Accessible name of the conversation. */
  label?: string;
  /** The owner's chat: citation popovers show their check. */
  showCitationChecks?: boolean;
  className?: string;
}

export const CHAT_EMPTY_TEXT = 'Start a conversation to refine your thesis';
export const CHAT_PLACEHOLDER = 'Ask about your thesis...';
export const CHAT_HEIGHT_CLASS = 'min-h-[300px] max-h-[400px]';

/** A table in a reply scrolls sideways inside its own frame. */
function ReplyTable({ children }: ComponentPropsWithoutRef<'table'>) {
  const t = useT();
  return (
    <div
      role="region"
      aria-label={t('view.table.label')}
      tabIndex={0}
      className="my-2 overflow-x-auto rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="text-left text-xs [&_td]:border-t [&_td]:border-border [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
        {children}
      </table>
    </div>
  );
}

const replyComponents: Components = {
  p: ({ children }) => <p className="my-2 first:mt-0 last:mb-0">{children}</p>,
  ul: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-5">{children}</ul>,
  ol: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-5">{children}</ol>,
  h1: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h2: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  h3: ({ children }) => <p className="my-2 font-semibold">{children}</p>,
  a: ({ children }) => <span className="underline">{children}</span>,
  sup: CitationSup,
  img: ({ alt }) => <span>{alt}</span>,
  code: ({ children }) => (
    <code className="rounded bg-background/60 px-1 font-mono text-[0.85em]">{children}</code>
  ),
  table: ReplyTable,
};

/** An assistant reply: Markdown rendered safely (no raw HTML, links as text), its citations as markers. */
function Reply({
  content,
  citations,
  showChecks = false,
}: {
  content: string;
  citations?: ReadonlyArray<Citation> | undefined;
  showChecks?: boolean;
}) {
  const cited = useCitationSetting(citations, showChecks);
  const tree = useMarkdownHast(content);
  const shown = useMemo(() => {
    if (!tree) return null;
    const copy = structuredClone(tree);
    rehypeCitations(cited.numbers)(copy);
    return copy;
  }, [tree, cited.numbers]);
  if (!shown) return <p className="my-2 whitespace-pre-line first:mt-0 last:mb-0">{content}</p>;
  return (
    <CitationsContext.Provider value={cited.setting}>
      {renderTree(shown, replyComponents)}
    </CitationsContext.Provider>
  );
}

function Bubble({
  role,
  children,
  live,
}: {
  role: ChatMessage['role'];
  children: React.ReactNode;
  live?: boolean;
}) {
  const t = useT();
  const user = role === 'user';
  return (
    <li className={cn('flex', user ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-6 break-words',
          user
            ? 'rounded-br-md bg-primary text-primary-foreground whitespace-pre-wrap'
            : 'rounded-bl-md bg-muted text-foreground',
          live && 'ring-1 ring-primary/20',
        )}
      >
        <span className="sr-only">{t(user ? 'view.chat.you' : 'view.chat.assistant')}</span>
        {children}
      </div>
    </li>
  );
}

export function ChatPanel({
  messages,
  pending,
  onSend,
  streaming,
  heightClass = CHAT_HEIGHT_CLASS,
  emptyText: emptyTextProp,
  placeholder: placeholderProp,
  label: labelProp,
  showCitationChecks = false,
  className,
}: ChatPanelProps) {
  const t = useT();
  const emptyText = emptyTextProp ?? t('view.chat.empty');
  const placeholder = placeholderProp ?? t('view.chat.placeholder');
  const label = labelProp ?? t('view.chat.label');
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // Replies already there when the panel opened are not announced.
  const [firstLastId] = useState(() => messages.at(-1)?.id);
  const blocked = pending || sending;
  const canSend = draft.trim().length > 0 && !blocked;

  // A reply is on its way: its Markdown parser loads meanwhile.
  useEffect(() => {
    if (blocked) void loadMarkdownParser();
  }, [blocked]);

  // Keep the newest message (and the growing reply) in view. An empty conversation has nothing to
  // scroll: reading its height would lay the whole page out while it is being shown.
  const empty = messages.length === 0 && !streaming && !pending;
  useEffect(() => {
    const list = listRef.current;
    if (list && !empty) list.scrollTop = list.scrollHeight;
  }, [messages.length, streaming, pending, empty]);

  const send = async () => {
    const text = draft.trim();
    if (!text || blocked) return;
    setSending(true);
    setDraft('');
    try {
      await onSend(text);
    } catch {
      // The caller reports the failure; the question comes back so it is not lost.
      setDraft((current) => (current ? current : text));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const replying = pending || sending;
  const last = messages.at(-1);
  const announced = last?.role === 'assistant' && last.id !== firstLastId ? last : undefined;
  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div
        ref={listRef}
        role="log"
        aria-label={label}
        aria-busy={Boolean(streaming) || undefined}
        tabIndex={0}
        className={cn(
          'overflow-y-auto rounded-lg border border-border bg-background p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          heightClass,
        )}
      >
        {messages.length === 0 && !streaming && !replying ? (
          <div className="flex h-full min-h-[inherit] flex-col items-center justify-center gap-2 px-6 text-center">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-primary/10 text-primary"
            >
              <SendIcon />
            </span>
            <p className="text-sm text-muted-foreground">{emptyText}</p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {messages.map((message) => (
              <Bubble key={message.id} role={message.role}>
                {message.role === 'assistant' ? (
                  <Reply
                    content={message.content}
                    citations={message.citations}
                    showChecks={showCitationChecks}
                  />
                ) : (
                  message.content
                )}
              </Bubble>
            ))}
            {streaming ? (
              <Bubble role="assistant" live>
                <Reply content={streaming} />
              </Bubble>
            ) : replying ? (
              <li className="flex justify-start">
                <div
                  className="flex items-center gap-1 rounded-2xl rounded-bl-md bg-muted px-3.5 py-3"
                  aria-hidden="true"
                >
                  {[0, 150, 300].map((delay) => (
                    <span
                      key={delay}
                      className="h-1.5 w-1.5 animate-bounce rounded-full bg-muted-foreground/60"
                      style={{ animationDelay: `${delay}ms` }}
                    />
                  ))}
                </div>
              </li>
            ) : null}
          </ul>
        )}
      </div>
      {/* The finished reply is announced once (not every streamed piece of it). */}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {replying
          ? streaming
            ? ''
            : t('view.chat.waiting')
          : announced
            ? t('view.chat.reply', { content: announced.content })
            : ''}
      </p>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {placeholder.replace(/\.+$/, '')}
        </label>
        <textarea
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          rows={2}
          aria-describedby={hintId}
          className="min-h-[2.75rem] max-h-40 flex-1 resize-y rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        />
        <Button
          type="submit"
          size="icon"
          disabled={!canSend}
          aria-label={t(blocked ? 'view.chat.sending' : 'view.chat.send')}
        >
          <SendIcon />
        </Button>
      </form>
      <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
        {t('view.chat.hint')}
      </p>
    </div>
  );
}
