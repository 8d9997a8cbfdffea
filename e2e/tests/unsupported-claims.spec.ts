// The markers a model wrote whose quotes are not in their passage (issue 32): on the gateway whose AI is
// the local fake, a thesis whose brief names QUOTEFABRICATOR is researched by a model that fabricates its
// quotes; the research run removes those markers and the thesis page lists the sentences that lost one
// and why. Axe finds nothing serious at 1280 and 390 px; screenshots go to the test's output.
import { seriousViolations, thesisInNewProject } from './fixtures.js';
import { expect, test } from './openai-fixtures.js';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('the thesis page lists the sentences whose markers were removed, and why', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const api = page.request;
  const thesis = await thesisInNewProject(api, `Unsupported claims ${run}`, {
    title: `Cold chain depots ${run}`,
    idea: 'QUOTEFABRICATOR Our grocer should merge its cold chain depots. Each depot wastes stock on its own.',
    intellectualChallenge: 'Should a regional grocer merge its cold chain depots?',
  });
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
