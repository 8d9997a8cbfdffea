// Members' comments on the article's sections (issue 29): beside each `##` heading of the article a
// badge with the count of its open comments opens the rail — a side panel, a bottom sheet on phones —
// to read the section's threads, answer, resolve or reopen, delete one's own, and write a comment with
// @mention suggestions of the project's members. What shows comes from the gateway's viewerCan… fields.
// `?comments=<section>` (the link a mention mail carries) opens the rail on that section.
import { useMutation, useQuery } from '@apollo/client/react';
import { DateText, toastFailure } from '@thesis-studio/client';
import {
  Button,
  MessageIcon,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  cn,
} from '@thesis-studio/ui';
import { Fragment, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { graphql } from '../gql';
import { useT } from '../i18n/flow';
import { badgeLabel, openCounts, threadsOf, type RailComment, type Thread } from './comments';
import { MentionTextarea, type Member } from './MentionTextarea';
import { useSectionHeadings } from './headings';

const SectionCommentsQuery = graphql(`
  query SectionComments($id: String!) {
    thesis(idOrSlug: $id) {
      id
      viewerCanComment
      comments {
        id
        section
        parentId
        authorName
        content
        resolved
        createdAt
        viewerCanResolve
        viewerCanDelete
      }
      project {
        id
        members {
          userId
          username
        }
      }
    }
  }
`);

const AddSectionComment = graphql(`
  mutation AddSectionComment($thesisId: ID!, $section: String!, $content: String!, $parentId: ID) {
    addSectionComment(thesisId: $thesisId, section: $section, content: $content, parentId: $parentId) {
      id
    }
  }
`);

const ResolveSectionComment = graphql(`
  mutation ResolveSectionComment($thesisId: ID!, $commentId: ID!, $resolved: Boolean!) {
    resolveSectionComment(thesisId: $thesisId, commentId: $commentId, resolved: $resolved) {
      id
      resolved
    }
  }
`);

const DeleteSectionComment = graphql(`
  mutation DeleteSectionComment($thesisId: ID!, $commentId: ID!) {
    deleteSectionComment(thesisId: $thesisId, commentId: $commentId)
  }
`);

const PARAM = 'comments';

export function SectionComments({ thesisId }: { thesisId: string }) {
  const t = useT();
  const { data, refetch } = useQuery(SectionCommentsQuery, {
    variables: { id: thesisId },
    fetchPolicy: 'cache-and-network',
  });
  const [searchParams, setSearchParams] = useSearchParams();
  const [chosen, setSection] = useState<string | null>(null);
  // The link of a mention mail names the section; the rail forgets it when closed.
  const section = searchParams.get(PARAM) ?? chosen;
  const headings = useSectionHeadings();
  const thesis = data?.thesis;
  const comments = thesis?.comments ?? [];
  const counts = openCounts(comments);
  const canComment = thesis?.viewerCanComment ?? false;

  const close = () => {
    setSection(null);
    if (searchParams.has(PARAM))
      setSearchParams(
        (params) => {
          params.delete(PARAM);
          return params;
        },
        { replace: true },
      );
  };

  if (!thesis) return null;
  return (
    <>
      {headings.map(({ section: key, slot }) => {
        const count = counts.get(key) ?? 0;
        if (count === 0 && !canComment) return null;
        return createPortal(
          <button
            type="button"
            data-testid="section-comments-badge"
            aria-label={badgeLabel(count, key, t)}
            aria-haspopup="dialog"
            onClick={() => setSection(key)}
            className={cn(
              'inline-flex h-7 items-center gap-1 rounded-full border px-2.5 text-xs font-medium transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              count > 0
                ? 'border-primary/40 bg-primary/10 text-primary hover:bg-primary/15'
                : 'border-border bg-background text-muted-foreground hover:text-foreground',
            )}
          >
            <MessageIcon className="h-3.5 w-3.5" aria-hidden="true" />
            {count > 0 ? count : t('flow.comments.comment')}
          </button>,
          slot,
          key,
        );
      })}
      <Sheet open={section !== null} onOpenChange={(open) => (open ? undefined : close())}>
        {section !== null ? (
          <SheetContent data-testid="comment-rail" aria-describedby="comment-rail-description">
            <CommentRail
              thesisId={thesisId}
              section={section}
              comments={comments}
              members={thesis.project.members}
              canComment={canComment}
              changed={() => void refetch().catch(() => undefined)}
            />
          </SheetContent>
        ) : null}
      </Sheet>
    </>
  );
}

type Comment = RailComment & { id: string };

function CommentRail({
  thesisId,
  section,
  comments,
  members,
  canComment,
  changed,
}: {
  thesisId: string;
  section: string;
  comments: readonly Comment[];
  members: readonly Member[];
  canComment: boolean;
  changed: () => void;
}) {
  const t = useT();
  const threads = threadsOf(comments, section);
  const open = threads.filter((t) => !t.root.resolved);
  const resolved = threads.filter((t) => t.root.resolved);
  const [showResolved, setShowResolved] = useState(false);
  const card = (thread: Thread<Comment>) => (
    <li key={thread.root.id}>
      <ThreadCard
        thesisId={thesisId}
        thread={thread}
        members={members}
        canComment={canComment}
        changed={changed}
      />
    </li>
  );
  return (
    <>
      <div className="border-b border-border px-5 pb-3 pt-4 pr-12">
        <SheetTitle className="text-base font-semibold">{t('flow.comments.heading')}</SheetTitle>
        <SheetDescription id="comment-rail-description" className="mt-0.5 text-sm text-muted-foreground">
          {t('flow.comments.on', { section })}
        </SheetDescription>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">
        {open.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {canComment ? t('flow.comments.noneYet') : t('flow.comments.none')}
          </p>
        ) : (
          <ol className="space-y-4" aria-label={t('flow.comments.open')}>
            {open.map(card)}
          </ol>
        )}
        {resolved.length > 0 ? (
          <div className="mt-6">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setShowResolved((shown) => !shown)}
              aria-expanded={showResolved}
            >
              {t(showResolved ? 'flow.comments.hideResolved' : 'flow.comments.showResolved', {
                count: resolved.length,
              })}
            </Button>
            {showResolved ? (
              <ol className="mt-2 space-y-4" aria-label={t('flow.comments.resolvedList')}>
                {resolved.map(card)}
              </ol>
            ) : null}
          </div>
        ) : null}
      </div>
      {canComment ? (
        <div className="border-t border-border px-5 py-3">
          <Compose
            thesisId={thesisId}
            section={section}
            members={members}
            changed={changed}
            label={t('flow.comments.commentOn', { section })}
          />
        </div>
      ) : null}
    </>
  );
}

