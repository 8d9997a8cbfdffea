// The mails about a person's own credentials (issue 33): a changed password, an email change asked
// for, confirmed. Each names what happened and what to do if the person did not do it.
import type { Actor } from '../../shared/access/actor.js';
import { escapeHtml } from '../../shared/html.js';
import type { Mail } from '../../shared/mailer/mailer.js';

const paragraphs = (lines: string[]): string => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

const IF_NOT_YOU =
  'If you did not do this, reset your password with "Forgot password" on the sign-in page, or write to the person who runs this Thesis Studio.';

export function passwordChangedMail(user: Actor): Mail {
  const lines = [
    `Hello ${user.username},`,
    'The password of your Thesis Studio account was changed just now. Your other sessions were signed out.',
    IF_NOT_YOU,
  ];
  return {
    to: user.email,
    subject: 'Your Thesis Studio password was changed',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

/** To the new address: the link that confirms it. */
export function confirmEmailMail(user: Actor, newEmail: string, link: string): Mail {
  return {
    to: newEmail,
    subject: 'Confirm your new Thesis Studio email address',
    link,
    text: [
      `Hello ${user.username},`,
      '',
      'You asked to use this address for your Thesis Studio account. To confirm it, open:',
      '',
      link,
      '',
      'The link is valid for 24 hours and works once. If you did not ask for this, ignore this mail;',
      'nothing changes.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(user.username)},</p><p>You asked to use this address for your Thesis Studio account.</p><p><a href="${escapeHtml(link)}">Confirm this email address</a></p><p>The link is valid for 24 hours and works once. If you did not ask for this, ignore this mail; nothing changes.</p>`,
  };
}

/** To the current address when a change is asked for: it still works until the new one is confirmed. */
export function emailChangeRequestedMail(user: Actor, newEmail: string): Mail {
  const lines = [
    `Hello ${user.username},`,
    `Someone signed in to your Thesis Studio account asked to change its email address to ${newEmail}. Your address stays ${user.email} until the link we sent there is opened.`,
    IF_NOT_YOU,
  ];
  return {
    to: user.email,
    subject: 'A change of your Thesis Studio email address was requested',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

/** To the former address once the change is confirmed. */
export function emailChangedMail(before: Actor, newEmail: string): Mail {
  const lines = [
    `Hello ${before.username},`,
    `The email address of your Thesis Studio account is now ${newEmail}. Mail about the account goes there from now on, and you sign in with it.`,
    IF_NOT_YOU,
  ];
  return {
    to: before.email,
    subject: 'Your Thesis Studio email address was changed',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
