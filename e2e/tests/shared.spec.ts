// The public shared view end to end (issue 12): the owner makes a thesis over the REST API; anonymous
// visitors open its link — the raw HTML carries the social tags, the og image is a 1200×630 PNG — read
// it, listen to a card, ask the AI, message the owner (the outbox gets the mail) and are sent to sign
// up when they save; a second visitor never sees the first one's chat; a signed-in reader saves it and
// asks from their account; revoking the link makes it 'Shared thesis not found'. Axe at desktop and
// phone widths; screenshots go to the test's output.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  ADMIN,
  ANONYMOUS,
  SAMPLE_OPENING,
  SAMPLE_TIMELINE,
  expect,
  mailsMentioning,
  researchToCompletion,
  test,
  seriousViolations,
  thesisInNewProject,
  toast,
  writeContent,
} from './fixtures.js';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const TITLE = `Organisation Design for Regional Growth ${run}`;
const CONTENT = [
  ...SAMPLE_OPENING,
  '',
  '## Options and Risks',
  '',
  'A central team could slow regional decisions, so each region keeps a named analyst who sits with',
  'the central team one week a month. The pilot starts in the two largest regions.',
  '',
  ...SAMPLE_TIMELINE,
].join('\n');

interface SharedThesis {
  id: string;
  shareUrl: string;
  title: string;
  projectName: string;
}

/** A thesis of the owner's with `content`; with `research`, an offline research run writes its summary first. */
async function sharedThesis(
  api: APIRequestContext,
  options: { title: string; content: string; research?: boolean },
): Promise<SharedThesis> {
  const projectName = `Shared View ${run}`;
  const { id } = await thesisInNewProject(api, projectName, {
    title: options.title,
    idea: 'Centralise analytics so that regional teams can prioritise growth.',
    intellectualChallenge: 'How should a mid-sized organisation centralise its analytics?',
  });
  if (options.research) await researchToCompletion(api, id, 60_000);
  if (options.content || options.research) await writeContent(api, id, options.content);
  const thesis = (await (await api.get(`/api/theses/${id}`)).json()) as { shareUrl: string; title: string };
  expect(thesis.shareUrl).toMatch(/\S/);
  return { id, shareUrl: thesis.shareUrl, title: thesis.title, projectName };
}

/** Runs in every document, about:blank too (whose storage is off limits). */
const acceptCookies = () => {
  try {
    localStorage.setItem('cookiesAccepted', 'true');
  } catch {
    // not a site document
  }
};

/**
 * The shared view on screen: for a visitor the server's page with its islands (issue 32), for a signed-in
 * reader — or a visitor whose page the app took over (the other spelling variant) — the remote's.
 */
const VIEW = '[data-islands] [data-server-rendered="mf_shared"]:visible, [data-remote="mf_shared"]:visible';

/**
 * Opens a shared page and waits for it: a signed-in reader's is the remote's (a cold context loads the
 * shell, the federation runtime and the remote first, which takes a while on a busy machine); a
 * visitor's is the server's, whose Query Research panel island hydrates once it is on screen (beside
 * the article from 1024 px): typing goes to it once it has.
 */
async function openShared(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator(VIEW)).toBeVisible({ timeout: 30_000 });
  const panel = page.locator('[data-island="panel"]');
  if ((await panel.count()) > 0 && (page.viewportSize()?.width ?? 1280) >= 1024)
    await expect(panel).toHaveAttribute('data-island-state', 'hydrated', { timeout: 30_000 });
}

async function anonymousPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    storageState: ANONYMOUS,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  await context.addInitScript(acceptCookies);
  return context.newPage();
}

