// Sources, the research plan and citations end to end (issues 17 and 22) with the offline engine: the
// owner uploads a generated Markdown document holding a fact found nowhere else, reviews the plan and
// starts research from it; the article quotes the fact and cites it (the popover shows the quoted words
// in their passage), the check summary is shown, and the shared view cites it too. The sources panel
// (a refused file with the server's message, pasted text, removal behind a confirmation) and the plan
// dialog pass axe at 1280 and 390 px. Screenshots go to the test's output.
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from '@playwright/test';
import { analyticsHubThesis, ANONYMOUS, expect as baseExpect, test, seriousViolations } from './fixtures.js';

// A busy machine: give the page time rather than fail on a slow answer.
const expect = baseExpect.configure({ timeout: 20_000 });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** The fact the document holds and nothing else does. */
const CODENAME = `Kestrel${run}`;
const FACT = `the ${CODENAME} pilot cut reconciliation in the regional analytics hub from 41 to 9 hours a week`;

const DOCUMENT = [
  `# Field notes: the ${CODENAME} pilot`,
  '',
  '## Reconciliation',
  '',
  `In the first quarter ${FACT}. Regional teams that centralise analytics in one hub stop`,
  'reconciling numbers by hand, and the hub reports one set of figures to every region.',
  '',
  '## Regional teams',
  '',
  `Every region kept a named analyst during the ${CODENAME} pilot, and the central analytics hub`,
  'answered regional questions within two days. Growth teams used the saved time to plan promotions.',
  '',
  '## Risks',
  '',
  `The ${CODENAME} pilot found one risk: a central hub can slow regional decisions when its queue`,
  'grows, so the hub publishes a weekly queue report to the regions.',
].join('\n');

