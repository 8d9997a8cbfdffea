import { createProject, expect, mailsMentioning, pageFor, projectCard, test, unique } from './fixtures.js';

// Teams (issue 29) end to end: the owner invites someone from the project page's members panel, the
// invited person opens the mailed link, accepts, lands on the project and finds it on their dashboard
// marked "Shared with you" with their role.

test('invite from the members panel → accept from the mail → the project is shared with the member', async ({
  browser,
  baseURL,
  newUser,
}) => {
  const owner = await newUser('owner');
  const invitee = await newUser('invitee');
  const name = unique('Shared project');
  const project = await createProject(owner.api, name, 'Several people work on it.');

  const ownerPage = await pageFor(browser, baseURL!, owner.storageState);
  await ownerPage.goto(`/projects/${project.slug}`);
  const members = ownerPage.getByRole('region', { name: 'Members' });
  await ownerPage.getByLabel('Email').fill(invitee.email);
  await ownerPage.getByLabel('Role', { exact: true }).selectOption('viewer');
  await ownerPage.getByRole('button', { name: 'Send invitation' }).click();
  const pending = ownerPage.getByTestId('invitation-row').filter({ hasText: invitee.email });
  await expect(pending).toContainText('Viewer');
  await expect(pending).toContainText('Expires');
  await expect(members.getByTestId('member-row')).toHaveCount(1);

  await expect
    .poll(() => mailsMentioning(`To: ${invitee.email}`).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
  const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mailsMentioning(`To: ${invitee.email}`)[0]!)?.[1];
  expect(token).toBeTruthy();

  const page = await pageFor(browser, baseURL!, invitee.storageState);
  await page.goto(`/invitations/${token}`);
  const card = page.getByTestId('invitation-card');
  await expect(card.getByRole('heading', { name })).toBeVisible();
  await expect(card).toContainText(`${owner.username} invited you as`);
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(`/projects/${project.slug}`);
  const memberRows = page.getByRole('region', { name: 'Members' }).getByTestId('member-row');
  await expect(memberRows.filter({ hasText: invitee.email })).toContainText('Viewer');
  await expect(page.getByRole('button', { name: 'Leave project' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  await page.goto('/dashboard');
  const shared = projectCard(page, name).getByTestId('shared-with-you');
  await expect(shared).toContainText('Shared with you');
  await expect(shared.getByTestId('role-badge')).toHaveText('Viewer');

  // Used now: the link says so.
  await page.goto(`/invitations/${token}`);
  await expect(page.getByTestId('invitation-unusable')).toContainText('already been used');
});