const metaContent = (html: string, key: string): string | undefined => {
  const tag = [...html.matchAll(/<meta\b[^>]*>/gi)]
    .map((m) => m[0])
    .find((t) => new RegExp(`(?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(t));
  return tag?.match(/content="([^"]*)"/)?.[1];
};

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const pagePath = (thesis: SharedThesis) => `/shared/${thesis.shareUrl}`;

test('the raw HTML of a shared link carries its social tags; the og image is a 1200×630 PNG', async ({
  page: ownerPage,
  browser,
  baseURL,
}) => {
  // Quotes, '<' and '&' in a title are escaped in the tags, not cut short or run as markup.
  const title = `"Quoted" <b>Growth</b> & Plan ${run}`;
  const thesis = await sharedThesis(ownerPage.request, { title, content: CONTENT });
  const page = await anonymousPage(browser, baseURL);

  // Crawlers run no JavaScript: the server-sent HTML names the thesis.
  const raw = await page.request.get(pagePath(thesis));
  expect(raw.status()).toBe(200);
  const html = await raw.text();
  expect(html).not.toContain('<b>Growth</b>');
  expect(metaContent(html, 'robots')).toMatch(/noindex/);
  expect(decodeEntities(metaContent(html, 'og:title') ?? '')).toBe(`${title} | Thesis Studio`);
  expect(decodeEntities(metaContent(html, 'twitter:title') ?? '')).toBe(`${title} | Thesis Studio`);
  const description = decodeEntities(metaContent(html, 'og:description') ?? '');
  expect(description.length).toBeGreaterThan(0);
  expect(description.length).toBeLessThanOrEqual(160);
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  const image = metaContent(html, 'og:image') ?? '';
  expect(image).toBe(`${baseURL}/api/og-image/${thesis.shareUrl}`);
  expect(metaContent(html, 'twitter:image')).toBe(image);

  const png = await page.request.get(image);
  expect(png.status()).toBe(200);
  expect(png.headers()['content-type']).toBe('image/png');
  const bytes = await png.body();
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);

  await page.context().close();
});

test('an anonymous visitor reads the thesis and listens to a card', async ({
  page: ownerPage,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const thesis = await sharedThesis(ownerPage.request, { title: TITLE, content: CONTENT, research: true });
  const page = await anonymousPage(browser, baseURL);

  // The page reads.
  await page.setViewportSize({ width: 1280, height: 900 });
  await openShared(page, pagePath(thesis));
  // A visitor's page: the server's, with islands; the app takes it over for the other spelling below.
  await expect(page.locator('[data-islands]')).toHaveCount(1);
  const view = page.locator(VIEW);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  const today = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date());
  await expect(view.locator('time')).toHaveText(today);
  await expect(view.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
  // The page's own Login only: the site header's steps aside (issue 33, one Login).
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(1);
  const article = view.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Organisation and Context' })).toBeVisible();
  await expect(article.getByRole('listitem')).toHaveText([
    'Audit the current reporting organisation',
    'Standardise the metrics every region reports',
  ]);
  const table = article.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Timeline', 'Activities', 'Milestone']);
  await expect(table.getByRole('row')).toHaveCount(3);
  const insights = view.getByRole('region', { name: 'Key Insights' });
  await expect(insights.getByRole('listitem').first()).toBeVisible();
  await expect(view.getByText('Thesis Cue Cards')).toBeVisible();
  // Readers cannot edit cards.
  await expect(view.getByRole('button', { name: /edit/i })).toHaveCount(0);

  // The Query Research panel starts open and the header toggles it.
  const panel = page.getByRole('complementary', { name: 'Query Research' });
  const toggle = view.getByRole('button', { name: 'Query Research' });
  await expect(panel).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(panel).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('shared-1280.png'), fullPage: true });

  // The reader's spelling variant (the site header's Language select), then back.
  const language = page.getByRole('combobox', { name: 'Language', exact: true });
  await language.selectOption('USA');
  await expect(article).toContainText('Our organization will centralize analytics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    TITLE.replace('Organisation', 'Organization'),
  );
  await language.selectOption('UK');
  await expect(article).toContainText('Our organisation will centralise analytics');

  // Phone width: everything fits, nothing scrolls sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('shared-390.png'), fullPage: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('shared-390-top.png') });

  // On a phone the panel follows the article: the header's toggle brings it into view.
  await expect(panel).not.toBeInViewport();
  await toggle.click();
  await expect(panel).toBeInViewport();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');

  // A card plays (back at desktop width): the audio element is given MP3 speech of the shared thesis.
  await page.setViewportSize({ width: 1280, height: 900 });
  const speech = page.waitForResponse(
    (r) => r.url().endsWith('/api/text-to-speech') && r.request().method() === 'POST',
  );
  await view.getByRole('button', { name: 'Play this card' }).first().click();
  const spoken = await speech;
  expect(spoken.status()).toBe(200);
  expect(spoken.headers()['content-type']).toMatch(/^audio\/mpeg/);
  await expect
    .poll(() => page.evaluate(() => document.querySelector('audio')?.currentSrc ?? ''))
    .toMatch(/^blob:/);

  await page.context().close();
});

test('an anonymous visitor asks the AI, messages the owner, copies the link, and signs up to save it', async ({
  page: ownerPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const thesis = await sharedThesis(ownerPage.request, { title: TITLE, content: CONTENT });
  const page = await anonymousPage(browser, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openShared(page, pagePath(thesis));
  await expect(page.locator('[data-islands]')).toHaveCount(1);
  const view = page.locator(VIEW);
  const panel = page.getByRole('complementary', { name: 'Query Research' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);

  // The AI answers the visitor's question, streamed.
  const question = `Which regions start the pilot ${run}?`;
  const input = panel.getByRole('textbox');
  await input.fill(question);
  await input.press('Enter');
  await expect(toast(page, 'Question sent!')).toBeVisible();
  await expect(
    page.getByText('Your question has been sent and AI is analyzing the thesis.').first(),
  ).toBeVisible();
  const conversation = panel.getByRole('log', { name: 'Conversation with the AI' });
  await expect(conversation.getByRole('listitem').filter({ hasText: question })).toBeVisible();
  await expect(conversation.getByRole('listitem').filter({ hasText: /^Assistant: .{20,}/s })).toHaveCount(1, {
    timeout: 30_000,
  });

  // A message to the owner, with the spec §5 checks on the way.
  const message = `Could the pilot include the Nordic region ${run}?`;
  const senderEmail = `visitor-${run}@example.com`;
  await panel.getByRole('button', { name: 'Send a Message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a Message' });
  const send = dialog.getByRole('button', { name: 'Send Message' });
  await expect(dialog.getByLabel('Your name')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await send.click();
  await expect(toast(page, 'Question required')).toBeVisible();
  await dialog.getByLabel('Your question').fill(message);
  await send.click();
  await expect(toast(page, 'Name required')).toBeVisible();
  await dialog.getByLabel('Your name').fill('Ada Lovelace');
  await send.click();
  await expect(toast(page, 'Email required')).toBeVisible();
  await dialog.getByLabel('Your email').fill('ada@example');
  await send.click();
  await expect(toast(page, 'Invalid email')).toBeVisible();
  await dialog.getByLabel('Your email').fill(senderEmail);
  await send.click();
  await expect(toast(page, 'Question sent!')).toBeVisible();
  await expect(page.getByText(/notified by email/).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => mailsMentioning(message).length, { timeout: 15_000 }).toBe(1);
  const [mail] = mailsMentioning(message);
  expect(mail).toContain(ADMIN.email);
  expect(mail).toContain(senderEmail);

  // Share copies the link.
  await view.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${pagePath(thesis)}`);

  // Saving needs an account: the thesis waits in session storage and /auth opens on Sign Up.
  await view.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  const stored = await page.evaluate(() => ({
    data: sessionStorage.getItem('sharedThesisData'),
    redirect: sessionStorage.getItem('authRedirect'),
  }));
  expect(JSON.parse(stored.data ?? 'null')).toEqual({
    thesisId: thesis.id,
    title: TITLE,
    shareUrl: thesis.shareUrl,
    projectName: thesis.projectName,
  });
  expect(stored.redirect).toBe(pagePath(thesis));
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');

  // Signing up saves it and brings the new reader back to the thesis, where it shows as saved.
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByLabel('Name').fill(`Reader ${run}`);
  await signUp.getByLabel('Email').fill(`reader-${run}@example.com`);
  await signUp.getByLabel('Password').fill('reader-password-1');
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(toast(page, 'Thesis saved!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`${pagePath(thesis)}$`), { timeout: 15_000 });
  // Signed in, in the app: the remote's page.
  await expect(page.locator('[data-remote="mf_shared"]')).toBeVisible({ timeout: 30_000 });
  await expect(view.getByRole('link', { name: 'Dashboard' })).toBeVisible({ timeout: 30_000 });
  await expect(view.getByRole('button', { name: /^Save/ })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => sessionStorage.getItem('sharedThesisData'))).toBeNull();
  const saved = (await (await page.request.get('/api/saved-links')).json()) as Array<{ thesisId: string }>;
  expect(saved.map((link) => link.thesisId)).toEqual([thesis.id]);
  await page.context().close();
});

test('a second visitor does not see the first one’s chat', async ({ page: ownerPage, browser, baseURL }) => {
  test.setTimeout(90_000);
  const thesis = await sharedThesis(ownerPage.request, { title: `Two Visitors ${run}`, content: CONTENT });
  const first = await anonymousPage(browser, baseURL);
  const question = `What does the first visitor ask ${run}?`;
  const asked = await first.request.post(`/api/shared/${thesis.shareUrl}/messages`, {
    data: { content: question, role: 'user' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  expect(
    JSON.stringify(await (await first.request.get(`/api/shared/${thesis.shareUrl}/messages`)).json()),
  ).toContain(question);

  const second = await anonymousPage(browser, baseURL);
  expect(await (await second.request.get(`/api/shared/${thesis.shareUrl}/messages`)).json()).toEqual([]);
  await openShared(second, pagePath(thesis));
  const panel = second.getByRole('complementary', { name: 'Query Research' });
  await expect(panel.getByRole('textbox')).toBeVisible();
  await expect(panel).not.toContainText(question);

  await openShared(first, pagePath(thesis));
  await expect(first.getByRole('complementary', { name: 'Query Research' })).toContainText(question);
  await first.context().close();
  await second.context().close();
});

test('a signed-in reader saves the link and asks from their account', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const thesis = await sharedThesis(page.request, { title: `Signed In Reader ${run}`, content: CONTENT });
  await page.addInitScript(acceptCookies);
  await openShared(page, pagePath(thesis));
  const view = page.locator('[data-remote="mf_shared"]');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Signed In Reader ${run}`);
  await expect(view.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');

  const save = view.getByRole('button', { name: /^Save/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(toast(page, 'Link saved')).toBeVisible();
  await expect(page.getByText('Thesis link has been saved to your dashboard.').first()).toBeVisible();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(view).toBeVisible({ timeout: 30_000 });
  await expect(view.getByRole('button', { name: /^Save/ })).toHaveAttribute('aria-pressed', 'true');
  const links = (await (await page.request.get('/api/saved-links')).json()) as Array<{ thesisId: string }>;
  expect(links.filter((l) => l.thesisId === thesis.id)).toHaveLength(1);
  await view.getByRole('button', { name: /^Save/ }).click();
  await expect(view.getByRole('button', { name: /^Save/ })).toHaveAttribute('aria-pressed', 'false');

  await page.getByRole('button', { name: 'Ask a Question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a Question' });
  await expect(dialog.getByRole('textbox')).toHaveCount(1);
  await expect(dialog).toContainText(ADMIN.email);
  await dialog.getByLabel('Your question').fill(`How long is the pilot ${run}?`);
  await dialog.getByRole('button', { name: 'Send Question' }).click();
  await expect(toast(page, 'Question sent!')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('shared-signed-in-1280.png'), fullPage: true });
});

test('a thesis without content says so; a revoked or unknown link is not found', async ({
  page: ownerPage,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const empty = await sharedThesis(ownerPage.request, { title: `Not Written Yet ${run}`, content: '' });
  const page = await anonymousPage(browser, baseURL);
  await openShared(page, pagePath(empty));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Not Written Yet ${run}`);
  await expect(page.getByText('This thesis content is not yet available.')).toBeVisible();

  const thesis = await sharedThesis(ownerPage.request, { title: `Revoked ${run}`, content: CONTENT });
  await openShared(page, pagePath(thesis));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Revoked ${run}`);
  const revoked = await ownerPage.request.delete(`/api/theses/${thesis.id}/share`);
  expect(revoked.status(), await revoked.text()).toBeLessThan(300);
  await openShared(page, pagePath(thesis));
  await expect(page.getByRole('heading', { name: 'Shared thesis not found' })).toBeVisible();
  expect((await page.request.get(`/api/shared/${thesis.shareUrl}`)).status()).toBe(404);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('shared-not-found-1280.png') });

  await openShared(page, `/shared/no-such/link-${run}`);
  await expect(page.getByRole('heading', { name: 'Shared thesis not found' })).toBeVisible();
  await page.context().close();
});
