// The markers a model wrote whose quotes are not in their passage (issue 32): on the gateway whose AI is
// the local fake, a thesis whose brief names QUOTEFABRICATOR is researched by a model that fabricates its
// quotes; the research run removes those markers and the thesis page lists the sentences that lost one
// and why. Axe finds nothing serious at 1280 and 390 px; screenshots go to the test's output.
import { test as base, expect as baseExpect } from '@playwright/test';
import { ADMIN, seriousViolations, type StorageState } from './fixtures.js';

const OPENAI_BASE_URL = process.env.E2E_OPENAI_BASE_URL ?? 'http://127.0.0.1:4175';
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const expect = baseExpect.configure({ timeout: 30_000 });

const test = base.extend<{ openAiAdminState: StorageState }>({
  baseURL: OPENAI_BASE_URL,
  openAiAdminState: async ({ playwright }, use) => {
    const request = await playwright.request.newContext({ baseURL: OPENAI_BASE_URL });
    const response = await request.post('/api/login', { data: ADMIN });
    expect(response.status(), await response.text()).toBe(200);
    const state = await request.storageState();
    await request.dispose();
    await use(state);
  },
  storageState: async ({ openAiAdminState }, use) => {
    await use(openAiAdminState);
  },
});

test('the thesis page lists the sentences whose markers were removed, and why', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const api = page.request;
  const project = await api.post('/api/projects', { data: { name: `Unsupported claims ${run}` } });
  expect(project.status(), await project.text()).toBe(201);
  const { id: projectId } = (await project.json()) as { id: string };
  const created = await api.post(`/api/projects/${projectId}/theses`, {
    data: {
      title: `Cold chain depots ${run}`,
      idea: 'QUOTEFABRICATOR Our grocer should merge its cold chain depots. Each depot wastes stock on its own.',
      intellectualChallenge: 'Should a regional grocer merge its cold chain depots?',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const thesis = (await created.json()) as { id: string; slug: string };
  const source = await api.post(`/api/theses/${thesis.id}/sources`, {
    data: {
      title: `Depot audit ${run}`,
      text: 'The depot audit found that merged depots cut spoiled stock by a third in the first year. Regional managers kept their delivery slots, and the merged depots ran two fewer trucks a day.',
    },
  });
  expect(source.status(), await source.text()).toBe(201);
  const started = await api.post(`/api/theses/${thesis.id}/research`);
  expect(started.status(), await started.text()).toBe(202);
  await expect
    .poll(
      async () =>
        ((await (await api.get(`/api/theses/${thesis.id}/research`)).json()) as { status: string }).status,
      { timeout: 120_000 },
    )
    .not.toBe('running');

  await page.goto(`/theses/${thesis.slug}`);
  const panel = page.getByTestId('unsupported-claims');
  await expect(panel).toBeVisible();
  // Each sentence that lost its marker, why, and the quote the model made up; a re-check per section.
  await expect(panel.getByText('Quote not found').first()).toBeVisible();
  await expect(panel).toContainText('The quoted words are not in the passage it pointed at.');
  await expect(panel).toContainText('Quoted: revenue tripled within a single quarter across every region');
  await expect(panel.getByRole('button', { name: 'Check claims again' }).first()).toBeEnabled();
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await panel.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    expect(await seriousViolations(page), `axe at ${width}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `scrolls sideways at ${width}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`unsupported-claims-${width}.png`) });
    await panel.screenshot({ path: testInfo.outputPath(`unsupported-claims-panel-${width}.png`) });
  }
});
