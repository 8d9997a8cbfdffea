import AxeBuilder from '@axe-core/playwright';
import { test as anonymousTest } from '@playwright/test';
import { basename } from 'node:path';
import { ADMIN, expect, mailsMentioning, test } from './fixtures.js';

// Idea intake end to end: a visitor sends an idea from the landing page, the admins get a mail (the
// gateway's outbox), and an admin reads it under /ideas and marks it handled.

// Stable for the whole run (a worker restarted after a failure loads this file again).
const runId = basename(process.env.E2E_DATA_DIR ?? 'run')
  .replace(/[^a-z0-9]/gi, '')
  .toLowerCase();
const unique = `Idea ${runId}: regional hubs for the Nordic organisation`;
const sender = { name: 'Grace Hopper', email: `grace-${runId}@example.com` };
const reader = { name: 'Ada Lovelace', email: `ada-${runId}@example.com` };
const readerIdea = `Idea ${runId}: one analytics hub for the Baltic stores`;

anonymousTest('a visitor sends an idea; the admins are mailed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Your Idea' });
  await dialog.getByLabel('Name').fill(sender.name);
  await dialog.getByLabel('Email').fill(sender.email);
  await dialog.getByLabel('Your idea').fill(unique);
  await dialog.getByRole('button', { name: 'Submit Idea' }).click();
  await expect(page.getByText('Idea Submitted Successfully', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("We'll be in touch soon to discuss your thesis project.", { exact: true }).first(),
  ).toBeVisible();

  await expect.poll(() => mailsMentioning(sender.email).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mail = mailsMentioning(sender.email)[0] ?? '';
  expect(mail).toContain(`To: ${ADMIN.email}`);
  expect(mail).toContain(`New idea from ${sender.name}`);
});

test('an admin reads an idea under /ideas and marks it handled', async ({ page, playwright, baseURL }) => {
  // Its own idea, sent as a visitor would: Playwright runs this file's signed-in and anonymous tests in
  // separate worker groups, in no promised order.
  const visitor = await playwright.request.newContext({ baseURL });
  const submitted = await visitor.post('/api/ideas', {
    data: { name: reader.name, email: reader.email, idea: readerIdea },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  await visitor.dispose();

  await page.goto('/ideas');
  await expect(page.getByRole('heading', { name: 'Submitted Ideas' })).toBeVisible();
  const card = page.getByTestId('idea-card').filter({ hasText: reader.email });
  await expect(card).toBeVisible();
  await expect(card).toContainText(reader.name);
  await expect(card).toContainText(readerIdea);
  await expect(card.getByRole('link', { name: reader.email })).toHaveAttribute(
    'href',
    `mailto:${reader.email}`,
  );

  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await card.getByRole('button', { name: 'Mark as Handled' }).click();
  await expect(page.getByText('Idea marked as handled', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('idea-card').filter({ hasText: reader.email })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Handled' }).click();
  await expect(page.getByTestId('idea-card').filter({ hasText: reader.email })).toContainText('Handled');
});

anonymousTest('anonymous visitors cannot open /ideas', async ({ page }) => {
  await page.goto('/ideas');
  await expect(page).toHaveURL(/\/auth/);
});
