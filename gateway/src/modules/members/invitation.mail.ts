// The mail that carries an invitation to a project (issue 29): who invites, to what, as what, and the
// single-use link.
import { escapeHtml } from '../../shared/html.js';
import type { Mail } from '../../shared/mailer/mailer.js';

export function invitationMail(input: {
  to: string;
  inviter: string;
  projectName: string;
  role: 'editor' | 'viewer';
  link: string;
}): Mail {
  const what =
    input.role === 'editor'
      ? 'as an editor (you may edit its theses, add sources and run research)'
      : 'as a viewer (you may read its theses and sources, and chat with them)';
  const lines = [
    'Hello,',
    `${input.inviter} invited you to the project “${input.projectName}” on Thesis Studio, ${what}.`,
    'To accept, open this link and sign in (or create an account) with this email address:',
    input.link,
    'The link is valid for 7 days and works once. If you did not expect this, ignore this mail.',
  ];
  return {
    to: input.to,
    subject: `${input.inviter} invited you to “${input.projectName}” on Thesis Studio`,
    link: input.link,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === input.link
          ? `<p><a href="${escapeHtml(line)}">Accept the invitation</a></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join(''),
  };
}
