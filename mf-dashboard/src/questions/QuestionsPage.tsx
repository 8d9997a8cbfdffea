// /questions (spec §2 Questions & Messages): visitors' questions to the owner across the user's projects
// (admins: all), newest first. One GraphQL request reads every project's questions (`projects {
// questions }`) instead of one REST call per project: the same data in one round trip.
import { useQuery } from '@apollo/client/react';
import { useAuth, useRouteFetchPolicy, type AuthUser } from '@thesis-studio/client';
import { Card, MessageIcon, PageFrame, Skeleton } from '@thesis-studio/ui';
import { useMemo } from 'react';
import { EmptyState } from '../common/EmptyState';
import { PageTitle } from '../common/PageTitle';
import { QueryLoadError } from '../common/QueryLoadError';
import { graphql } from '../gql';
import { useT } from '../i18n';
import { REMOTE_NAME } from '../remote';
import { inboxQuestions, questionsSummary } from './questions';
import { QuestionCard } from './QuestionCard';
import { SectionCommentsInbox } from './SectionCommentsInbox';

export const QuestionsPageQuery = graphql(`
  query QuestionsPage {
    projects {
      id
      name
      slug
      questions {
        ...QuestionCard_question
      }
    }
  }
`);

const QUESTION_SKELETONS = 3;

export function QuestionsPage() {
  const { user, status } = useAuth();
  const t = useT();
  if (user) return <Questions user={user} />;
  return (
    <PageFrame remote={REMOTE_NAME} title={t('dashboard.questions.title')}>
      <div className="mt-8">
        {status === 'loading' ? (
          <QuestionListSkeleton />
        ) : (
          <Card data-testid="questions-access-denied" className="p-6">
            <h2 className="text-lg font-semibold">{t('dashboard.common.accessDenied')}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('dashboard.questions.signedOut')}</p>
          </Card>
        )}
      </div>
    </PageFrame>
  );
}

function Questions({ user }: { user: AuthUser }) {
  // Shown from the cache at once, then refreshed: visitors may have written since.
  // Started by the shell with the navigation (route preload): read from there, else cache then network.
  const fetchPolicy = useRouteFetchPolicy(QuestionsPageQuery, undefined, 'cache-and-network');
  const { data, error, refetch } = useQuery(QuestionsPageQuery, { fetchPolicy });
  const questions = useMemo(() => (data ? inboxQuestions(data.projects) : undefined), [data]);
  const unread = questions?.filter((q) => !q.isRead).length ?? 0;
  const t = useT();

  return (
    <PageFrame
      remote={REMOTE_NAME}
      title={
        <PageTitle
          title={t('dashboard.questions.title')}
          descriptionTestId="questions-summary"
          description={
            questions
              ? questions.length > 0
                ? questionsSummary(questions.length, unread, t)
                : t('dashboard.questions.emptySummary')
              : user.capabilities.administer
                ? t('dashboard.questions.loadingAll')
                : t('dashboard.questions.loadingMine')
          }
        />
      }
    >
      <div className="mt-8">
        {!questions && !error ? (
          <QuestionListSkeleton />
        ) : !questions ? (
          <QueryLoadError title={t('dashboard.questions.loadError')} error={error} refetch={refetch} />
        ) : questions.length === 0 ? (
          <EmptyState
            icon={MessageIcon}
            title={t('dashboard.questions.empty.title')}
            text={t('dashboard.questions.empty.text')}
            tone="muted"
            testId="questions-empty"
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4" aria-label={t('dashboard.questions.title')}>
            {questions.map((question) => (
              <li key={question.id}>
                <QuestionCard question={question} userEmail={user.email} />
              </li>
            ))}
          </ul>
        )}
        <SectionCommentsInbox />
      </div>
    </PageFrame>
  );
}

function QuestionListSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('dashboard.questions.loading')} className="grid gap-4">
      {Array.from({ length: QUESTION_SKELETONS }, (_, i) => (
        <Card key={i} data-testid="question-skeleton" aria-hidden="true" className="flex flex-col gap-4 p-5">
          <div className="flex items-center justify-between gap-3">
            <div className="flex gap-2">
              <Skeleton className="h-5 w-28 rounded-full" />
              <Skeleton className="h-5 w-14 rounded-full" />
            </div>
            <Skeleton className="h-3.5 w-20" />
          </div>
          <div className="flex items-center gap-3">
            <Skeleton className="h-9 w-9 rounded-full" />
            <div className="grid flex-1 gap-1.5">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3.5 w-52" />
            </div>
          </div>
          <Skeleton className="h-16 w-full" />
          <div className="flex items-center justify-between border-t border-border pt-3">
            <Skeleton className="h-3.5 w-48" />
            <Skeleton className="h-9 w-28" />
          </div>
        </Card>
      ))}
    </div>
  );
}
