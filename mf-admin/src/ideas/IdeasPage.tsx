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
import { T, useT } from '../i18n';
import { REMOTE_NAME } from '../remote';
import { countOpen, IDEA_FILTERS, visibleIdeas, type IdeaFilter } from './rules';

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
  const t = useT();
  const { data, loading, error, refetch } = useQuery(IdeasPageQuery, { fetchPolicy: 'network-only' });
  const [markHandled, { loading: saving }] = useMutation(IdeasPageMarkHandledMutation);
  const [filter, setFilter] = useState<IdeaFilter>('open');
  const ideas = data?.ideas ?? [];
  const shown = visibleIdeas(ideas, filter);

  const toggle = async (id: string, handled: boolean) => {
    try {
      await markHandled({ variables: { id, handled } });
      toast({ title: handled ? t('admin.ideas.markedHandled') : t('admin.ideas.reopened') });
    } catch (err) {
      toast({
        title: t('admin.ideas.updateFailed'),
        description: serverErrorMessage(err) ?? t('admin.ideas.tryAgain'),
        variant: 'destructive',
      });
    }
  };

  const list =
    loading && !data ? (
      <SkeletonStack
        className="mt-6 grid gap-3"
        aria-label={t('admin.ideas.loading')}
        rows={['h-32', 'h-32', 'h-32']}
      />
    ) : error && !data ? (
      <LoadError
        className="mt-6"
        title={t('admin.ideas.loadFailed')}
        detail={serverErrorMessage(error)}
        onRetry={() => void refetchQuietly(refetch)}
      />
    ) : shown.length === 0 ? (
      <Card className="mt-6 flex flex-col items-center gap-2 p-10 text-center">
        <h2 className="text-xl font-semibold">
          {filter === 'open'
            ? t('admin.ideas.empty.open')
            : filter === 'handled'
              ? t('admin.ideas.empty.handled')
              : t('admin.ideas.empty.all')}
        </h2>
        <p className="text-muted-foreground">{t('admin.ideas.empty.text')}</p>
      </Card>
    ) : (
      <ul className="mt-6 grid gap-4" aria-label={t('admin.ideas.list')}>
        {shown.map((idea) => (
          <li key={idea.id} data-testid="idea-card">
            <Card className="p-5">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="font-semibold">{idea.name}</h2>
                    {idea.handled ? (
                      <Badge variant="secondary">{t('admin.ideas.handled')}</Badge>
                    ) : (
                      <Badge>{t('admin.ideas.new')}</Badge>
                    )}
                  </div>
                  <p className="mt-1 break-all text-sm text-muted-foreground">
                    <T
                      id="admin.ideas.replyTo"
                      values={{
                        email: idea.email,
                        link: (chunks) => (
                          <a
                            className="underline underline-offset-2 hover:text-foreground"
                            href={`mailto:${idea.email}`}
                          >
                            {chunks}
                          </a>
                        ),
                      }}
                    />
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
                  {idea.handled ? t('admin.ideas.reopen') : t('admin.ideas.markHandled')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <PageFrame remote={REMOTE_NAME} title={t('admin.ideas.title')}>
      <p className="mt-2 text-muted-foreground">{t('admin.ideas.intro')}</p>
      <Tabs value={filter} onValueChange={(value) => isFilter(value) && setFilter(value)} className="mt-6">
        <TabsList aria-label={t('admin.ideas.filterLabel')}>
          {IDEA_FILTERS.map((f) => (
            <TabsTrigger key={f} value={f} className="whitespace-nowrap">
              {f === 'open' && data
                ? t('admin.ideas.filter.openCount', { count: countOpen(ideas) })
                : t(`admin.ideas.filter.${f}`)}
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
