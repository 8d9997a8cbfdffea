// The owner's thesis workspace (issue 11 item 2) with the offline engine: Start Research to 'Research
// Complete!', cue cards with 'n of total' and key insights, the timeline table; a section, a card, the
// title and the central question edited and kept across a reload; a card read aloud (audio/mpeg bytes);
// a question in Query Research answered; a stale second tab's edit refused without losing its text;
// the live progress panel driven by researchProgress events; history restore and DOCX/PDF export.
// Every state is screenshotted at 1280 and 390 px and checked with axe.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { analyticsHubThesis, expect as baseExpect, openInApp, test, seriousViolations } from './fixtures.js';

// The machine these run on may be busy: give the page time rather than fail on a slow answer.
const expect = baseExpect.configure({ timeout: 30_000 });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Axe at the page's current width, no sideways scrolling, and a full-page screenshot named after the state. */
async function lookAtOne(page: Page, testInfo: TestInfo, name: string) {
  expect(await seriousViolations(page), name).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** The same at 1280 and 390 px. */
async function lookAt(page: Page, testInfo: TestInfo, state: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await lookAtOne(page, testInfo, `${state}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const createThesis = (api: APIRequestContext, name: string) =>
  analyticsHubThesis(
    api,
    `${name} ${run}`,
    `Regional analytics hub ${name} ${run}`,
    'Our organisation should centralise analytics in one regional hub. Regional teams spend too long reconciling numbers. A shared team would free them to act on growth.',
  );

const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(title, { exact: true });

async function researchToComplete(page: Page) {
  await page.getByRole('button', { name: 'Start Research' }).click();
  // Start Research shows the research plan first (issue 17); starting from it starts the run.
  await page
    .getByRole('dialog', { name: 'Review the research plan' })
    .getByRole('button', { name: 'Start research' })
    .click();
  await expect(page.getByText('Research Complete!').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('thesis-status')).toHaveText('Complete');
}

const article = (page: Page): Locator => page.getByTestId('thesis-article');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.setViewportSize({ width: 1280, height: 800 });
});

test('Start Research runs to Research Complete!, with cue cards, key insights and the timeline', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const thesis = await createThesis(page.request, 'research');
  await page.goto(`/theses/${thesis.slug}`);
  await expect(page.getByText('Research has not started yet.')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Query Research' })).toBeVisible();
  await lookAt(page, testInfo, 'thesis-empty');

  await researchToComplete(page);
  await expect(
    page.getByText('Research started').or(page.getByText('Research Complete!')).first(),
  ).toBeVisible();

  const table = article(page).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Timeline', 'Activities', 'Milestone']);

  const cards = page.getByRole('region', { name: 'Thesis Cue Cards' });
  await expect(cards.getByText(/^1 of \d+$/)).toBeVisible();
  const total = Number((await cards.getByText(/^1 of \d+$/).textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThan(2);
  for (let i = 1; i < total; i += 1) await cards.getByRole('button', { name: /next/i }).click();
  await expect(cards.getByText(`${total} of ${total}`)).toBeVisible();
  await expect(cards.getByRole('heading', { name: 'Key Insights' })).toBeVisible();
  await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });
  await lookAt(page, testInfo, 'thesis-complete');

  // On a phone every header action sits in one menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Thesis actions' }).click();
  for (const name of ['Back to Dashboard', 'Share', 'Hide Query Research', 'History', 'PDF', 'Revoke link']) {
    await expect(page.getByRole('menuitem', { name, exact: true })).toBeVisible();
  }
  await lookAtOne(page, testInfo, 'thesis-menu-390');
  await page.screenshot({ path: testInfo.outputPath('thesis-menu-390-viewport.png') });
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Closing Query Research gives the article the whole width; the toggle says it is pressed or not.
  const toggle = page.getByRole('button', { name: 'Query Research' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(page.getByRole('complementary', { name: 'Query Research' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('thesis-chat-closed-1280.png'), fullPage: true });
});

test('edits to the title, central question, a section and a card are kept across a reload', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const thesis = await createThesis(page.request, 'edits');
  await page.goto(`/theses/${thesis.slug}`);
  await researchToComplete(page);

  // Title: blank refused, then saved.
  await page.getByRole('button', { name: 'Edit title' }).click();
  const title = page.getByRole('textbox', { name: 'Thesis title' });
  await title.fill('   ');
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await title.fill(`Analytics hub, revised ${run}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Thesis title updated')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Analytics hub, revised ${run}`);

  await page.getByRole('button', { name: 'Edit central question' }).click();
  await page.getByRole('textbox', { name: 'Central question' }).fill('Where should the analytics hub sit?');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Central question updated')).toBeVisible();

  // A section: the hover edit button is reachable by keyboard too.
  const firstParagraph = article(page).locator('p').first();
  await firstParagraph.hover();
  const edit = page.getByRole('button', { name: /^Edit block/ }).first();
  await edit.focus();
  await expect(edit).toBeFocused();
  await edit.press('Enter');
  const editor = page.getByRole('group', { name: 'Editing Section' });
  await expect(editor).toBeVisible();
  const box = await editor.getByRole('textbox').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(200);
  expect(box!.height).toBeLessThanOrEqual(600);
  await lookAt(page, testInfo, 'thesis-editing-section');
  await editor.getByRole('textbox').fill(`The edited opening paragraph ${run} stays after a reload.`);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Thesis updated')).toBeVisible();
  await expect(toast(page, 'Your changes have been saved successfully.')).toBeVisible();

  // A cue card: its pencil edit saves into the article.
  const cards = page.getByRole('region', { name: 'Thesis Cue Cards' });
  await cards.getByRole('button', { name: /next/i }).click();
  await cards.getByRole('button', { name: /edit/i }).first().click();
  const cardText = cards.getByRole('textbox').first();
  await cardText.fill(`A card edit ${run} that reaches the article.`);
  await cards.getByRole('button', { name: /save/i }).first().click();
  await expect(toast(page, 'Thesis updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Analytics hub, revised ${run}`);
  await expect(page.getByTestId('central-question')).toHaveText('Where should the analytics hub sit?');
  await expect(article(page)).toContainText(`The edited opening paragraph ${run} stays after a reload.`);
  await expect(article(page)).toContainText(`A card edit ${run} that reaches the article.`);
});

test('a card is read aloud from audio/mpeg and Query Research answers', async ({ page }) => {
  test.setTimeout(240_000);
  const thesis = await createThesis(page.request, 'listen');
  await page.goto(`/theses/${thesis.slug}`);
  await researchToComplete(page);

  const cards = page.getByRole('region', { name: 'Thesis Cue Cards' });
  // Headless Chromium may refuse to play; what matters is that the audio element was given MP3 bytes.
  await page.evaluate(() => {
    const made = new Map<string, { type: string; size: number }>();
    const given: Array<{ type: string; size: number }> = [];
    (window as { __audioGiven?: typeof given }).__audioGiven = given;
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = createObjectURL(object);
      if (object instanceof Blob) made.set(url, { type: object.type, size: object.size });
      return url;
    };
    const src = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'src')!;
    Object.defineProperty(HTMLMediaElement.prototype, 'src', {
      configurable: true,
      get() {
        return src.get!.call(this);
      },
      set(value: string) {
        const blob = made.get(value);
        if (blob) given.push(blob);
        src.set!.call(this, value);
      },
    });
  });
  const speech = page.waitForResponse(
    (r) => r.url().endsWith('/api/text-to-speech') && r.request().method() === 'POST',
  );
  await cards.getByRole('button', { name: /^play/i }).first().click();
  const response = await speech;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('audio/mpeg');
  await expect
    .poll(() => page.evaluate(() => (window as { __audioGiven?: unknown[] }).__audioGiven?.[0] ?? null))
    .not.toBeNull();
  const played = (await page.evaluate(
    () => (window as { __audioGiven?: Array<{ type: string; size: number }> }).__audioGiven![0],
  ))!;
  expect(played.type).toBe('audio/mpeg');
  expect(played.size).toBeGreaterThan(1000);

  const chat = page.getByRole('complementary', { name: 'Query Research' });
  const box = chat.getByRole('textbox', { name: /Ask about your thesis/ });
  await box.fill('What is the strongest risk to this thesis?');
  await box.press('Enter');
  await expect(chat.getByText('What is the strongest risk to this thesis?')).toBeVisible();
  await expect(box).toHaveValue('');
  await expect.poll(async () => (await chat.textContent())!.length, { timeout: 30_000 }).toBeGreaterThan(200);
});

test('a stale second tab’s edit is refused without losing its text, then applied on the latest version', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(240_000);
  const thesis = await createThesis(page.request, 'conflict');
  await page.goto(`/theses/${thesis.slug}`);
  await researchToComplete(page);
  const second = await context.newPage();
  await second.setViewportSize({ width: 1280, height: 800 });
  await second.goto(`/theses/${thesis.slug}`);
  await expect(article(second).getByRole('table')).toBeVisible();

  // The second tab opens the first block's editor on this version (an open editor is not replaced by
  // the live update of another tab's save)…
  await second
    .getByRole('button', { name: /^Edit block/ })
    .first()
    .click();
  const editor = second.getByRole('group', { name: 'Editing Section' });
  const mine = `Second tab text ${run} is not lost.`;
  await editor.getByRole('textbox').fill(mine);

  // …while the first tab saves an edit of the same block.
  await page
    .getByRole('button', { name: /^Edit block/ })
    .first()
    .click();
  await page
    .getByRole('group', { name: 'Editing Section' })
    .getByRole('textbox')
    .fill(`First tab wins ${run}.`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Thesis updated')).toBeVisible();

  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByRole('alert')).toContainText('This thesis was changed elsewhere.');
  await expect(editor.getByRole('textbox')).toHaveValue(mine);
  await lookAt(second, testInfo, 'thesis-edit-conflict');
  await second.setViewportSize({ width: 390, height: 844 });
  await editor.screenshot({ path: testInfo.outputPath('thesis-edit-conflict-editor-390.png') });
  await second.setViewportSize({ width: 1280, height: 800 });

  // Compare and merge offers mine, theirs or both; keeping mine saves it on the latest version.
  const merge = second.getByRole('dialog', { name: 'Compare and merge' });
  await expect(merge.getByRole('radio', { name: 'Both' })).toBeChecked();
  await merge.getByRole('radio', { name: 'Keep mine' }).check();
  await merge.getByRole('button', { name: /^Save on version \d+$/ }).click();
  await expect(merge).toBeHidden();
  await expect(toast(second, 'Thesis updated')).toBeVisible();
  await expect(article(second)).toContainText(mine);
  await expect(article(second)).not.toContainText(`First tab wins ${run}.`);
  await second.close();
});

