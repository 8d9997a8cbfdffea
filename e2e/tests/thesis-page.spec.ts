// The thesis page (issue 11) and the reader's spelling variant on it (issue 13): a thesis made over the
// REST API renders its heading, list and timeline table; the header's UK/USA select switches its
// spelling both ways; raw HTML never runs; an unknown slug reads 'Thesis Not Found'; the owner's
// sharing controls (issue 12): hide a section, save the link, what readers asked, revoke and renew.
// Axe finds nothing serious at desktop and phone widths. Screenshots go to the test's output.
import type { APIRequestContext } from '@playwright/test';
import {
  SAMPLE_OPENING,
  SAMPLE_TIMELINE,
  expect,
  test,
  seriousViolations,
  thesisInNewProject,
  writeContent,
} from './fixtures.js';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const CONTENT = [
  ...SAMPLE_OPENING,
  '- Name one owner per decision',
  '',
  '<script>window.__thesisScript = true</script>',
  '',
  'A stray tag <img src="x" onerror="window.__thesisScript = true"> is shown as nothing.',
  '',
  ...SAMPLE_TIMELINE,
  '| Q3 2026 | Roll out standardised dashboards | Every region reporting |',
].join('\n');

async function organisationThesis(api: APIRequestContext) {
  const thesis = await thesisInNewProject(api, `Thesis Page ${run}`, {
    title: `Organisation Design for Regional Growth ${run}`,
    idea: 'Centralise analytics.',
    intellectualChallenge: 'How should a mid-sized organisation centralise its analytics?',
  });
  await writeContent(api, thesis.id, CONTENT);
  return thesis;
}

/** The admin's account keeps the variant picked in a header; each test starts and ends on UK. */
const resetLanguage = async (api: APIRequestContext) =>
  expect((await api.put('/api/user/language', { data: { language: 'UK' } })).status()).toBe(200);

test.beforeEach(async ({ page }) => {
  await resetLanguage(page.request);
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
});

test.afterEach(async ({ page }) => {
  await resetLanguage(page.request);
});

test('a thesis reads as an article and follows the reader’s UK/USA choice', async ({ page }, testInfo) => {
  const thesis = await organisationThesis(page.request);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/theses/${thesis.slug}`);
  const view = page.locator('[data-remote="mf_thesis"]');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Organisation Design for Regional Growth ${run}`,
  );
  await expect(page.getByText('How should a mid-sized organisation centralise its analytics?')).toBeVisible();
  await expect(page.getByTestId('thesis-status')).toHaveText('Draft');
  await expect(view.locator('time')).toHaveText('Today');
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

  const article = view.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Organisation and Context' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText([
    'Audit the current reporting organisation',
    'Standardise the metrics every region reports',
    'Name one owner per decision',
  ]);
  const table = article.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Timeline', 'Activities', 'Milestone']);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('Interview leaders across the organisation');

  // Raw HTML in the Markdown never reaches the page.
  await expect(article.locator('script, img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __thesisScript?: boolean }).__thesisScript)).toBeUndefined();

  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('thesis-page-1280x800.png'), fullPage: true });

  const language = page.getByRole('combobox', { name: 'Language', exact: true });
  await language.selectOption('USA');
  await expect(article).toContainText('Our organization will centralize analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Organization Design for Regional Growth ${run}`,
  );
  await expect(page.getByText('How should a mid-sized organization centralize its analytics?')).toBeVisible();
  await expect(article.getByRole('heading', { level: 2, name: 'Organization and Context' })).toBeVisible();
  await expect(table).toContainText('Interview leaders across the organization');
  await expect(view).not.toContainText('organisation');
  await expect(view).not.toContainText('Organisation');

  await language.selectOption('UK');
  await expect(article).toContainText('Our organisation will centralise analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Organisation Design for Regional Growth ${run}`,
  );
  await expect(view).not.toContainText('organization');

  // Phone width: the timeline scrolls inside its own frame, the page itself does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('thesis-page-390x844.png'), fullPage: true });
});

test('an unknown thesis reads Thesis Not Found, with a way back to the dashboard', async ({
  page,
}, testInfo) => {
  await page.goto(`/theses/no-such-thesis-${run}`);
  await expect(page.getByRole('heading', { name: 'Thesis Not Found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('thesis-not-found-1280.png') });
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the owner hides a section from readers, saves the link, sees what readers asked, and revokes and renews the link', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(180_000);
  const thesis = await organisationThesis(page.request);
  const { shareUrl } = (await (await page.request.get(`/api/theses/${thesis.id}`)).json()) as {
    shareUrl: string;
  };
  expect(shareUrl).not.toBe('');
  const visitor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const asked = await visitor.post(`/api/shared/${shareUrl}/messages`, {
    data: { content: `Which regions pilot first ${run}?`, role: 'user' },
  });
  expect(asked.status(), await asked.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/theses/${thesis.slug}`);
  const notifications = page.getByRole('region', { name: /Notifications/ });

  // What readers asked: the question, without who asked.
  const readers = page.getByRole('region', { name: 'What readers asked' });
  await expect(readers).toContainText(`Which regions pilot first ${run}?`, { timeout: 30_000 });

  // The eye toggle hides the Timeline section from the shared view.
  const article = page.getByTestId('thesis-article');
  await article.getByRole('heading', { name: 'Timeline' }).hover();
  await page.getByRole('button', { name: 'Hide section Timeline from readers' }).click();
  await expect(notifications.getByText('Section hidden from readers')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Show section Timeline to readers' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(article.getByText('Hidden from the shared page')).toBeVisible();
  const shared = (await (await visitor.get(`/api/shared/${shareUrl}`)).json()) as { content: string };
  expect(shared.content).toContain('Organisation and Context');
  expect(shared.content).not.toContain('Interview leaders');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('thesis-owner-controls-1280.png'), fullPage: true });

  // The save toggle.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(notifications.getByText('Link saved')).toBeVisible({ timeout: 30_000 });
  await expect(notifications.getByText('Thesis link has been saved to your dashboard.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Saved', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
    {
      timeout: 30_000,
    },
  );

  // Revoke: the old link stops working and Share goes away; a new link brings it back.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Revoke link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
  await expect(notifications.getByText('Share link revoked')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);
  expect((await visitor.get(`/api/shared/${shareUrl}`)).status()).toBe(404);

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Create link' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Create link' }).click();
  await expect(notifications.getByText('New share link ready')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  const renewed = await page.getByRole('textbox', { name: 'Shareable link' }).inputValue();
  expect(renewed).not.toContain(shareUrl);
  expect((await visitor.get(new URL(renewed).pathname.replace('/shared/', '/api/shared/'))).status()).toBe(
    200,
  );
  await visitor.dispose();
});
