// The OpenAI-compatible engine end to end (issue 11): on the gateway whose AI is the local fake
// (e2e/fake-openai-server.ts, every answer marked FAKEMODEL), the wizard names the model and its drafts,
// the research run, the key insights and a Query Research answer all come from the fake.
import { createProject } from './fixtures.js';
import { expect, test } from './openai-fixtures.js';

const MARKER = 'FAKEMODEL';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const THOUGHTS =
  'Regional banks should share one fraud-detection utility within three years. ' +
  'Each bank alone sees too few attacks to learn from them.';

test('with a fake OpenAI-compatible server the wizard names the model, and drafts, research, insights and chat come from it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.setViewportSize({ width: 1280, height: 900 });
  const project = await createProject(page.request, `OpenAI engine ${run}`);

  await page.goto(`/projects/${project.slug}/theses/new`);
  await expect(page.getByTestId('wizard-engine')).toHaveText('Drafted by e2e-fake-model');
  await page.getByLabel('Your thoughts').fill(THOUGHTS);
  const continueButton = page.getByTestId('wizard-continue');
  const draft = page.getByTestId('draft-text');

  // Intellectual challenge, then strategic context: each streamed from the fake.
  await continueButton.click();
  await expect(page.locator('[aria-current="step"]')).toHaveAttribute(
    'data-testid',
    'wizard-step-intellectual-challenge',
  );
  await expect(draft).toHaveAttribute('aria-busy', 'false');
  await expect(draft).toContainText(`${MARKER} answers:`);
  await expect(draft).not.toContainText('Drafted offline');
  await continueButton.click();
  await expect(page.locator('[aria-current="step"]')).toHaveAttribute(
    'data-testid',
    'wizard-step-strategic-context',
  );
  await expect(draft).toHaveAttribute('aria-busy', 'false');
  await expect(draft).toContainText(`${MARKER} answers:`);

  await continueButton.click();
  await expect(continueButton).toHaveText('Begin AI Research');
  await continueButton.click();
  await page.waitForURL((url) => /^\/theses\/[^/]+$/.test(url.pathname));
  // Begin AI Research opens the plan review; Start runs it.
  await page.getByTestId('research-plan').getByTestId('plan-start').click();
  await expect(page.getByTestId('thesis-status')).toHaveText('Complete', { timeout: 90_000 });

  const article = page.getByTestId('thesis-article');
  await expect(article).toContainText(MARKER);
  await expect(
    article
      .getByRole('table')
      .getByRole('cell', { name: new RegExp(MARKER) })
      .first(),
  ).toBeVisible();
  const slug = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
  const thesis = (await (await page.request.get(`/api/theses/${slug}`)).json()) as Record<string, string>;
  expect(thesis['status']).toBe('complete');
  expect(thesis['intellectualChallenge']).toContain(MARKER);
  expect(thesis['context']).toContain(MARKER);
  expect(thesis['content']?.split(MARKER).length).toBeGreaterThan(8);

  // The Key Insights card (last) lists the fake's summary.
  const cards = page.getByRole('region', { name: 'Thesis Cue Cards' });
  const total = Number((await cards.getByText(/^1 of \d+$/).textContent())!.split(' of ')[1]);
  for (let i = 1; i < total; i += 1) await cards.getByRole('button', { name: /next/i }).click();
  await expect(cards.getByRole('heading', { name: 'Key Insights' })).toBeVisible();
  await expect(cards.getByRole('listitem').first()).toContainText(MARKER);

  // Query Research answers through the fake too.
  const chat = page.getByRole('complementary', { name: 'Query Research' });
  const box = chat.getByRole('textbox', { name: /Ask about your thesis/ });
  await box.fill('What would make this thesis fail?');
  await box.press('Enter');
  await expect(chat).toContainText(`${MARKER} answers:`);
});
