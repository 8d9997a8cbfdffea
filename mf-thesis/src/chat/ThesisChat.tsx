// The owner's Query Research chat about a thesis (spec §2 Thesis page side panel, /theses/{id}/chat):
// the saved conversation, each reply streamed over thesisMessageReply (sendThesisMessage when the
// socket is down), shown through thesis-view's ChatPanel with each answer's citations (issue 17 §6).
import { useApolloClient, useQuery } from '@apollo/client/react';
import { serverErrorMessage, refetchQuietly, toastFailure } from '@thesis-studio/client';
import { ChatPanel, type ChatMessage } from '@thesis-studio/thesis-view';
import { LoadError } from '@thesis-studio/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { graphql } from '../gql';
import { useT } from '../i18n/flow';
import type { ThesisChatMessagesQuery as ThesisChatMessagesData } from '../gql/graphql';
import { isAbort, runLive, SocketUnavailable } from './live';
import { usePainted } from '../thesis/after-paint';

graphql(`
  fragment ThesisChat_message on ChatMessage {
    id
    role
    content
    createdAt
    citations {
      ...ThesisCitation_fields
    }
  }
`);

const ThesisChatMessagesQuery = graphql(`
  query ThesisChatMessages($thesisId: ID!) {
    thesisMessages(thesisId: $thesisId) {
      ...ThesisChat_message
    }
  }
`);

const ThesisChatReply = graphql(`
  subscription ThesisChatReply($thesisId: ID!, $content: String!) {
    thesisMessageReply(thesisId: $thesisId, content: $content) {
      content
      done
      message {
        ...ThesisChat_message
      }
    }
  }
`);

const ThesisChatSend = graphql(`
  mutation ThesisChatSend($thesisId: ID!, $content: String!) {
    sendThesisMessage(thesisId: $thesisId, content: $content) {
      ...ThesisChat_message
    }
  }
`);

type SavedMessage = ThesisChatMessagesData['thesisMessages'][number];

export interface ThesisChatProps {
  thesisId: string;
  /** Height classes of the conversation (ChatPanel's default: 300–400 px). */
  heightClass?: string;
}

export function ThesisChat({ thesisId, heightClass }: ThesisChatProps) {
  const t = useT();
  const client = useApolloClient();
  const painted = usePainted();
  const { data, error, loading, refetch } = useQuery(ThesisChatMessagesQuery, {
    variables: { thesisId },
    skip: !painted,
  });
  const [question, setQuestion] = useState<string | null>(null);
  const [streaming, setStreaming] = useState('');
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const saved = data?.thesisMessages;
  const messages = useMemo<ChatMessage[]>(() => {
    const list: ChatMessage[] = (saved ?? []).map(({ id, role, content, citations }) => ({
      id,
      role,
      content,
      citations,
    }));
    if (question !== null) list.push({ id: 'pending-question', role: 'user', content: question });
    return list;
  }, [saved, question]);

  /** Puts the saved messages in the cache, after those already there (by id, no duplicates). */
  const remember = (added: SavedMessage[]) => {
    client.cache.updateQuery({ query: ThesisChatMessagesQuery, variables: { thesisId } }, (current) => {
      const known = current?.thesisMessages ?? [];
      const ids = new Set(known.map((m) => m.id));
      const fresh = added
        .filter((m) => !ids.has(m.id))
        .map((m) => ({ ...m, __typename: 'ChatMessage' as const }));
      return { thesisMessages: [...known, ...fresh] };
    });
  };

  const onSend = async (content: string) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setQuestion(content);
    setStreaming('');
    const got: SavedMessage[] = [];
    try {
      try {
        await runLive({
          client,
          query: ThesisChatReply,
          variables: { thesisId, content },
          signal: controller.signal,
          onData: ({ thesisMessageReply: event }) => {
            if (event.message) got.push(event.message);
            if (!event.done) setStreaming(event.content);
            return event.done;
          },
        });
        remember(got);
      } catch (failure) {
        if (!(failure instanceof SocketUnavailable)) throw failure;
        const { data: sent } = await client.mutate({
          mutation: ThesisChatSend,
          variables: { thesisId, content },
          context: { fetchOptions: { signal: controller.signal } },
        });
        if (!sent) throw new Error(t('flow.chat.noReply'));
        client.cache.writeQuery({
          query: ThesisChatMessagesQuery,
          variables: { thesisId },
          data: { thesisMessages: sent.sendThesisMessage },
        });
      }
    } catch (failure) {
      if (isAbort(failure) || controller.signal.aborted) return;
      // The question may have been saved before the reply failed: show what the server kept.
      remember(got);
      toastFailure(t('flow.chat.sendFailed'), failure);
      throw failure;
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setQuestion(null);
        setStreaming('');
      }
    }
  };

  if (error && !saved) {
    return (
      <LoadError
        variant="inline"
        className="rounded-lg border border-border p-4"
        title={t('flow.chat.conversationError')}
        detail={serverErrorMessage(error)}
        onRetry={() => void refetchQuietly(refetch)}
      />
    );
  }
  return (
    <div data-testid="thesis-chat" aria-busy={(loading || !painted) && !saved}>
      <ChatPanel
        messages={messages}
        pending={question !== null}
        onSend={onSend}
        streaming={streaming || undefined}
        label={t('flow.chat.label')}
        emptyText={t('flow.chat.empty')}
        placeholder={t('flow.chat.placeholder')}
        showCitationChecks
        {...(heightClass ? { heightClass } : {})}
      />
    </div>
  );
}
