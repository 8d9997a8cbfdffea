// Hearing back (issue 12 items 7-8): the owner's Questions & Messages inbox with the project cards'
// unread badges, Saved Links (page and dashboard grid, removal, links no longer available) and the
// save after signing up from a shared thesis. Seeded over the REST API with unique names, so the suite
// runs beside the others on the main gateway.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ANONYMOUS,
  expect,
  openWhileLoading,
  pageFor,
  projectCard,
  run,
  seriousViolations,
  test,
  thesisInNewProject,
  toast,
  unique,
} from './fixtures.js';

// Each test is one journey through several pages and fresh browser contexts.
test.describe.configure({ timeout: 120_000 });

const questionCard = (page: Page, text: string) =>
  page.getByTestId('question-card').filter({ has: page.getByText(text, { exact: true }) });
const savedLinkCard = (page: Page, title: string) =>
  page
    .getByTestId('saved-link-card')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** A project with a thesis in it, as `owner`; the thesis's share link included. */
async function sharedThesis(owner: APIRequestContext, projectName: string, title: string) {
  const { id, projectId, projectSlug } = await thesisInNewProject(owner, projectName, {
    title,
    idea: 'Whether to enter the Nordic market in 2027.',
  });
  const thesis = await owner.get(`/api/theses/${id}`);
  expect(thesis.status(), await thesis.text()).toBe(200);
  const { shareUrl } = (await thesis.json()) as { shareUrl: string };
  expect(shareUrl).not.toBe('');
  return { projectId, projectSlug, projectName, thesisId: id, title, shareUrl };
}

type Shared = Awaited<ReturnType<typeof sharedThesis>>;

const sharedPath = (shareUrl: string) => `/shared/${shareUrl}`;

