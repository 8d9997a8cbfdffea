// Rules of the Questions & Messages inbox (spec §2, §3, §9): who sent a question, how to reply, the order.

export interface InboxQuestionFields {
  id: string;
  thesisTitle: string;
  senderName: string;
  senderEmail: string;
  isRead: boolean;
  createdAt: string;
}

export interface InboxProject<Q> {
  id: string;
  name: string;
  slug: string;
  questions: readonly Q[];
}

export type InboxQuestion<Q> = Q & { projectName: string; projectSlug: string };

/** Every project's questions in one list with its project's name added (spec §3), newest first. */
export function inboxQuestions<Q extends InboxQuestionFields>(
  projects: readonly InboxProject<Q>[],
): InboxQuestion<Q>[] {
  const time = (q: Q) => Date.parse(q.createdAt) || 0;
  return projects
    .flatMap((project) =>
      project.questions.map((q) => ({ ...q, projectName: project.name, projectSlug: project.slug })),
    )
    .sort((a, b) => time(b) - time(a));
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 'You' when the sender's email is the reader's own, the sender's name, else 'Anonymous' (spec §2). */
export function senderLabel(
  question: Pick<InboxQuestionFields, 'senderName' | 'senderEmail'>,
  userEmail: string,
): string {
  if (question.senderEmail.trim() && sameEmail(question.senderEmail, userEmail)) return 'You';
  return question.senderName.trim() || 'Anonymous';
}

/** A mailto link answering the sender, its subject naming the thesis; null without a reply address. */
export function replyMailto(
  question: Pick<InboxQuestionFields, 'senderEmail' | 'thesisTitle'>,
): string | null {
  const email = question.senderEmail.trim();
  if (!email) return null;
  const about = question.thesisTitle.trim();
  const subject = about ? `Re: your question about "${about}"` : 'Re: your question';
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

export const questionsSummary = (total: number, unread: number): string =>
  `${total === 1 ? '1 question' : `${total} questions`}${unread > 0 ? `, ${unread} unread` : ''}`;