/** Axe, no sideways scrolling and a screenshot, at 1280 and 390 px. */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(100);
    expect(await seriousViolations(page), `${name} at ${width}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const createThesis = (api: APIRequestContext, name: string) =>
  analyticsHubThesis(
    api,
    `Sources ${name} ${run}`,
    `Regional analytics hub ${name} ${run}`,
    'Our retailer should centralise analytics in one regional hub. Regional teams spend too long reconciling numbers.',
  );

const sourcesPanel = (page: Page) => page.getByRole('region', { name: 'Sources' });
const planDialog = (page: Page) => page.getByRole('dialog', { name: 'Review the research plan' });

/**
 * The first marker of `scope` whose popover quotes words of the document's fact, opened by keyboard
 * focus or by a press (a tap on a phone).
 */
async function citationOfFact(
  page: Page,
  scope: Locator,
  open: 'focus' | 'press' = 'focus',
): Promise<Locator> {
  const markers = scope.getByRole('button', { name: /^Source \d+: / });
  await expect(markers.first()).toBeVisible();
  const count = await markers.count();
  for (let i = 0; i < count; i += 1) {
    if (open === 'focus') await markers.nth(i).focus();
    else await markers.nth(i).click();
    // The open one: the shared page's cards are native popovers, all in the page, shown when open.
    const popover = page.locator('[data-citation-popover]:visible');
    await expect(popover).toBeVisible();
    if ((await popover.textContent())?.includes(CODENAME)) return popover;
    await page.keyboard.press('Escape');
    await expect(popover).toHaveCount(0);
  }
  throw new Error(`No citation quotes the ${CODENAME} document`);
}

async function anonymousPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: ANONYMOUS });
  await context.addInitScript(() => {
    try {
      localStorage.setItem('cookiesAccepted', 'true');
    } catch {
      // not a site document
    }
  });
  return context.newPage();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('an uploaded document’s fact is quoted and cited on the thesis page and the shared view', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const thesis = await createThesis(page.request, 'cited');
  await page.goto(`/theses/${thesis.slug}`);

  // Upload the document through the panel's file picker; it is read, then ready.
  const panel = sourcesPanel(page);
  await expect(panel.getByText('No sources yet.')).toBeVisible();
  await panel.getByTestId('source-file-input').setInputFiles({
    name: `${CODENAME}-field-notes.md`,
    mimeType: 'text/markdown',
    buffer: Buffer.from(DOCUMENT),
  });
  const row = panel.getByTestId('source-row').filter({ hasText: CODENAME });
  await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(row).toContainText(/Markdown · .* words/);
  await expect(row).toContainText('Today');

  // The plan first: what the run draws on, the document ticked; then start from it.
  await page.getByRole('button', { name: 'Start Research' }).click();
  const plan = planDialog(page);
  await expect(plan.getByTestId('plan-web-search')).toHaveText(
    'No web search is set up: this run uses your sources only.',
  );
  await expect(plan.getByRole('checkbox', { name: new RegExp(CODENAME) })).toBeChecked();
  await expect(plan.getByRole('textbox', { name: /^Question 1 of / }).first()).not.toBeEmpty();
  await plan.getByRole('button', { name: 'Start research' }).click();
  await expect(page.getByText('Research Complete!').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('thesis-status')).toHaveText('Complete');

  // The article quotes and cites the fact; the popover shows the quoted words in their passage.
  const article = page.getByTestId('thesis-article');
  await expect(article).toContainText(CODENAME);
  await expect(article.getByRole('heading', { name: 'Sources' })).toBeVisible();
  const popover = await citationOfFact(page, article);
  await expect(popover.locator('mark')).not.toBeEmpty();
  const quoted = (await popover.locator('mark').textContent())!.replace(/\s+/g, ' ').trim();
  expect(DOCUMENT.replace(/\s+/g, ' ')).toContain(quoted);
  // Offline, every quote is in its source and no model judged its support.
  await expect(popover.getByText('Not checked')).toBeVisible();
  await expect(page.getByTestId('citation-summary')).toContainText(/^\d+ citations?: \d+ not checked/);
  expect(await seriousViolations(page), 'citation popover').toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('thesis-citation-1280.png') });
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await page.getByTestId('citation-summary').scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('thesis-summary-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await citationOfFact(page, article, 'press');
  await page.screenshot({ path: testInfo.outputPath('thesis-citation-390.png') });
  await page.keyboard.press('Escape');
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('thesis-sources-390.png') });

  // The shared view cites it too, with the summary and no per-citation checks.
  const { shareUrl } = (await (await page.request.get(`/api/theses/${thesis.id}`)).json()) as {
    shareUrl: string;
  };
  const reader = await anonymousPage(browser, baseURL);
  await reader.setViewportSize({ width: 1280, height: 800 });
  await reader.goto(`/shared/${shareUrl}`);
  // A visitor's page is the server's (issue 32): its citations open with no script (native popovers).
  await expect(reader.locator('[data-islands] [data-server-rendered="mf_shared"]')).toBeVisible();
  await expect(reader.getByTestId('citation-summary')).toContainText(/^\d+ citations?:/);
  const shared = await citationOfFact(reader, reader.locator('article'), 'press');
  await expect(shared.locator('mark')).not.toBeEmpty();
  await expect(shared.getByText('Not checked')).toHaveCount(0);
  await reader.screenshot({ path: testInfo.outputPath('shared-citation-1280.png') });
  await reader.setViewportSize({ width: 390, height: 844 });
  await reader.screenshot({ path: testInfo.outputPath('shared-citation-390.png') });
  await reader.context().close();
});

test('the sources panel and the plan dialog: a refused file, pasted text, removal, Cancel; axe at 1280 and 390 px', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const thesis = await createThesis(page.request, 'panel');
  await page.goto(`/theses/${thesis.slug}`);
  const panel = sourcesPanel(page);
  await expect(panel).toContainText('PDF, DOCX, Markdown, plain text or HTML');

  // A file the library cannot read: the server's own message, in the panel.
  await panel.getByTestId('source-file-input').setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ not a document'),
  });
  const refusal = panel.getByRole('alert').filter({ hasText: 'tool.exe was not added:' });
  await expect(refusal).toBeVisible();
  expect((await refusal.textContent())!.replace(/^.*was not added:/, '').trim()).not.toBe('');

  // Pasted text with a title.
  await panel.getByRole('button', { name: 'Paste text' }).click();
  const paste = page.getByRole('dialog', { name: 'Paste text as a source' });
  await paste.getByRole('textbox', { name: 'Title' }).fill(`Interview notes ${run}`);
  await paste
    .getByRole('textbox', { name: 'Text' })
    .fill(
      'The northern region lost twelve analysts to the central team, and its reports arrived two days sooner.',
    );
  await paste.getByRole('button', { name: 'Add source' }).click();
  await expect(paste).toHaveCount(0);
  const row = panel.getByTestId('source-row').filter({ hasText: `Interview notes ${run}` });
  await expect(row).toHaveAttribute('data-status', 'ready', { timeout: 30_000 });
  await expect(row).toContainText('Pasted text ·');
  await lookAt(page, testInfo, 'sources-panel');

  // The plan dialog: leave the source out, then Cancel — nothing starts.
  await page.getByRole('button', { name: 'Start Research' }).click();
  const plan = planDialog(page);
  await expect(plan.getByRole('checkbox', { name: new RegExp(`Interview notes ${run}`) })).toBeChecked();
  await lookAt(page, testInfo, 'plan-dialog');
  await plan.getByRole('button', { name: 'Cancel' }).click();
  await expect(plan).toHaveCount(0);
  await expect(page.getByTestId('thesis-status')).toHaveText('Draft');

  // Removal asks first.
  await row.getByRole('button', { name: `Remove source Interview notes ${run}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Remove “Interview notes ${run}”?`);
  await confirm.getByRole('button', { name: 'Remove source' }).click();
  await expect(row).toHaveCount(0);
  await expect(panel.getByText('No sources yet.')).toBeVisible();
});

test('a file over 20 MB is refused with the server’s 413 message, not a network failure (issue 32)', async ({
  page,
}) => {
  // 21 MB goes up twice; on a busy machine that took 84 s.
  test.setTimeout(180_000);
  const thesis = await createThesis(page.request, 'too large');
  await page.goto(`/theses/${thesis.slug}`);
  const panel = sourcesPanel(page);
  await expect(panel.getByText('No sources yet.')).toBeVisible();
  const TOO_LARGE = 'This file is larger than 20 MB, the most a source may be.';

  // Through the panel's file picker: the browser reads the 413 and the panel shows its message.
  await panel.getByTestId('source-file-input').setInputFiles({
    name: 'huge-notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.alloc(21 * 1024 * 1024, 'a'),
  });
  const refusal = panel.getByRole('alert').filter({ hasText: 'huge-notes.txt was not added:' });
  await expect(refusal).toContainText(TOO_LARGE);
  await expect(refusal).not.toContainText(/fetch|network/i);
  await expect(panel.getByTestId('source-row')).toHaveCount(0);

  // The page's own fetch (FormData, so with a declared length): status 413 and the JSON message.
  const answers = await page.evaluate(async (id) => {
    const url = `/api/theses/${id}/sources`;
    const file = new Blob([new Uint8Array(21 * 1024 * 1024).fill(97)], { type: 'text/plain' });
    const form = new FormData();
    form.append('file', file, 'huge-notes.txt');
    const declared = await fetch(url, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
    });
    return [{ status: declared.status, body: (await declared.json()) as { message: string } }];
  }, thesis.id);
  for (const answer of answers) {
    expect(answer.status).toBe(413);
    expect(answer.body.message).toContain(TOO_LARGE);
  }
});