test('the progress panel follows researchProgress events, with numbered phases and the percentage', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const thesis = await createThesis(page.request, 'progress');
  // The offline run finishes in about a second; to look at the panel, the page is told the thesis is
  // being researched with its first phase under way, and the gateway's test hook publishes events.
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'ThesisPage' && body?.operationName !== 'ThesisPageResearchRun') {
      return route.fallback();
    }
    const response = await route.fetch();
    const json = (await response.json()) as {
      data?: {
        thesis?: { status: string };
        researchRun?: { status: string; phases: Array<{ status: string }> };
      };
    };
    if (json.data?.thesis) json.data.thesis.status = 'researching';
    if (json.data?.researchRun) {
      json.data.researchRun.status = 'running';
      json.data.researchRun.phases.forEach((phase, index) => {
        phase.status = index === 0 ? 'in_progress' : 'pending';
      });
    }
    await route.fulfill({ response, json });
  });
  // Opened in the app, so the page's query goes through the route above (a first load has its answer).
  await openInApp(page, `/theses/${thesis.slug}`);
  const panel = page.getByRole('region', { name: 'AI Research in Progress' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('typically takes 2–3 minutes');
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(panel.getByRole('listitem')).toHaveCount(5);
  await expect(panel.getByRole('listitem').first()).toContainText('1. Framing the question');

  await expect
    .poll(async () => {
      const answer = await page.request.get(`/api/__test__/research-progress/${thesis.id}/subscribers`);
      return ((await answer.json()) as { subscribers: number }).subscribers;
    })
    .toBeGreaterThan(0);
  const publish = (phaseIndex: number, phaseStatus: string) =>
    page.request.post('/api/__test__/research-progress', {
      data: { thesisId: thesis.id, phaseIndex, totalPhases: 5, phaseTitle: 'Phase', phaseStatus, percent: 0 },
    });
  await publish(0, 'complete');
  await publish(1, 'complete');
  await publish(2, 'in_progress');
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '36');
  await expect(panel.getByText('36%')).toBeVisible();
  await expect(panel.getByRole('listitem').nth(1)).toContainText('(complete)');
  await expect(panel.getByRole('listitem').nth(2)).toContainText('(in progress)');
  await lookAt(page, testInfo, 'thesis-researching');
});

