// The owner's inbox, second part (issue 29): comments the members of their projects wrote on the
// sections of their theses, newest first, each unread until marked read; a link opens the thesis with
// the section's comments. Shown when there are some.
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText } from '@thesis-studio/client';
import { Badge, Button, Card, CheckIcon, MessageIcon } from '@thesis-studio/ui';
import { Link } from 'react-router';
import { toastOutcome } from '../common/failure';
import { T, useT } from '../i18n';
import { graphql } from '../gql';

const SectionCommentsInboxQuery = graphql(`
  query SectionCommentsInbox {
    projects {
      id
      name
      sectionComments {
        id
        thesisTitle
        thesisSlug
        section
        authorName
        content
        isRead
        createdAt
      }
    }
  }
`);

const MarkSectionCommentRead = graphql(`
  mutation MarkSectionCommentRead($id: ID!) {
    markSectionCommentRead(id: $id) {
      id
      isRead
    }
  }
`);

/** Every project's inbox comments in one list, with the project's name, newest first. */
export function inboxComments<C extends { createdAt: string }>(
  projects: ReadonlyArray<{ name: string; sectionComments?: readonly C[] | null }>,
): Array<C & { projectName: string }> {
  const time = (c: C) => Date.parse(c.createdAt) || 0;
  return projects
    .flatMap((p) => (p.sectionComments ?? []).map((c) => ({ ...c, projectName: p.name })))
    .sort((a, b) => time(b) - time(a));
}

export function SectionCommentsInbox() {
  const { data } = useQuery(SectionCommentsInboxQuery, { fetchPolicy: 'cache-and-network' });
  const [markRead, { loading }] = useMutation(MarkSectionCommentRead);
  const t = useT();
  const comments = data ? inboxComments(data.projects) : [];
  if (comments.length === 0) return null;
  const unread = comments.filter((c) => !c.isRead).length;
  const onMarkRead = (id: string) =>
    toastOutcome(
      () => markRead({ variables: { id } }),
      { title: t('dashboard.comments.markedRead') },
      t('dashboard.question.markFailed'),
    );
  return (
    <section aria-labelledby="section-comments-inbox" className="mt-10">
      <h2 id="section-comments-inbox" className="text-xl font-semibold tracking-tight">
        {t('dashboard.comments.title')}
      </h2>
      <p data-testid="section-comments-summary" className="mt-1 text-sm text-muted-foreground">
        {t('dashboard.comments.summary', { total: comments.length, unread })}
      </p>
      <ul className="mt-4 grid gap-3">
        {comments.map((comment) => (
          <li key={comment.id}>
            <Card data-testid="inbox-section-comment" className="flex flex-col gap-2 p-4">
              <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="secondary">{comment.projectName}</Badge>
                {!comment.isRead ? <Badge>{t('dashboard.question.unread')}</Badge> : null}
                <DateText value={comment.createdAt} className="ml-auto" />
              </div>
              <p className="text-sm">
                <T
                  id="dashboard.comments.on"
                  values={{
                    author: comment.authorName,
                    section: comment.section,
                    thesis: comment.thesisTitle,
                    b: (chunks) => <span className="font-medium">{chunks}</span>,
                    link: (chunks) => (
                      <Link
                        className="font-medium text-primary underline-offset-4 hover:underline"
                        to={`/theses/${encodeURIComponent(comment.thesisSlug)}?comments=${encodeURIComponent(comment.section)}`}
                      >
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </p>
              <p className="flex gap-2 whitespace-pre-wrap break-words text-sm text-foreground">
                <MessageIcon className="mt-0.5 h-4 w-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {comment.content}
              </p>
              {!comment.isRead ? (
                <div className="flex justify-end">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={loading}
                    onClick={() => void onMarkRead(comment.id)}
                  >
                    <CheckIcon className="h-4 w-4" aria-hidden="true" />
                    {t('dashboard.comments.markRead')}
                  </Button>
                </div>
              ) : null}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