function ThreadCard({
  thesisId,
  thread,
  members,
  canComment,
  changed,
}: {
  thesisId: string;
  thread: Thread<Comment>;
  members: readonly Member[];
  canComment: boolean;
  changed: () => void;
}) {
  const t = useT();
  const [replying, setReplying] = useState(false);
  const [resolve, resolving] = useMutation(ResolveSectionComment);
  const { root } = thread;
  const toggle = async () => {
    try {
      await resolve({ variables: { thesisId, commentId: root.id, resolved: !root.resolved } });
      changed();
    } catch (error) {
      toastFailure(t('flow.comments.changeFailed'), error);
    }
  };
  return (
    <article
      data-testid="comment-thread"
      className={cn('rounded-lg border border-border p-3', root.resolved && 'bg-muted/40')}
    >
      {[root, ...thread.replies].map((comment, index) => (
        <Fragment key={comment.id}>
          {index > 0 ? <div className="my-2 ml-3 border-l-2 border-border" aria-hidden="true" /> : null}
          <CommentBody thesisId={thesisId} comment={comment} reply={index > 0} changed={changed} />
        </Fragment>
      ))}
      <div className="-ml-3 mt-1 flex flex-wrap gap-1">
        {canComment && !root.resolved ? (
          <Button variant="ghost" size="sm" onClick={() => setReplying((r) => !r)} aria-expanded={replying}>
            {t('flow.comments.reply')}
          </Button>
        ) : null}
        {root.viewerCanResolve ? (
          <Button variant="ghost" size="sm" disabled={resolving.loading} onClick={() => void toggle()}>
            {root.resolved ? t('flow.comments.reopen') : t('flow.comments.resolve')}
          </Button>
        ) : null}
      </div>
      {replying ? (
        <div className="mt-2">
          <Compose
            thesisId={thesisId}
            section={root.section}
            parentId={root.id}
            members={members}
            label={t('flow.comments.replyTo', { name: root.authorName })}
            changed={() => {
              setReplying(false);
              changed();
            }}
          />
        </div>
      ) : null}
    </article>
  );
}

function CommentBody({
  thesisId,
  comment,
  reply,
  changed,
}: {
  thesisId: string;
  comment: Comment;
  reply: boolean;
  changed: () => void;
}) {
  const t = useT();
  const [remove, removing] = useMutation(DeleteSectionComment);
  const onDelete = async () => {
    try {
      await remove({ variables: { thesisId, commentId: comment.id } });
      changed();
    } catch (error) {
      toastFailure(t('flow.comments.deleteFailed'), error);
    }
  };
  return (
    <div className={cn(reply && 'pl-3')}>
      <div className="flex items-center gap-2">
        <p className="min-w-0 truncate text-sm font-medium">{comment.authorName}</p>
        <DateText value={comment.createdAt} className="shrink-0 text-xs text-muted-foreground" />
        {comment.viewerCanDelete ? (
          <button
            type="button"
            className="ml-auto rounded px-1 text-xs text-muted-foreground underline-offset-4 hover:text-destructive hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50"
            disabled={removing.loading}
            onClick={() => void onDelete()}
            aria-label={reply ? t('flow.comments.deleteReply') : t('flow.comments.deleteComment')}
          >
            {t('flow.comments.delete')}
          </button>
        ) : null}
      </div>
      <p className="mt-1 whitespace-pre-wrap break-words text-sm leading-6">
        {withMentions(comment.content)}
      </p>
    </div>
  );
}

/** The text with its @names set apart. */
function withMentions(text: string) {
  return text.split(/(@[\p{L}\p{N}_.-]+)/u).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="font-medium text-primary">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function Compose({
  thesisId,
  section,
  parentId,
  members,
  label,
  changed,
}: {
  thesisId: string;
  section: string;
  parentId?: string;
  members: readonly Member[];
  label: string;
  changed: () => void;
}) {
  const t = useT();
  const [text, setText] = useState('');
  const [add, adding] = useMutation(AddSectionComment);
  const send = async () => {
    if (text.trim() === '' || adding.loading) return;
    try {
      await add({ variables: { thesisId, section, content: text, parentId: parentId ?? null } });
      setText('');
      changed();
    } catch (error) {
      toastFailure(t('flow.comments.sendFailed'), error);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      className="space-y-2"
    >
      <MentionTextarea
        value={text}
        onChange={setText}
        members={members}
        label={label}
        placeholder={parentId ? t('flow.comments.replyPlaceholder') : t('flow.comments.commentPlaceholder')}
        onSubmit={() => void send()}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={text.trim() === '' || adding.loading}>
          {parentId ? t('flow.comments.reply') : t('flow.comments.comment')}
        </Button>
      </div>
    </form>
  );
}
