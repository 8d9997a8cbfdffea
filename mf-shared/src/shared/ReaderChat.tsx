// The reader's Query Research chat (issue 12 item 5): this visitor's own conversation about the shared
// thesis, each answer streamed in as it is written.
import { useT } from '../i18n';
import { ChatPanel } from '@thesis-studio/thesis-view/no-parser';
import { toast } from '@thesis-studio/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@thesis-studio/client';
import { fetchReaderMessages, sendReaderMessage, type ReaderChatMessage } from './readers-chat';

export interface ReaderChatProps {
  shareUrl: string;
  /** The reader's spelling variant, for the assistant's answers. */
  transformText?: (text: string) => string;
}

export function ReaderChat({ shareUrl, transformText = (text) => text }: ReaderChatProps) {
  const [messages, setMessages] = useState<ReaderChatMessage[]>([]);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | undefined>(undefined);
  const active = useRef<AbortController | null>(null);
  const t = useT();

  useEffect(() => {
    const controller = new AbortController();
    fetchReaderMessages(shareUrl, controller.signal).then(
      (chat) => setMessages((current) => (current.length === 0 ? chat : current)),
      (error: unknown) => {
        if (!controller.signal.aborted) console.error('[shared] the reader chat could not be loaded', error);
      },
    );
    return () => {
      controller.abort();
      active.current?.abort();
    };
  }, [shareUrl]);

  const send = useCallback(
    async (text: string) => {
      const controller = new AbortController();
      active.current = controller;
      const asked: ReaderChatMessage = { id: `asking-${Date.now()}`, role: 'user', content: text };
      setPending(true);
      setMessages((current) => [...current, asked]);
      setStreaming('');
      let announced = false;
      try {
        const { question, reply } = await sendReaderMessage(
          shareUrl,
          text,
          (event) => {
            if (!announced) {
              announced = true;
              toast({ title: t('shared.chat.sent.title'), description: t('shared.chat.sent.text') });
            }
            setStreaming(event.content);
          },
          controller.signal,
        );
        setMessages((current) => [...current.filter((m) => m !== asked), question ?? asked, reply]);
      } catch (error) {
        if (controller.signal.aborted) return;
        setMessages((current) => current.filter((m) => m !== asked));
        toast({
          title: t('shared.chat.failed'),
          description: apiErrorMessage(error) ?? t('shared.tryAgain'),
          variant: 'destructive',
        });
        throw error;
      } finally {
        if (active.current === controller) active.current = null;
        setPending(false);
        setStreaming(undefined);
      }
    },
    [shareUrl, t],
  );

  return (
    <ChatPanel
      messages={messages.map((m) =>
        m.role === 'assistant' ? { ...m, content: transformText(m.content) } : m,
      )}
      pending={pending}
      streaming={streaming === undefined ? undefined : transformText(streaming)}
      onSend={send}
      emptyText={t('shared.chat.empty')}
      placeholder={t('shared.chat.placeholder')}
      label={t('shared.chat.label')}
    />
  );
}
