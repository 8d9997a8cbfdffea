// Projects and theses in the browser (issue 9): the dashboard for admins and users, creating and
// requesting projects, the project page with inline edits and thesis cards, 'Project not found', the
// toasts, skeletons, phone width and axe. Every test makes its own accounts and projects (unique
// names), so the suite runs alongside the others on the main gateway.
import type { Page } from '@playwright/test';
import {
  ADMIN,
  createProject,
  createThesis,
  expect,
  holdOperation,
  openInApp,
  openWhileLoading,
  pageFor,
  projectCard,
  researchToCompletion,
  run,
  seriousViolations,
  test,
  toast,
  unique,
} from './fixtures.js';

// Each test is one user journey with several axe checks along it.
test.describe.configure({ timeout: 60_000 });

const thesisCard = (page: Page, title: string) =>
  page.getByTestId('thesis-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
});

test('an admin creates a project, sees it with the owner, edits title and description inline, and deletes it after confirming', async ({
  page,
}) => {
  const name = unique('Nordic Entry');
  const renamed = unique('Nordic Entry Renamed');
  const description = 'Should we enter the Nordic market in 2027? Margins at home are shrinking.';

  // Dashboard: six project placeholders while loading, no saved links for admins (opened in the app: a
  // first load arrives with its projects).
  const release = await openWhileLoading(page, 'DashboardPage', '/dashboard', 'Dashboard', {
    'project-card-skeleton': 6,
    'saved-link-skeleton': 0,
  });
  release();
  await expect(page.getByRole('heading', { name: 'All Projects' })).toBeVisible();
  await expect(page.getByTestId('project-card-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-user-email')).toHaveText(ADMIN.email);
  expect(await seriousViolations(page)).toEqual([]);

  // Create: Submit stays disabled while the name is blank.
  await page.getByRole('link', { name: 'New Project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create New Project' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create Project' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Project Name').fill('   ');
  await expect(submit).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Project Name').fill(name);
  await page.getByLabel('Description').fill(description);
  await submit.click();
  await expect(toast(page, 'Project created')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/nordic-entry-[a-z0-9-]+$/);
  const projectUrl = page.url();
  await expect(page.getByTestId('project-title')).toHaveText(name);
  await expect(page.getByTestId('project-description')).toHaveText(description);
  await expect(page.getByTestId('project-owner')).toContainText(ADMIN.email);
  await expect(page.getByText('No theses yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Thesis' })).toHaveAttribute(
    'href',
    `${new URL(projectUrl).pathname}/theses/new`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // Title: Cancel keeps it; an empty title cannot be saved; Save renames without changing the link.
  await page.getByRole('button', { name: 'Edit project title' }).click();
  const titleInput = page.getByRole('textbox', { name: 'Project title' });
  await titleInput.fill('Something else');
  await page
    .getByRole('form', { name: 'Edit project title' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await expect(page.getByTestId('project-title')).toHaveText(name);
  await page.getByRole('button', { name: 'Edit project title' }).click();
  await titleInput.fill('   ');
  const saveTitle = page
    .getByRole('form', { name: 'Edit project title' })
    .getByRole('button', { name: 'Save' });
  await expect(saveTitle).toBeDisabled();
  await expect(page.getByText('The project title cannot be empty.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await titleInput.fill(renamed);
  await saveTitle.click();
  await expect(toast(page, 'Project title updated')).toBeVisible();
  await expect(page.getByTestId('project-title')).toHaveText(renamed);
  expect(page.url()).toBe(projectUrl);

  // Description: edited in place, and may be emptied.
  await page.getByRole('button', { name: 'Edit description' }).click();
  const descriptionInput = page.getByRole('textbox', { name: 'Project description' });
  await expect(descriptionInput).toHaveValue(description);
  await descriptionInput.fill('Enter through partners first, then build a direct channel.');
  await page
    .getByRole('form', { name: 'Edit project description' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(toast(page, 'Project description updated')).toBeVisible();
  await expect(page.getByTestId('project-description')).toHaveText(
    'Enter through partners first, then build a direct channel.',
  );

  // Back on the dashboard (no reload): the card shows the new state with the owner's email.
  await page.getByRole('link', { name: 'All Projects' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const card = projectCard(page, renamed);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('project-owner')).toHaveText(`Owner: ${ADMIN.email}`);
  await expect(card.getByTestId('project-description')).toHaveText(
    'Enter through partners first, then build a direct channel.',
  );
  await expect(card).toContainText('0 theses');
  await expect(card).toContainText('Updated Today');
  await expect(card.getByTestId('unread-badge')).toHaveCount(0);

  // Delete asks first; Cancel keeps the project; Delete removes it from the list at once.
  await card.getByRole('button', { name: `Delete project ${renamed}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Project' });
  await expect(confirm).toContainText(renamed);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Delete project ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Project deleted')).toBeVisible();
  await expect(projectCard(page, renamed)).toHaveCount(0);
  await page.goto(projectUrl);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});

test("a user requests a project, finds it under My Projects, opens it, and cannot open another user's project", async ({
  page,
  browser,
  baseURL,
  newUser,
}) => {
  const user = await newUser('requester');
  const other = await newUser('other');
  const foreign = await createProject(other.api, unique('Other Users Project'), 'Not yours.');
  const title = unique('Pricing Reset');
  const userPage = await pageFor(browser, baseURL!, user.storageState);

  // A new user: placeholders (6 projects, 3 saved links) while loading, then a first-project welcome.
  const release = await openWhileLoading(userPage, 'DashboardPage', '/dashboard', 'My Thesis Studio', {
    'project-card-skeleton': 6,
    'saved-link-skeleton': 3,
  });
  release();
  const welcome = userPage.getByTestId('first-project');
  await expect(welcome).toContainText('Welcome to Thesis Studio, Requester!');
  await expect(userPage.getByRole('heading', { name: 'My Projects' })).toHaveCount(0);
  await expect(userPage.getByRole('link', { name: 'Questions & Messages' })).toHaveCount(0);
  expect(await seriousViolations(userPage)).toEqual([]);

  // The request form, in the user's words.
  await userPage.getByRole('link', { name: 'Request Project' }).click();
  await expect(
    userPage.getByRole('heading', { level: 1, name: 'Request Thesis Studio Project' }),
  ).toBeVisible();
  const submit = userPage.getByRole('button', { name: 'Submit Project' });
  await expect(submit).toBeDisabled();
  await userPage.getByLabel('Project Title').fill(title);
  await expect(submit).toBeEnabled();
  await userPage
    .getByLabel('What do you need help with?')
    .fill('Usage-based pricing without losing mid-market.');
  expect(await seriousViolations(userPage)).toEqual([]);
  await submit.click();
  await expect(toast(userPage, 'Project request submitted')).toBeVisible();
  await expect(userPage.getByTestId('project-title')).toHaveText(title);
  // Users read their project; renaming and describing are for admins.
  await expect(userPage.getByRole('button', { name: 'Edit project title' })).toHaveCount(0);
  await expect(userPage.getByRole('button', { name: 'Edit description' })).toHaveCount(0);
  await expect(userPage.getByTestId('project-owner')).toHaveCount(0);

  // My Projects lists it (no owner line, no delete), with the Saved Links grid's empty state.
  await userPage.getByRole('link', { name: 'All Projects' }).click();
  await expect(userPage.getByRole('heading', { name: 'My Projects' })).toBeVisible();
  const card = projectCard(userPage, title);
  await expect(card).toContainText('Usage-based pricing without losing mid-market.');
  await expect(card.getByTestId('project-owner')).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Delete project/ })).toHaveCount(0);
  await expect(userPage.getByTestId('project-card')).toHaveCount(1);
  await expect(userPage.getByTestId('saved-links-empty')).toContainText('No saved links yet');
  expect(await seriousViolations(userPage)).toEqual([]);
  await card.getByRole('link', { name: title }).click();
  await expect(userPage).toHaveURL(/\/projects\/pricing-reset-[a-z0-9-]+$/);
  await expect(userPage.getByTestId('project-title')).toHaveText(title);

  // Someone else's project reads exactly like a missing one, by slug and by id.
  for (const key of [foreign.slug, foreign.id]) {
    await userPage.goto(`/projects/${key}`);
    await expect(userPage.getByRole('heading', { name: 'Project not found' })).toBeVisible();
    await expect(userPage.getByText(foreign.name)).toHaveCount(0);
  }
  expect(await seriousViolations(userPage)).toEqual([]);
  await userPage.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(userPage).toHaveURL(/\/dashboard$/);

  // The admin sees the request in All Projects with its owner's email.
  await page.goto('/dashboard');
  await expect(projectCard(page, title).getByTestId('project-owner')).toHaveText(`Owner: ${user.email}`);
  await expect(projectCard(page, foreign.name).getByTestId('project-owner')).toHaveText(
    `Owner: ${other.email}`,
  );

  await userPage.context().close();
  await Promise.all([user.api.dispose(), other.api.dispose()]);
});

test("a visitor's landing-page idea prefills the first request and is cleared once it is submitted", async ({
  browser,
  baseURL,
  newUser,
}) => {
  const user = await newUser('visitor');
  const idea = `Grow the B2B channel in Poland ${run}. Distributors want exclusivity and we do not know the price.`;
  const userPage = await pageFor(browser, baseURL!, user.storageState);
  await userPage.goto('/dashboard');
  await userPage.evaluate(
    ([value, email]) =>
      sessionStorage.setItem('pendingIdea', JSON.stringify({ name: 'Visitor', email, idea: value })),
    [idea, user.email] as const,
  );
  await userPage.reload();
  await expect(userPage.getByTestId('first-project')).toContainText(idea);
  await userPage.getByRole('link', { name: 'Start a Project from Your Idea' }).click();
  await expect(userPage.getByTestId('from-pending-idea')).toBeVisible();
  await expect(userPage.getByLabel('Project Title')).toHaveValue(`Grow the B2B channel in Poland ${run}`);
  await expect(userPage.getByLabel('What do you need help with?')).toHaveValue(idea);
  await userPage.getByRole('button', { name: 'Submit Project' }).click();
  await expect(toast(userPage, 'Project request submitted')).toBeVisible();
  await expect(userPage.getByTestId('project-title')).toHaveText(`Grow the B2B channel in Poland ${run}`);
  expect(await userPage.evaluate(() => sessionStorage.getItem('pendingIdea'))).toBeNull();
  await userPage.context().close();
  await user.api.dispose();
});

test('thesis cards: Draft and Complete badges, summary, date, Continue Research or View Thesis, delete after confirming; three placeholders while loading', async ({
  page,
  adminApi: admin,
}) => {
  const project = await createProject(admin, unique('Thesis Cards'), 'Cards for each thesis.');
  const first = unique('Partner-led entry beats a direct launch');
  const second = unique('Price at parity, win on service');
  const idea = 'A partner network lowers the cost of entry and the risk of a failed launch.';
  const researched = unique('Nordic demand will outgrow the home market');
  const c = await createThesis(admin, project.id, {
    title: researched,
    idea: 'Demand in Sweden and Norway grows at twice our home rate; the window closes once local players consolidate.',
  });
  const a = await createThesis(admin, project.id, { title: first, idea });
  await createThesis(admin, project.id, { title: second, idea: '' });
  expect(a.status).toBe('draft');
  // Research (the offline AI engine here) takes a thesis through researching to complete.
  await researchToCompletion(admin, c.id, 45_000);

  const release = await holdOperation(page, 'ProjectPage');
  await openInApp(page, `/projects/${project.slug}`);
  await expect(page.getByTestId('thesis-card-skeleton')).toHaveCount(3);
  release();
  await expect(page.getByTestId('thesis-card')).toHaveCount(3);
  await expect(page.getByTestId('thesis-card-skeleton')).toHaveCount(0);
  await expect(page.getByText('3 theses')).toBeVisible();

  // A complete thesis: green 'Complete' badge, its summary, and View Thesis.
  const complete = thesisCard(page, researched);
  await expect(complete.getByTestId('thesis-status')).toHaveText('Complete');
  await expect(complete.getByTestId('thesis-status')).toHaveAttribute('data-tone', 'green');
  await expect(complete.getByRole('link', { name: 'View Thesis' })).toHaveAttribute(
    'href',
    `/theses/${c.slug}`,
  );
  await expect(complete.getByRole('link', { name: 'Continue Research' })).toHaveCount(0);

  // A new thesis is a draft: grey 'Draft' badge and Continue Research to its page.
  const card = thesisCard(page, first);
  await expect(card.getByTestId('thesis-status')).toHaveText('Draft');
  await expect(card.getByTestId('thesis-status')).toHaveAttribute('data-tone', 'grey');
  await expect(card.getByTestId('thesis-summary')).toHaveText(idea);
  await expect(card.getByTestId('thesis-summary')).toHaveClass(/line-clamp-3/);
  await expect(card.locator('time')).toHaveText('Today');
  await expect(card.getByRole('link', { name: 'Continue Research' })).toHaveAttribute(
    'href',
    `/theses/${a.slug}`,
  );
  await expect(card.getByRole('link', { name: 'View Thesis' })).toHaveCount(0);
  await expect(thesisCard(page, second)).toContainText('No summary yet');
  expect(await seriousViolations(page)).toEqual([]);

  // Delete asks first; the list and the count follow without a reload.
  await thesisCard(page, second)
    .getByRole('button', { name: `Delete thesis ${second}` })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Thesis' });
  await expect(confirm).toContainText(second);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Thesis deleted')).toBeVisible();
  await expect(page.getByTestId('thesis-card')).toHaveCount(2);
  await expect(page.getByText('2 theses', { exact: true })).toBeVisible();

  await card.getByRole('link', { name: 'Continue Research' }).click();
  await expect(page).toHaveURL(new RegExp(`/theses/${a.slug}$`));
});

test('failed edits and deletions say so in the toasts of spec §8', async ({ page, adminApi: admin }) => {
  const project = await createProject(admin, unique('Vanishing Project'), '');
  const thesis = unique('Vanishing thesis');
  await createThesis(admin, project.id, { title: thesis, idea: 'Gone soon.' });
  await page.goto(`/projects/${project.slug}`);
  await expect(thesisCard(page, thesis)).toBeVisible();

  // Someone else deletes the project meanwhile.
  expect((await admin.delete(`/api/projects/${project.id}`)).status()).toBe(200);

  await page.getByRole('button', { name: 'Edit project title' }).click();
  await page.getByRole('textbox', { name: 'Project title' }).fill('Too late');
  await page.getByRole('form', { name: 'Edit project title' }).getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Failed to update project title')).toBeVisible();
  await page
    .getByRole('form', { name: 'Edit project title' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await page.getByRole('button', { name: 'Add description' }).click();
  await page.getByRole('textbox', { name: 'Project description' }).fill('Too late as well');
  await page
    .getByRole('form', { name: 'Edit project description' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(toast(page, 'Failed to update project description')).toBeVisible();
  await page
    .getByRole('form', { name: 'Edit project description' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await thesisCard(page, thesis)
    .getByRole('button', { name: `Delete thesis ${thesis}` })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Delete Thesis' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Failed to delete thesis')).toBeVisible();

  // The dashboard still lists it from before; deleting it fails the same way.
  const ghost = await createProject(admin, unique('Ghost Project'), '');
  await page.goto('/dashboard');
  const card = projectCard(page, ghost.name);
  await expect(card).toBeVisible();
  expect((await admin.delete(`/api/projects/${ghost.id}`)).status()).toBe(200);
  await card.getByRole('button', { name: `Delete project ${ghost.name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete Project' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Failed to delete project')).toBeVisible();
});

test('admin shortcuts: icon buttons with tooltips on a desktop, a menu at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const users = page.getByRole('link', { name: 'User Management' });
  await expect(users).toHaveAttribute('href', '/users');
  await expect(page.getByRole('link', { name: 'Questions & Messages' })).toHaveAttribute(
    'href',
    '/questions',
  );
  await expect(page.getByRole('link', { name: 'Submitted Ideas' })).toHaveAttribute('href', '/ideas');
  await users.hover();
  await expect(page.getByRole('tooltip', { name: 'User Management' })).toBeVisible();
  // The shell's header keeps its inline navigation beside this remote's page.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Admin shortcuts' })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(users).toBeHidden();
  await expect(page.getByRole('link', { name: 'New Project' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByRole('button', { name: 'Admin shortcuts' }).click();
  const menu = page.getByRole('menu');
  for (const name of ['Questions & Messages', 'User Management', 'Submitted Ideas']) {
    await expect(menu.getByRole('menuitem', { name })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await menu.getByRole('menuitem', { name: 'Questions & Messages' }).click();
  await expect(page).toHaveURL(/\/questions$/);
});

test('the project page fits a phone screen', async ({ page, adminApi: admin }) => {
  const project = await createProject(
    admin,
    unique('Supply Chain Resilience Review for the European Manufacturing Footprint'),
    'Where to dual-source, what to nearshore and what it costs.',
  );
  await createThesis(admin, project.id, {
    title: unique('Dual-sourcing pays for itself within two years'),
    idea: 'Energy costs.',
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.slug}`);
  await expect(page.getByTestId('thesis-card')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
});
