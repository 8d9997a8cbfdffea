// The mail a member gets when a project shared with them is deleted because its owner closed their
// account (issue 29): nothing is transferred silently, so they are told what went and why, in their
// account's language (issue 31 item 5).
import type { Language } from '@thesis-studio/domain';
import { mailTranslatorFor } from '@thesis-studio/i18n/mail';
import { mailBody } from '../../shared/mailer/body.js';
import type { Mail } from '../../shared/mailer/mailer.js';

export function projectClosedMail(input: { to: string; projectName: string; language: Language }): Mail {
  const t = mailTranslatorFor(input.language);
  const project = input.projectName;
  const lines = [t('mail.greeting'), t('mail.projectClosed.text', { project }), t('mail.projectClosed.gone')];
  return {
    to: input.to,
    subject: t('mail.projectClosed.subject', { project }),
    ...mailBody(lines),
  };
}
