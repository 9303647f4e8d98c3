import { chromiumFlags, requireChromium } from '../scripts/bench/chromium.mjs';
import { expect, test } from './fixtures';

// Lighthouse's desktop screen, with the scrollbars a desktop shows (Playwright hides them by
// default): a page that grows past the screen gets one, taking width from the page.
test.use({
  viewport: { width: 1350, height: 940 },
  launchOptions: {
    executablePath: requireChromium(),
    args: chromiumFlags,
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});

test('a pack page does not move sideways when its stickers make it scroll', async ({
  page,
  api,
  userId,
}) => {
  expect(userId).toBeTruthy();
  const [pack] = await api.ranking();
  expect(pack, 'the service ranks a pack').toBeTruthy();
  await page.addInitScript(() => {
    const sum = (entries: PerformanceEntryList) =>
      entries.reduce(
        (total, entry) => total + (entry as PerformanceEntry & { value: number }).value,
        0,
      );
    let delivered = 0;
    const observer = new PerformanceObserver((list) => {
      delivered += sum(list.getEntries());
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    // Those delivered, and those recorded but not delivered yet.
    Object.assign(window, { layoutShift: () => delivered + sum(observer.takeRecords()) });
  });
  // The pack answers once the loading page, which fits the screen, has painted.
  await page.route('**/api/messenger/v1/package/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(`/packs/${pack?.packageId}`);
  await expect(page.getByRole('heading', { level: 1, name: pack?.packageName })).toBeVisible();
  const scrolls = await page.evaluate(
    () => document.documentElement.scrollHeight > window.innerHeight,
  );
  expect(scrolls, 'the pack page is taller than the screen').toBe(true);
  // Two frames on: the one that draws the pack, in which a shift would be recorded, has passed.
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShift: () => number }).layoutShift()),
          ),
        ),
      ),
  );
  expect(shift).toBeLessThan(0.001);
});