async function askOwner(api: APIRequestContext, shareUrl: string, data: Record<string, string>) {
  const response = await api.post(`/api/shared/${shareUrl}/questions`, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

async function saveLink(api: APIRequestContext, thesis: Shared) {
  const { thesisId, title, shareUrl, projectName } = thesis;
  const response = await api.post('/api/saved-links', { data: { thesisId, title, shareUrl, projectName } });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Opens a dashboard page; a fresh browser context loads the remote first, which may take a while on a busy machine. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-remote="mf_dashboard"]')).toBeVisible({ timeout: 30_000 });
}

test('the owner finds questions unread with the badge on the project card, and marks them read', async ({
  browser,
  playwright,
  baseURL,
  newUser,
}) => {
  const owner = await newUser('owner');
  const thesis = await sharedThesis(owner.api, unique('Market Entry'), unique('Nordic Entry'));

  // An anonymous visitor writes with name and email; later the owner tries the form on their own thesis.
  const visitor = await playwright.request.newContext({ baseURL, storageState: ANONYMOUS });
  const visitorQuestion = 'Which Nordic country would you enter first, and why?';
  await askOwner(visitor, thesis.shareUrl, {
    question: visitorQuestion,
    senderName: 'Ada Visitor',
    senderEmail: 'ada@visitor.test',
  });
  await visitor.dispose();
  const ownQuestion = 'Does the pricing section still hold?';
  await askOwner(owner.api, thesis.shareUrl, { question: ownQuestion });

  const page = await pageFor(browser, baseURL!, owner.storageState);
  await visit(page, '/dashboard');
  const card = projectCard(page, thesis.projectName);
  await expect(card.getByTestId('unread-badge')).toContainText('2');
  await expect(card.getByTestId('unread-badge')).toContainText('2 unread questions');

  // The inbox: placeholders, then both questions, newest first.
  const release = await openWhileLoading(page, 'QuestionsPage', '/questions', 'Questions & Messages', {
    'question-skeleton': 3,
  });
  release();
  await expect(page.getByTestId('question-card')).toHaveCount(2);
  await expect(page.getByTestId('question-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('question-text')).toHaveText([ownQuestion, visitorQuestion]);
  await expect(page.getByTestId('questions-summary')).toHaveText('2 questions, 2 unread');

  const fromVisitor = questionCard(page, visitorQuestion);
  await expect(fromVisitor.getByTestId('question-project')).toHaveText(thesis.projectName);
  await expect(fromVisitor.getByTestId('question-unread')).toHaveText('Unread');
  await expect(fromVisitor.getByTestId('question-sender')).toHaveText('Ada Visitor');
  await expect(fromVisitor.getByTestId('question-sender-email')).toHaveText('ada@visitor.test');
  await expect(fromVisitor.locator('time')).toHaveText('Today');
  const reply = fromVisitor.getByRole('link', { name: 'ada@visitor.test' });
  const href = (await reply.getAttribute('href'))!;
  expect(href).toMatch(/^mailto:ada@visitor\.test\?subject=/);
  expect(decodeURIComponent(href.split('subject=')[1]!)).toBe(`Re: your question about "${thesis.title}"`);
  await expect(fromVisitor.getByTestId('question-reply')).toContainText('Reply to: ada@visitor.test');

  const fromOwner = questionCard(page, ownQuestion);
  await expect(fromOwner.getByTestId('question-sender')).toHaveText('You');
  await expect(fromOwner.getByTestId('question-sender-email')).toHaveText(owner.email);
  expect(await seriousViolations(page)).toEqual([]);

  // Mark as Read: the badge and the button go, the server keeps it, and the project card counts one.
  await fromVisitor.getByRole('button', { name: 'Mark as Read' }).click();
  await expect(toast(page, 'Question marked as read')).toBeVisible();
  await expect(fromVisitor.getByTestId('question-unread')).toHaveCount(0);
  await expect(fromVisitor.getByRole('button', { name: 'Mark as Read' })).toHaveCount(0);
  await expect(page.getByTestId('questions-summary')).toHaveText('2 questions, 1 unread');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(projectCard(page, thesis.projectName).getByTestId('unread-badge')).toContainText(
    '1 unread question',
  );

  await visit(page, '/questions');
  await expect(questionCard(page, visitorQuestion).getByTestId('question-unread')).toHaveCount(0);
  await questionCard(page, ownQuestion).getByRole('button', { name: 'Mark as Read' }).click();
  await expect(toast(page, 'Question marked as read')).toBeVisible();
  await expect(page.getByTestId('question-unread')).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(projectCard(page, thesis.projectName)).toBeVisible();
  await expect(projectCard(page, thesis.projectName).getByTestId('unread-badge')).toHaveCount(0);
  await page.reload();
  await expect(projectCard(page, thesis.projectName)).toBeVisible();
  await expect(projectCard(page, thesis.projectName).getByTestId('unread-badge')).toHaveCount(0);

  // Another user sees none of them.
  const other = await newUser('other');
  const otherPage = await pageFor(browser, baseURL!, other.storageState);
  await visit(otherPage, '/questions');
  await expect(otherPage.getByTestId('questions-empty')).toContainText('No questions yet');
  await expect(otherPage.getByTestId('question-card')).toHaveCount(0);
  expect(await seriousViolations(otherPage)).toEqual([]);
  await Promise.all([
    owner.api.dispose(),
    other.api.dispose(),
    page.context().close(),
    otherPage.context().close(),
  ]);
});

test('saved links are listed on /saved-links and the dashboard, removed after confirming; a revoked one is no longer available', async ({
  browser,
  baseURL,
  newUser,
}) => {
  const owner = await newUser('author');
  const reader = await newUser('reader');
  const kept = await sharedThesis(owner.api, unique('Growth'), unique('Usage Pricing'));
  const revoked = await sharedThesis(owner.api, unique('Growth'), unique('Retail Exit'));
  await saveLink(reader.api, kept);
  await saveLink(reader.api, revoked);
  const revoke = await owner.api.delete(`/api/theses/${revoked.thesisId}/share`);
  expect(revoke.status(), await revoke.text()).toBeLessThan(300);

  const page = await pageFor(browser, baseURL!, reader.storageState);
  const release = await openWhileLoading(page, 'SavedLinksPage', '/saved-links', 'Saved Links', {
    'saved-link-skeleton': 3,
  });
  release();
  await expect(page.getByTestId('saved-link-card')).toHaveCount(2);
  await expect(page.getByTestId('saved-link-skeleton')).toHaveCount(0);

  const keptCard = savedLinkCard(page, kept.title);
  await expect(keptCard).toContainText(`From ${kept.projectName} project`);
  await expect(keptCard.locator('time')).toHaveText('Saved Today');
  const open = keptCard.getByRole('link', { name: /^Open/ });
  await expect(open).toHaveAttribute('href', sharedPath(kept.shareUrl));
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);
  await expect(keptCard.getByTestId('saved-link-unavailable')).toHaveCount(0);

  const revokedCard = savedLinkCard(page, revoked.title);
  await expect(revokedCard.getByTestId('saved-link-unavailable')).toContainText('no longer available');
  await expect(revokedCard.getByRole('link', { name: /^Open/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Open: the shared page in a new tab.
  const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
  await expect(tab).toHaveURL(new RegExp(`${sharedPath(kept.shareUrl)}$`));
  await tab.close();

  // The dashboard's grid shows the same cards (this reader has no project: beside the welcome).
  await visit(page, '/dashboard');
  await expect(page.getByTestId('first-project')).toBeVisible();
  const grid = page.getByRole('region', { name: 'Saved Links' });
  await expect(grid.getByTestId('saved-link-card')).toHaveCount(2);
  await expect(savedLinkCard(page, revoked.title).getByTestId('saved-link-unavailable')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Remove: Cancel keeps it; Remove takes it away, for good.
  await visit(page, '/saved-links');
  await savedLinkCard(page, kept.title)
    .getByRole('button', { name: `Remove saved link ${kept.title}` })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove Saved Link' });
  await expect(dialog).toContainText(kept.title);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('saved-link-card')).toHaveCount(2);
  await savedLinkCard(page, kept.title)
    .getByRole('button', { name: `Remove saved link ${kept.title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Link removed')).toBeVisible();
  await expect(page.getByTestId('saved-link-card')).toHaveCount(1);
  await page.reload();
  await expect(page.getByTestId('saved-link-card')).toHaveCount(1);

  // The last one gone: the empty state leads back to the dashboard.
  await savedLinkCard(page, revoked.title)
    .getByRole('button', { name: `Remove saved link ${revoked.title}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByTestId('saved-links-empty')).toContainText('No saved links yet');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await Promise.all([owner.api.dispose(), reader.api.dispose(), page.context().close()]);
});

test('a visitor who pressed save signs up, reads "Thesis saved!", is back on the shared thesis and finds it under Saved Links', async ({
  browser,
  baseURL,
  newUser,
}) => {
  const owner = await newUser('sharer');
  const thesis = await sharedThesis(owner.api, unique('Expansion'), unique('Baltic Hub'));
  const page = await pageFor(browser, baseURL!, ANONYMOUS);

  // What the shared page's save button stores for an anonymous visitor (spec §3, §4).
  await page.goto('/');
  await page.evaluate(
    ({ data, back }) => {
      sessionStorage.setItem('sharedThesisData', JSON.stringify(data));
      sessionStorage.setItem('authRedirect', back);
    },
    {
      data: {
        thesisId: thesis.thesisId,
        title: thesis.title,
        shareUrl: thesis.shareUrl,
        projectName: thesis.projectName,
      },
      back: sharedPath(thesis.shareUrl),
    },
  );
  await page.goto('/auth');
  // A first-time visitor with a thesis pending starts on Sign Up.
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const email = `saver-${run}@inbox.test`;
  await page.getByLabel('Name').fill('Saver Tester');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('saver-password-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Thesis saved!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${sharedPath(thesis.shareUrl)}$`));
  await expect(page.locator('[data-remote="mf_shared"]')).toBeVisible();
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('sharedThesisData'),
      sessionStorage.getItem('authRedirect'),
    ]),
  ).toEqual([null, null]);

  await visit(page, '/saved-links');
  await expect(page.getByTestId('saved-link-card')).toHaveCount(1);
  await expect(savedLinkCard(page, thesis.title)).toContainText(`From ${thesis.projectName} project`);
  await Promise.all([owner.api.dispose(), page.context().close()]);
});
