// The thesis wizard (issue 11 item 1) and the Query Research chat page (item 3), with the offline AI
// engine: thoughts → drafted intellectual challenge (edited) → drafted strategic context (regenerated)
// → review → Begin AI Research lands on the new thesis; a reload mid-wizard keeps everything; the chat
// page answers a question. Every screen is checked with axe at 1280 and 390 px and photographed into
// the test's output folder.
import type { Page, TestInfo } from '@playwright/test';
import { createProject, createThesis, expect, test, seriousViolations } from './fixtures.js';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const THOUGHTS =
  'Subscription pricing will replace perpetual licences for industrial software within five years. ' +
  'Customers want lower upfront costs. Vendors fear the revenue dip during the transition.';
const EDITED_CHALLENGE = 'How fast will mid-market manufacturers switch to subscription software, and why?';

/** Axe at desktop and phone widths, with a full-page screenshot of each into the test's output. */
async function checkScreen(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    expect(await seriousViolations(page), `${name} at ${width}px`).toEqual([]);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const currentStep = (page: Page) => page.locator('[aria-current="step"]');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
});

test('idea → four steps (one draft edited, one regenerated) → Begin AI Research lands on the thesis; a reload keeps the wizard', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = await createProject(page.request, `Wizard ${run}`);
  const draftsRequested: string[] = [];
  page.on('websocket', (socket) =>
    socket.on('framesent', ({ payload }) => {
      const text = String(payload);
      if (text.includes('"subscribe"') && text.includes('ThesisWizardDraft')) {
        draftsRequested.push(/"step":"([a-z-]+)"/.exec(text)?.[1] ?? '?');
      }
    }),
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/projects/${project.slug}/theses/new`);

  // Step 1: thoughts.
  // The first visit loads the remote; the machine may be busy.
  await expect(page.getByRole('heading', { level: 1, name: 'New Thesis' })).toBeVisible({ timeout: 30_000 });
  await expect(currentStep(page)).toHaveAttribute('data-testid', 'wizard-step-input');
  await expect(page.getByTestId('wizard-engine')).toHaveText('Drafted offline');
  await expect(page.getByTestId('wizard-quote')).toBeVisible();
  const firstQuote = await page.getByTestId('wizard-quote').locator('blockquote').textContent();
  const continueButton = page.getByTestId('wizard-continue');
  await expect(continueButton).toBeDisabled();
  const thoughts = page.getByLabel('Your thoughts');
  await thoughts.fill('   ');
  await expect(continueButton).toBeEnabled();
  await continueButton.click();
  await expect(page.getByText('Please enter your thoughts', { exact: true })).toBeVisible();
  await expect(page.getByText('We need your initial ideas to proceed.', { exact: true })).toBeVisible();
  await expect(currentStep(page)).toHaveAttribute('data-testid', 'wizard-step-input');
  await thoughts.fill(THOUGHTS);
  await page.getByLabel(/Research focus/).fill('UK mid-market manufacturers');
  await checkScreen(page, testInfo, 'wizard-1-thoughts');
  // The quote changes every 6 seconds.
  await expect(page.getByTestId('wizard-quote').locator('blockquote')).not.toHaveText(firstQuote ?? '', {
    timeout: 8_000,
  });

  // Step 2: the intellectual challenge is drafted as it is written, then edited.
  await continueButton.click();
  await expect(currentStep(page)).toHaveAttribute('data-testid', 'wizard-step-intellectual-challenge');
  const draft = page.getByTestId('draft-text');
  await expect(draft).toContainText('Customers want lower upfront costs.');
  await expect(draft).toContainText('Drafted offline from your own words');
  await expect(draft).toHaveAttribute('aria-busy', 'false');
  await expect(continueButton).toBeEnabled();
  await checkScreen(page, testInfo, 'wizard-2-challenge');
  await page.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByLabel('Edit the intellectual challenge');
  await expect(editor).toBeFocused();
  await expect(continueButton).toBeDisabled();
  await editor.fill(EDITED_CHALLENGE);
  await checkScreen(page, testInfo, 'wizard-2-challenge-editing');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(draft).toHaveText(EDITED_CHALLENGE);
  await expect(continueButton).toBeEnabled();

  // Step 3: the strategic context builds on the edited challenge, and is regenerated.
  await continueButton.click();
  await expect(currentStep(page)).toHaveAttribute('data-testid', 'wizard-step-strategic-context');
  await expect(draft).toContainText('The challenge, in your words');
  await expect(draft).toContainText('How fast will mid-market manufacturers switch to subscription software');
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(draft).toContainText('The challenge, in your words');
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  expect(draftsRequested).toEqual(['intellectual-challenge', 'strategic-context', 'strategic-context']);
  await checkScreen(page, testInfo, 'wizard-3-context');

  // A reload keeps the step and every field (sessionStorage pendingContext).
  await page.reload();
  await expect(currentStep(page)).toHaveAttribute('data-testid', 'wizard-step-strategic-context');
  await expect(draft).toContainText('The challenge, in your words');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(draft).toHaveText(EDITED_CHALLENGE);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Your thoughts')).toHaveValue(THOUGHTS);
  await expect(page.getByLabel(/Research focus/)).toHaveValue('UK mid-market manufacturers');
  // Going forward again keeps the drafts rather than drafting anew.
  await continueButton.click();
  await expect(draft).toHaveText(EDITED_CHALLENGE);
  await continueButton.click();
  await expect(draft).toContainText('The challenge, in your words');
  expect(draftsRequested).toEqual(['intellectual-challenge', 'strategic-context', 'strategic-context']);

  // Step 4: review, then Begin AI Research.
  await continueButton.click();
  await expect(currentStep(page)).toHaveAttribute('data-testid', 'wizard-step-review');
  const title =
    'Subscription pricing will replace perpetual licences for industrial software within five years.';
  await expect(page.getByTestId('wizard-title')).toHaveText(title);
  await expect(continueButton).toHaveText('Begin AI Research');
  await checkScreen(page, testInfo, 'wizard-4-review');
  await continueButton.click();
  await expect(page.getByText('Thesis created', { exact: true })).toBeVisible();
  await page.waitForURL((url) => /^\/theses\/[^/]+$/.test(url.pathname));
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  // The plan review may already be open: a modal hides the page behind it from the accessibility tree,
  // so the page's title is found as an element, not by its role.
  await expect(page.locator('h1')).toHaveText(title);
  expect(await page.evaluate(() => sessionStorage.getItem('pendingContext'))).toBeNull();

  // Begin AI Research opens the plan review (issue 33): nothing runs until Start. A question edited
  // there is the one the run is given.
  const plan = page.getByTestId('research-plan');
  await expect(plan).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL((url) => !url.search.includes('review=plan'));
  expect(
    ((await (await page.request.get(`/api/theses/${slug}/research`)).json()) as { status: string }).status,
  ).toBe('not_started');
  const question = plan.getByRole('textbox', { name: /^Question 1 of / }).first();
  await question.fill('Which industrial software vendors moved to subscriptions first?');
  await checkScreen(page, testInfo, 'wizard-5-plan-review');
  await plan.getByTestId('plan-start').click();
  await expect(plan).toBeHidden();
  const saved = (await (await page.request.get(`/api/theses/${slug}/research-plan`)).json()) as {
    reviewed: boolean;
    phases: Array<{ questions: string[] }>;
  };
  expect(saved.reviewed).toBe(true);
  expect(saved.phases[0]?.questions[0]).toBe(
    'Which industrial software vendors moved to subscriptions first?',
  );

  const response = await page.request.get(`/api/theses/${slug}`);
  expect(response.status(), `GET /api/theses/${slug} (from ${page.url()})`).toBe(200);
  const thesis = (await response.json()) as Record<string, string>;
  expect(thesis['title']).toBe(title);
  expect(thesis['idea']).toBe(THOUGHTS);
  expect(thesis['intellectualChallenge']).toBe(EDITED_CHALLENGE);
  expect(thesis['context']).toContain('The challenge, in your words');
  expect(['researching', 'complete']).toContain(thesis['status']);

  // Research again (issue 33 item 2): the complete thesis offers it; the plan review again, Start, and
  // the history keeps both runs' predecessors: two revisions by AI research.
  await expect(page.getByTestId('thesis-status')).toHaveText('Complete', { timeout: 60_000 });
  await expect(page.getByTestId('research-again')).toBeVisible();
  await checkScreen(page, testInfo, 'thesis-research-again');
  await page.getByRole('button', { name: 'Research again' }).click();
  await expect(plan).toBeVisible();
  await expect(plan).toContainText('the current one stays in the history');
  await plan.getByTestId('plan-start').click();
  await expect(plan).toBeHidden();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/theses/${slug}/research`)).json()) as { status: string })
          .status,
      { timeout: 60_000 },
    )
    .toBe('complete');
  const history = (await (await page.request.get(`/api/theses/${slug}/history`)).json()) as Array<{
    authorName: string;
  }>;
  expect(history.filter((r) => r.authorName === 'AI research')).toHaveLength(2);
});

