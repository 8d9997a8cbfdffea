// Comments on sections (issue 29): a viewer the owner invited comments on a section of the thesis from
// the comment rail, mentioning the owner with the suggestions; the owner is mailed a link to the
// section, finds the comment in their inbox, and the shared page shows no comment.
import {
  ANONYMOUS,
  expect,
  mailsMentioning,
  pageFor,
  seriousViolations,
  test,
  thesisInNewProject,
  unique,
  writeContent,
} from './fixtures.js';

test.describe.configure({ timeout: 120_000 });

const CONTENT = [
  '## Market context',
  '',
  'Nordic grocers consolidate their analytics teams.',
  '',
  '## Findings',
  '',
  'Central hubs cut reporting time by a third.',
  '',
].join('\n');

test('a viewer comments on a section and mentions the owner; the owner is mailed and sees it in the inbox', async ({
  browser,
  baseURL,
  newUser,
}) => {
  const owner = await newUser('owner');
  const viewer = await newUser('viewer');
  const thesis = await thesisInNewProject(owner.api, unique('Comments project'), { title: unique('Hubs') });
  const { shareUrl } = await writeContent(owner.api, thesis.id, CONTENT);

  // Invited over REST, accepted with the mail's link.
  const invited = await owner.api.post(`/api/projects/${thesis.projectId}/members`, {
    data: { email: viewer.email, role: 'viewer' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  let token = '';
  await expect
    .poll(() => {
      const mail = mailsMentioning(viewer.email).find((m) => /\/invitations\//.test(m));
      token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  expect((await viewer.api.post(`/api/invitations/${token}/accept`)).status()).toBe(200);

  const page = await pageFor(browser, baseURL!, viewer.storageState);
  await page.goto(`/theses/${thesis.slug}`);
  await page.getByRole('button', { name: 'Comment on Findings' }).click();
  const rail = page.getByTestId('comment-rail');
  await expect(rail.getByText('On “Findings” · only the project’s members see them')).toBeVisible();
  const box = rail.getByRole('textbox', { name: 'Comment on Findings' });
  await box.fill('Which hubs, ');
  await box.pressSequentially('@Own');
  await expect(rail.getByRole('option', { name: `@${owner.username}` })).toBeVisible();
  await box.press('Enter');
  await box.pressSequentially('?');
  await expect(box).toHaveValue(`Which hubs, @${owner.username} ?`);
  await rail.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(rail.getByTestId('comment-thread')).toContainText(`Which hubs, @${owner.username} ?`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: '1 comment on Findings' })).toBeVisible();

  // The owner: mailed with a link to the section, and the comment waits unread in the inbox.
  await expect
    .poll(() => mailsMentioning(owner.email).filter((m) => m.includes('mentioned you')).length)
    .toBe(1);
  const mail = mailsMentioning(owner.email).find((m) => m.includes('mentioned you'))!;
  expect(mail.replace(/=3D/g, '=')).toContain(`/theses/${thesis.slug}?comments=Findings`);
  const ownerPage = await pageFor(browser, baseURL!, owner.storageState);
  await ownerPage.goto('/questions');
  const card = ownerPage.getByTestId('inbox-section-comment').first();
  await expect(card).toContainText(`Which hubs, @${owner.username} ?`);
  await expect(card).toContainText('Unread');

  // Never on the share page.
  const reader = await pageFor(browser, baseURL!, ANONYMOUS);
  await reader.goto(`/shared/${shareUrl}`);
  await expect(reader.getByRole('heading', { name: 'Findings', level: 2 })).toBeVisible();
  await expect(reader.getByText('Which hubs')).toHaveCount(0);
  await expect(reader.getByTestId('section-comments-badge')).toHaveCount(0);
});
