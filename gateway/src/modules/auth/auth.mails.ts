// The mails about a person's own credentials (issue 33): a changed password, an email change asked
// for, confirmed, a password reset. Each names what happened and what to do if the person did not do
// it, in the recipient's language (issue 31 item 5: their account's UK/US English or German).
import { mailTranslatorFor, type MailTranslate } from '@thesis-studio/i18n/mail';
import type { Actor } from '../../shared/access/actor.js';
import { escapeHtml } from '../../shared/html.js';
import { mailBody } from '../../shared/mailer/body.js';
import type { Mail } from '../../shared/mailer/mailer.js';

/**
 * A notice to `user`'s address in their language: a greeting, what happened, and what to do if it was
 * not them.
 */
function notice(user: Actor, words: (t: MailTranslate) => { subject: string; what: string }): Mail {
  const t = mailTranslatorFor(user.language);
  const { subject, what } = words(t);
  const lines = [t('mail.hello', { name: user.username }), what, t('mail.ifNotYou')];
  return { to: user.email, subject, ...mailBody(lines) };
}

/** A mail with a link to open: `open` introduces it in the text, `asked` and `link` are its HTML. */
function withLink(
  t: MailTranslate,
  { to, name, link }: { to: string; name: string; link: string },
  words: { subject: string; open: string; asked: string; linkText: string; validity: string },
): Mail {
  const hello = t('mail.hello', { name });
  return {
    to,
    subject: words.subject,
    link,
    text: [hello, '', words.open, '', link, '', words.validity].join('\n'),
    html:
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(words.asked)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(words.linkText)}</a></p><p>${escapeHtml(words.validity)}</p>`,
  };
}

export function passwordChangedMail(user: Actor): Mail {
  return notice(user, (t) => ({
    subject: t('mail.passwordChanged.subject'),
    what: t('mail.passwordChanged.text'),
  }));
}

/** To the new address: the link that confirms it. */
export function confirmEmailMail(user: Actor, newEmail: string, link: string): Mail {
  const t = mailTranslatorFor(user.language);
  return withLink(
    t,
    { to: newEmail, name: user.username, link },
    {
      subject: t('mail.confirmEmail.subject'),
      open: t('mail.confirmEmail.open'),
      asked: t('mail.confirmEmail.asked'),
      linkText: t('mail.confirmEmail.link'),
      validity: t('mail.confirmEmail.validity'),
    },
  );
}

/** To the current address when a change is asked for: it still works until the new one is confirmed. */
export function emailChangeRequestedMail(user: Actor, newEmail: string): Mail {
  return notice(user, (t) => ({
    subject: t('mail.emailChangeRequested.subject'),
    what: t('mail.emailChangeRequested.text', { newEmail, email: user.email }),
  }));
}

/** To the former address once the change is confirmed. */
export function emailChangedMail(before: Actor, newEmail: string): Mail {
  return notice(before, (t) => ({
    subject: t('mail.emailChanged.subject'),
    what: t('mail.emailChanged.text', { newEmail }),
  }));
}

/** The link that lets the account's owner choose a new password. */
export function resetPasswordMail(user: Actor, link: string): Mail {
  const t = mailTranslatorFor(user.language);
  return withLink(
    t,
    { to: user.email, name: user.username, link },
    {
      subject: t('mail.reset.subject'),
      open: t('mail.reset.open'),
      asked: t('mail.reset.asked'),
      linkText: t('mail.reset.link'),
      validity: t('mail.reset.validity'),
    },
  );
}