test('Cancel returns to the project page and forgets the wizard', async ({ page }) => {
  const project = await createProject(page.request, `Wizard Cancel ${run}`);
  test.setTimeout(60_000);
  await page.goto(`/projects/${project.slug}/theses/new`);
  await expect(page.getByLabel('Your thoughts')).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Your thoughts').fill('A thought to throw away.');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('pendingContext')))
    .toContain('throw away');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.waitForURL(new RegExp(`/projects/${project.slug}$`));
  expect(await page.evaluate(() => sessionStorage.getItem('pendingContext'))).toBeNull();
});

test('with the socket down a draft comes over HTTP; a failed draft toasts “Generation failed” and keeps the text', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const project = await createProject(page.request, `Wizard Offline Socket ${run}`);
  // The socket refuses every connection with a close code graphql-ws does not retry.
  await page.routeWebSocket(/\/graphql$/, (socket) =>
    socket.close({ code: 4500, reason: 'down for the test' }),
  );
  let failDrafts = false;
  await page.route('**/graphql', async (route) => {
    if (failDrafts && route.request().postData()?.includes('ThesisWizardGenerate')) {
      await route.fulfill({
        json: {
          errors: [
            { message: 'The AI service is unavailable.', extensions: { code: 'SERVICE_UNAVAILABLE' } },
          ],
          data: null,
        },
      });
    } else await route.continue();
  });
  await page.goto(`/projects/${project.slug}/theses/new`);
  await page.getByLabel('Your thoughts').fill(THOUGHTS);
  await page.getByTestId('wizard-continue').click();
  const draft = page.getByTestId('draft-text');
  await expect(draft).toContainText('Customers want lower upfront costs.', { timeout: 20_000 });

  failDrafts = true;
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByText('Generation failed', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('The AI service is unavailable.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeEnabled();
  await expect(page.getByTestId('wizard-continue')).toBeEnabled();
  await expect(draft).toContainText('Customers want lower upfront costs.');
});

test('an idea left on the landing page starts the thoughts', async ({ page }) => {
  const project = await createProject(page.request, `Wizard Idea ${run}`);
  await page.goto('/dashboard');
  await page.evaluate((idea) => {
    sessionStorage.removeItem('pendingContext');
    sessionStorage.setItem('pendingIdea', JSON.stringify({ name: 'Visitor', email: 'v@example.com', idea }));
  }, THOUGHTS);
  await page.goto(`/projects/${project.slug}/theses/new`);
  await expect(page.getByLabel('Your thoughts')).toHaveValue(THOUGHTS, { timeout: 30_000 });
  await expect(page.getByText('We started from the idea you submitted on the home page.')).toBeVisible();
});

test('a missing project reads “Project not found”', async ({ page }) => {
  await page.goto(`/projects/no-such-project-${run}/theses/new`);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible({ timeout: 30_000 });
});

test('the chat page answers a question about the thesis and keeps the conversation', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const project = await createProject(page.request, `Chat ${run}`);
  const thesis = await createThesis(page.request, project.id, {
    title: `Central Analytics for Regional Growth ${run}`,
    idea: 'Centralise analytics.',
    intellectualChallenge: 'How should a mid-sized organisation centralise its analytics?',
  });
  const content = [
    '## Why centralise',
    '',
    'A central analytics team lets regional leaders compare performance on the same metrics.',
    '',
    '## Risks',
    '',
    'Regional teams may lose the local knowledge that made their reports useful.',
  ].join('\n');
  expect((await page.request.patch(`/api/theses/${thesis.id}`, { data: { content } })).status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/theses/${thesis.id}/chat`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Central Analytics for Regional Growth ${run}`,
  );
  await expect(page.getByTestId('thesis-status')).toHaveText('Draft');
  await expect(page.getByRole('link', { name: 'Back to thesis' })).toHaveAttribute(
    'href',
    `/theses/${thesis.slug}`,
  );
  await expect(page.getByText('Start a conversation to refine your thesis')).toBeVisible();
  await checkScreen(page, testInfo, 'chat-empty');

  const box = page.getByPlaceholder('Ask about your thesis...');
  await box.fill('What are the risks for regional teams?');
  await box.press('Enter');
  const log = page.getByRole('log', { name: 'Query Research conversation' });
  await expect(log).toContainText('What are the risks for regional teams?');
  await expect(log).toContainText('Regional teams may lose the local knowledge', { timeout: 20_000 });
  await expect(box).toHaveValue('');
  await expect(box).toBeEnabled();
  await checkScreen(page, testInfo, 'chat-answered');

  await page.reload();
  await expect(log).toContainText('What are the risks for regional teams?');
  await expect(log).toContainText('Regional teams may lose the local knowledge');
  await page.getByRole('link', { name: 'Back to thesis' }).click();
  await page.waitForURL(new RegExp(`/theses/${thesis.slug}$`));
});

test('the chat page of an unknown thesis reads “Thesis Not Found”', async ({ page }) => {
  await page.goto('/theses/665f1c2a9b1e8a0012345678/chat');
  await expect(page.getByRole('heading', { name: 'Thesis Not Found' })).toBeVisible({ timeout: 30_000 });
});
