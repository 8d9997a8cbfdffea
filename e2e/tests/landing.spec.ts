import { test as anonymousTest, type Browser, type Page } from '@playwright/test';
import { expect, test, seriousViolations, toast } from './fixtures.js';

// The landing page, its dialogs, the cookie banner and the language choice as an anonymous visitor;
// the signed-in redirect and the app header's menu as the e2e admin (fixtures.ts).

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie notice' });

/** A new browser on the landing page whose cookie banner is answered: it is gone, and still gone after
 *  a reload. */
async function answerBanner(browser: Browser, answer: 'Accept' | 'Dismiss') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await banner(page).getByRole('button', { name: answer }).click();
  await expect(banner(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  return { context, page };
}

anonymousTest.describe('landing page', () => {
  anonymousTest(
    'says what the product does and offers Get Started, Learn More and Login',
    async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('thesis');
      await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
      await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Learn More', exact: true })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(
        /© \d{4} Your Company Ltd\. All rights reserved\./,
      );
    },
  );

  anonymousTest(
    'the idea form refuses blank fields and a malformed email without sending',
    async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/ideas') sent.push(request.method());
      });
      await page.goto('/');
      await page.getByRole('button', { name: 'Get Started' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submit Your Idea' });
      await expect(dialog).toBeVisible();

      await dialog.getByLabel('Name').fill('   ');
      await dialog.getByLabel('Email').fill('ada@example.com');
      await dialog.getByLabel('Your idea').fill('Enter the Nordic market');
      await dialog.getByRole('button', { name: 'Submit Idea' }).click();
      await expect(toast(page, 'Missing Information')).toBeVisible();
      await expect(toast(page, 'Please fill in all fields.')).toBeVisible();
      await expect(dialog.getByLabel('Name')).toBeFocused();

      await dialog.getByLabel('Name').fill('Ada');
      await dialog.getByLabel('Email').fill('ada@example');
      await dialog.getByRole('button', { name: 'Submit Idea' }).click();
      await expect(toast(page, 'Invalid email')).toBeVisible();
      expect(sent).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('pendingIdea'))).toBeNull();

      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    },
  );

  anonymousTest('Learn More opens What is Thesis Studio and Got It closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Learn More', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'What is Thesis Studio' });
    await expect(dialog).toBeVisible();
    for (const section of [
      'Professional Thesis Development',
      'How We Work',
      'What You Receive',
      'Perfect For',
    ]) {
      await expect(dialog.getByRole('heading', { name: section })).toBeVisible();
    }
    await dialog.getByRole('button', { name: 'Got It' }).click();
    await expect(dialog).toBeHidden();
  });

  anonymousTest(
    'the policy opens from the footer and from the cookie banner, and closes',
    async ({ page }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy & Cookie Policy' }).click();
      const policy = page.getByRole('dialog', { name: 'Privacy & Cookie Policy' });
      await expect(policy).toBeVisible();
      await expect(policy).toContainText('Last updated: January 2025');
      for (const section of [
        'Data controller',
        'Information we collect',
        'How we use your information',
        'Cookies and local storage',
        'Security',
        'Your rights',
        'Contact',
      ]) {
        await expect(policy.getByRole('heading', { name: section })).toBeVisible();
      }
      await expect(policy).toContainText('Your Company Ltd');
      await policy.getByRole('button', { name: 'Close' }).first().click();
      await expect(policy).toBeHidden();

      await banner(page).getByRole('button', { name: 'Learn more', exact: true }).click();
      await expect(policy).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(policy).toBeHidden();
    },
  );

  anonymousTest('Accept hides the cookie banner for good', async ({ browser }) => {
    const { context } = await answerBanner(browser, 'Accept');
    // A new tab is a new session; the acceptance is kept in localStorage.
    const tab = await context.newPage();
    await tab.goto('/no/such/page');
    await expect(tab.getByText('404 Page Not Found')).toBeVisible();
    await expect(banner(tab)).toBeHidden();
    // And in a new browser carrying the same stored data.
    const later = await browser.newContext({ storageState: await context.storageState() });
    const again = await later.newPage();
    await again.goto('/');
    await expect(again.getByRole('button', { name: 'Get Started' })).toBeVisible();
    await expect(banner(again)).toBeHidden();
    await Promise.all([context.close(), later.close()]);
  });

  anonymousTest('Dismiss hides the cookie banner only until the session ends', async ({ browser }) => {
    const { context, page } = await answerBanner(browser, 'Dismiss');
    expect(await page.evaluate(() => localStorage.getItem('cookiesAccepted'))).toBeNull();
    // A new tab, and a new browser with the same stored data, are new sessions: the banner is back.
    const tab = await context.newPage();
    await tab.goto('/');
    await expect(banner(tab)).toBeVisible();
    const later = await browser.newContext({ storageState: await context.storageState() });
    const again = await later.newPage();
    await again.goto('/');
    await expect(banner(again)).toBeVisible();
    await Promise.all([context.close(), later.close()]);
  });

  anonymousTest(
    'the UK / USA choice is kept locally and only exactly UK or USA counts',
    async ({ browser }) => {
      // A British browser: without a (valid) stored choice the page follows its Accept-Language, en-GB → UK.
      const context = await browser.newContext({ locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto('/');
      const language = page.getByRole('combobox', { name: 'Language', exact: true });
      await expect(language).toHaveValue('UK');
      await expect(page.getByRole('heading', { level: 1 }).locator('xpath=..')).toContainText(
        'organisations',
      );
      await language.selectOption('USA');
      await expect(page.getByText(/ambitious organizations/)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('USA');
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('USA');
      await page.evaluate(() => localStorage.setItem('language', 'usa'));
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('UK');
      await expect(page.getByText(/ambitious organisations/)).toBeVisible();
      await context.close();
    },
  );

  anonymousTest('the 404 page leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    anonymousTest(`axe finds no serious or critical violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      for (const [opener, name, close] of [
        ['Get Started', 'Submit Your Idea', 'Close'],
        ['Learn More', 'What is Thesis Studio', 'Got It'],
      ] as const) {
        await page.getByRole('button', { name: opener, exact: true }).click();
        await expect(page.getByRole('dialog', { name })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole('dialog', { name }).getByRole('button', { name: close }).first().click();
      }
      await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy & Cookie Policy' }).click();
      await expect(page.getByRole('dialog', { name: 'Privacy & Cookie Policy' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/no/such/page');
      await expect(page.getByText('404 Page Not Found')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

anonymousTest(
  'a German browser gets the landing page in German on the first response',
  async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html[^>]* lang="de(-DE)?"/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^de(-DE)?$/);
    await expect(page.getByRole('combobox', { name: 'Sprache', exact: true })).toHaveValue('DE');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(page.getByRole('button', { name: 'Jetzt starten' })).toBeVisible();
    await context.close();
  },
);

test.describe('signed in', () => {
  test('a signed-in visitor to / lands on /dashboard', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-remote="mf_dashboard"]')).toBeVisible();
  });

  test('the header shows the navigation inline on a desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/saved-links');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Dashboard', 'Saved Links', 'Questions', 'Users', 'Ideas']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Saved Links' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('header-user-email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('at phone width the header keeps one line and its menu reaches every page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Thesis Studio' })).toBeVisible();
    const menu = header.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeHidden();
    // The gateway rendered /dashboard with its own (inert) header; measure the app's header once the app
    // has taken the page over, not the server's one as it is removed.
    await expect(page.locator('#server-page')).toHaveCount(0);
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThanOrEqual(65);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await menu.click();
    const items = page.getByRole('menu');
    await expect(items).toContainText('admin@e2e.test');
    for (const name of ['Dashboard', 'Saved Links', 'Questions', 'Users', 'Ideas', 'Sign Out']) {
      await expect(items.getByRole('menuitem', { name })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await items.getByRole('menuitem', { name: 'Questions' }).click();
    await expect(page).toHaveURL(/\/questions$/);
    await expect(page.getByRole('menu')).toBeHidden();
  });
});
