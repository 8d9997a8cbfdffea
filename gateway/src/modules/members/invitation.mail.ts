// The mail that carries an invitation to a project (issue 29): who invites, to what, as what, and the
// single-use link, in the recipient's language (issue 31 item 5).
import type { Language } from '@thesis-studio/domain';
import { mailTranslatorFor } from '@thesis-studio/i18n/mail';
import { mailBody } from '../../shared/mailer/body.js';
import type { Mail } from '../../shared/mailer/mailer.js';

export function invitationMail(input: {
  to: string;
  inviter: string;
  projectName: string;
  role: 'editor' | 'viewer';
  link: string;
  /** The recipient's account's language, else the inviter's. */
  language: Language;
}): Mail {
  const t = mailTranslatorFor(input.language);
  const project = input.projectName;
  const lines = [
    t('mail.greeting'),
    t('mail.invitation.text', { inviter: input.inviter, project, role: input.role }),
    t('mail.invitation.open'),
    input.link,
    t('mail.invitation.validity'),
  ];
  return {
    to: input.to,
    subject: t('mail.invitation.subject', { inviter: input.inviter, project }),
    link: input.link,
    ...mailBody(lines, { link: { url: input.link, text: t('mail.invitation.link') } }),
  };
}
