// A question a visitor sent about a thesis (spec §2 Questions & Messages): project badge, Unread badge,
// sender, relative date, the question, a mailto reply line, and Mark as Read while unread.
import { useMutation } from '@apollo/client/react';
import { Button, Card, CheckIcon, FolderIcon, UserIcon } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { CardDate } from '../common/card-parts';
import { toastOutcome } from '../common/failure';
import { T, useT } from '../i18n';
import { graphql } from '../gql';
import type { QuestionCard_QuestionFragment } from '../gql/graphql';
import { replyMailto, senderLabel, type InboxQuestion } from './questions';

// The fields this component reads; its parents spread the fragment by name.
graphql(`
  fragment QuestionCard_question on Question {
    id
    projectId
    thesisId
    thesisTitle
    question
    senderName
    senderEmail
    isRead
    createdAt
  }
`);

const QuestionCardMarkQuestionReadMutation = graphql(`
  mutation QuestionCardMarkQuestionRead($id: ID!) {
    markQuestionRead(id: $id) {
      id
      isRead
    }
  }
`);

export type QuestionCardQuestion = InboxQuestion<QuestionCard_QuestionFragment>;

export function QuestionCard({ question, userEmail }: { question: QuestionCardQuestion; userEmail: string }) {
  const [markQuestionRead, { loading: marking }] = useMutation(QuestionCardMarkQuestionReadMutation, {
    // The question updates itself (normalised by id); its project's unread badge drops by one at once.
    update(cache, { data }) {
      if (!data?.markQuestionRead.isRead || question.isRead) return;
      cache.modify({
        id: cache.identify({ __typename: 'Project', id: question.projectId }),
        fields: { unreadQuestionsCount: (count: number) => Math.max(0, count - 1) },
      });
    },
  });
  const t = useT();
  const sender = senderLabel(question, userEmail, t);
  const mailto = replyMailto(question, t);
  const headingId = `question-${question.id}-sender`;

  const onMarkRead = () =>
    toastOutcome(
      () => markQuestionRead({ variables: { id: question.id } }),
      { title: t('dashboard.question.markedRead') },
      t('dashboard.question.markFailed'),
    );

  return (
    <Card
      data-testid="question-card"
      data-read={question.isRead}
      aria-labelledby={headingId}
      role="article"
      className={
        question.isRead
          ? 'flex flex-col gap-3 p-5'
          : 'flex flex-col gap-3 border-l-4 border-l-accent p-5 shadow-md'
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            to={`/projects/${encodeURIComponent(question.projectSlug)}`}
            data-testid="question-project"
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-primary/20 bg-primary/5 px-2.5 py-0.5 text-xs font-semibold text-primary hover:bg-primary/10"
          >
            <FolderIcon className="h-3 w-3 shrink-0" />
            <span className="truncate">{question.projectName}</span>
          </Link>
          {question.isRead ? null : (
            <span
              data-testid="question-unread"
              className="rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-white"
            >
              {t('dashboard.question.unread')}
            </span>
          )}
        </div>
        <CardDate value={question.createdAt} scale="days" />
      </div>

      <div className="flex min-w-0 items-center gap-3">
        <span
          aria-hidden="true"
          className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-muted text-muted-foreground"
        >
          <UserIcon className="h-4 w-4" />
        </span>
        <div className="min-w-0">
          <h3 id={headingId} data-testid="question-sender" className="truncate font-semibold leading-tight">
            {sender}
          </h3>
          {question.senderEmail.trim() ? (
            <p data-testid="question-sender-email" className="truncate text-sm text-muted-foreground">
              {question.senderEmail}
            </p>
          ) : null}
        </div>
      </div>

      {question.thesisTitle.trim() ? (
        <p className="text-sm text-muted-foreground">
          <T
            id="dashboard.question.about"
            values={{
              title: question.thesisTitle,
              b: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            }}
          />
        </p>
      ) : null}

      <blockquote
        data-testid="question-text"
        className="whitespace-pre-wrap break-words rounded-md bg-muted/60 px-4 py-3 text-sm leading-relaxed text-foreground"
      >
        {question.question}
      </blockquote>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-3">
        <p data-testid="question-reply" className="min-w-0 break-all text-sm text-muted-foreground">
          {mailto ? (
            <T
              id="dashboard.question.replyTo"
              values={{
                email: question.senderEmail.trim(),
                link: (chunks) => (
                  <a href={mailto} className="font-medium text-primary underline-offset-4 hover:underline">
                    {chunks}
                  </a>
                ),
              }}
            />
          ) : (
            t('dashboard.question.noReply')
          )}
        </p>
        {question.isRead ? null : (
          <Button size="sm" variant="outline" disabled={marking} onClick={() => void onMarkRead()}>
            <CheckIcon className="h-3.5 w-3.5" />
            {t('dashboard.question.markRead')}
          </Button>
        )}
      </div>
    </Card>
  );
}
