// Input and answer shapes of members' comments on sections (issue 29). Unknown fields are refused.
import { z } from 'zod';
import { objectIdString } from '../../shared/openapi/common.js';
import { acceptingReadOnly } from '../../shared/read-only.js';
import { multiLineText, singleLineText } from '../../shared/text.js';

export const SECTION_COMMENT_LIMITS = { content: 2_000, section: 300, listed: 1_000 } as const;

export const addSectionCommentInput = z.strictObject({
  section: singleLineText('Section', { max: SECTION_COMMENT_LIMITS.section, required: true }).meta({
    description: 'The section’s key: its `##` heading’s text, as the article shows it.',
  }),
  content: multiLineText('Comment', { max: SECTION_COMMENT_LIMITS.content, required: true }).transform(
    (text) => text.trim(),
  ),
  parentId: objectIdString
    .nullish()
    .meta({ description: 'The comment this one answers (a thread’s first comment; one level).' }),
});

/** GET …/comments?section=: one section's comments. */
export const sectionCommentsQuery = z.object({
  section: z.string().max(SECTION_COMMENT_LIMITS.section).optional().meta({
    description: 'Only this section’s comments (its key, as `section` of a comment).',
  }),
});

/** A comment on a section as the project's members see it (GraphQL `SectionComment`, the REST answer). */
export const sectionCommentAnswer = z
  .object({
    id: z.string(),
    thesisId: z.string(),
    section: z.string(),
    /** The comment it answers; null for a thread's first comment. */
    parentId: z.string().nullable(),
    authorId: z.string(),
    authorName: z.string(),
    content: z.string(),
    resolved: z.boolean(),
    /** ISO-8601; null while open. */
    resolvedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    /** Whether the viewer may resolve and reopen it (its author, the owner, editors, admins). */
    viewerCanResolve: z.boolean(),
    /** Whether the viewer may delete it (its author). */
    viewerCanDelete: z.boolean(),
  })
  .meta({ id: 'SectionComment' });

/** A comment in its project owner's inbox: the comment, its thesis, and whether the owner has read it. */
export const inboxCommentAnswer = sectionCommentAnswer
  .extend({ thesisTitle: z.string(), thesisSlug: z.string(), isRead: z.boolean() })
  .meta({ id: 'InboxSectionComment' });

/** PATCH …/comments/{commentId}: `resolved`; the rest of the comment as GET answered it is ignored. */
export const resolveSectionCommentInput = acceptingReadOnly(
  z.strictObject({ resolved: z.boolean({ message: 'Resolved must be true or false.' }) }),
  sectionCommentAnswer,
);
