// /ideas (admin): ideas submitted from the landing page, newest first; reply by mail, mark handled.
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText, serverErrorMessage, refetchQuietly } from '@thesis-studio/client';
import {
  Badge,
  Button,
  Card,
  PageFrame,
  SkeletonStack,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  toast,
  LoadError,
} from '@thesis-studio/ui';
import { useState } from 'react';
import { graphql } from '../gql';
import { REMOTE_NAME } from '../remote';
import { countOpen, FILTER_LABELS, IDEA_FILTERS, visibleIdeas, type IdeaFilter } from './rules';

const IdeasPageQuery = graphql(`
  query IdeasPage {
    ideas {
      id
      name
      email
      idea
      handled
      createdAt
      handledAt
    }
  }
`);

const IdeasPageMarkHandledMutation = graphql(`
  mutation IdeasPageMarkHandled($id: ID!, $handled: Boolean!) {
    markIdeaHandled(id: $id, handled: $handled) {
      id
      handled
      handledAt
    }
  }
`);

const isFilter = (value: string): value is IdeaFilter => (IDEA_FILTERS as readonly string[]).includes(value);

export function IdeasPage() {
  const { data, loading, error, refetch } = useQuery(IdeasPageQuery, { fetchPolicy: 'network-only' });
  const [markHandled, { loading: saving }] = useMutation(IdeasPageMarkHandledMutation);
  const [filter, setFilter] = useState<IdeaFilter>('open');
  const ideas = data?.ideas ?? [];
  const shown = visibleIdeas(ideas, filter);

  const toggle = async (id: string, handled: boolean) => {
    try {
      await markHandled({ variables: { id, handled } });
      toast({ title: handled ? 'Idea marked as handled' : 'Idea reopened' });
    } catch (err) {
      toast({
        title: 'Failed to update idea',
        description: serverErrorMessage(err) ?? 'Please try again.',
        variant: 'destructive',
      });
    }
  };

  const list =
    loading && !data ? (
      <SkeletonStack className="mt-6 grid gap-3" aria-label="Loading ideas" rows={['h-32', 'h-32', 'h-32']} />
    ) : error && !data ? (
      <LoadError
        className="mt-6"
        title="The ideas could not be loaded."
        detail={serverErrorMessage(error)}
        onRetry={() => void refetchQuietly(refetch)}
      />
    ) : shown.length === 0 ? (
      <Card className="mt-6 flex flex-col items-center gap-2 p-10 text-center">
        <h2 className="text-xl font-semibold">
          {filter === 'open'
            ? 'No open ideas'
            : filter === 'handled'
              ? 'No handled ideas yet'
              : 'No ideas yet'}
        </h2>
        <p className="text-muted-foreground">
          Ideas submitted with Get Started on the landing page appear here, newest first.
        </p>
      </Card>
    ) : (
      <ul className="mt-6 grid gap-4" aria-label="Ideas">
        {shown.map((idea) => (
          <li key={idea.id} data-testid="idea-card">
            <Card className="p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold">{idea.name}</h2>
                    {idea.handled ? <Badge variant="secondary">Handled</Badge> : <Badge>New</Badge>}
                  </div>
                  <p className="mt-1 break-all text-sm text-muted-foreground">
                    Reply to:{' '}
                    <a
                      className="underline underline-offset-2 hover:text-foreground"
                      href={`mailto:${idea.email}`}
                    >
                      {idea.email}
                    </a>
                  </p>
                </div>
                <DateText value={idea.createdAt} className="shrink-0 text-sm text-muted-foreground" />
              </div>
              <p className="mt-4 whitespace-pre-line break-words leading-relaxed">{idea.idea}</p>
              <div className="mt-4 flex justify-end">
                <Button
                  variant={idea.handled ? 'outline' : 'default'}
                  size="sm"
                  disabled={saving}
                  onClick={() => void toggle(idea.id, !idea.handled)}
                >
                  {idea.handled ? 'Reopen' : 'Mark as Handled'}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <PageFrame remote={REMOTE_NAME} title="Submitted Ideas">
      <p className="mt-2 text-muted-foreground">
        Ideas visitors sent from the landing page. Reply to the sender by email, then mark the idea handled.
      </p>
      <Tabs value={filter} onValueChange={(value) => isFilter(value) && setFilter(value)} className="mt-6">
        <TabsList aria-label="Filter ideas">
          {IDEA_FILTERS.map((f) => (
            <TabsTrigger key={f} value={f} className="whitespace-nowrap">
              {FILTER_LABELS[f]}
              {f === 'open' && data ? ` (${countOpen(ideas)})` : ''}
            </TabsTrigger>
          ))}
        </TabsList>
        {IDEA_FILTERS.map((f) => (
          <TabsContent key={f} value={f}>
            {f === filter ? list : null}
          </TabsContent>
        ))}
      </Tabs>
    </PageFrame>
  );
}