/** The text of word/document.xml inside a .docx (a zip): its local file entry, inflated. */
function docxText(bytes: Buffer): string {
  const name = Buffer.from('word/document.xml');
  for (let at = 0; at < bytes.length - 30; at += 1) {
    if (bytes.readUInt32LE(at) !== 0x04034b50) continue;
    const method = bytes.readUInt16LE(at + 8);
    const size = bytes.readUInt32LE(at + 18);
    const nameLength = bytes.readUInt16LE(at + 26);
    const extraLength = bytes.readUInt16LE(at + 28);
    const start = at + 30 + nameLength + extraLength;
    if (!bytes.subarray(at + 30, at + 30 + nameLength).equals(name)) continue;
    const data = bytes.subarray(start, start + size);
    const xml = (method === 8 ? inflateRawSync(data) : data).toString('utf8');
    return xml.replace(/<[^>]+>/g, ' ');
  }
  throw new Error('word/document.xml not found');
}

test('History restores an earlier title, and the menu downloads DOCX and PDF', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const thesis = await createThesis(page.request, 'history');
  await page.goto(`/theses/${thesis.slug}`);
  await researchToComplete(page);
  const original = `Regional analytics hub history ${run}`;

  await page.getByRole('button', { name: 'Edit title' }).click();
  await page.getByRole('textbox', { name: 'Thesis title' }).fill(`A title to undo ${run}`);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Thesis title updated')).toBeVisible();

  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'History' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Revoke link' })).toBeVisible();
  await lookAtOne(page, testInfo, 'thesis-menu-1280');
  await page.getByRole('menuitem', { name: 'History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Title changed').first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('thesis-history-1280.png') });
  // The newest revision holds the state the title edit replaced.
  await dialog
    .getByRole('button', { name: /^Restore version/ })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(original);

  for (const format of ['docx', 'pdf'] as const) {
    await page.getByRole('button', { name: 'More actions' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: format === 'pdf' ? 'PDF' : /DOCX/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
    const bytes = readFileSync((await file.path())!);
    if (format === 'docx') {
      expect(docxText(bytes)).toContain(original);
      expect(docxText(bytes)).toContain('Timeline');
    } else {
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.length).toBeGreaterThan(2000);
    }
  }
});
