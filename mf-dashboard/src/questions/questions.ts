// Rules of the Questions & Messages inbox (spec §2, §3, §9): who sent a question, how to reply, the order.
import type { Translate } from '../i18n';

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
  t: Translate,
): string {
  if (question.senderEmail.trim() && sameEmail(question.senderEmail, userEmail))
    return t('dashboard.questions.you');
  return question.senderName.trim() || t('dashboard.questions.anonymous');
}

/** A mailto link answering the sender, its subject naming the thesis; null without a reply address. */
export function replyMailto(
  question: Pick<InboxQuestionFields, 'senderEmail' | 'thesisTitle'>,
  t: Translate,
): string | null {
  const email = question.senderEmail.trim();
  if (!email) return null;
  const about = question.thesisTitle.trim();
  const subject = about
    ? t('dashboard.questions.replySubjectAbout', { title: about })
    : t('dashboard.questions.replySubject');
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

export const questionsSummary = (total: number, unread: number, t: Translate): string =>
  t('dashboard.questions.summary', { total, unread });
