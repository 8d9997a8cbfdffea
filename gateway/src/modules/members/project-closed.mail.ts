// The mail a member gets when a project shared with them is deleted because its owner closed their
// account (issue 29): nothing is transferred silently, so they are told what went and why.
import { escapeHtml } from '../../shared/html.js';
import type { Mail } from '../../shared/mailer/mailer.js';

export function projectClosedMail(input: { to: string; projectName: string }): Mail {
  const lines = [
    'Hello,',
    `The project “${input.projectName}” on Thesis Studio was deleted because its owner closed their account.`,
    'Its theses, sources and history were deleted with it; you are no longer a member of it.',
  ];
  return {
    to: input.to,
    subject: `“${input.projectName}” was deleted because its owner closed their account`,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
