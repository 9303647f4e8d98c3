// A mouse user who pressed Load more once and then scrolls on: the pages that load as they scroll
// must not pull the page back up when the last one lands.
import { expect, test } from './fixtures';

test('after one Load more, the last page loading on scroll does not pull the page back to an earlier pack', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/camera');
  const list = page.getByRole('list', { name: 'Ranked packs' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  const more = page.getByRole('button', { name: /^Load(ing)? more/ });
  await more.click();
  // Its page came (and, the button being near the end, perhaps one more on its own).
  await expect.poll(() => list.getByRole('listitem').count()).toBeGreaterThanOrEqual(40);
  await expect(more).toHaveText('Load more');

  // Scrolling to the end: the remaining pages load on their own, the last one removes the button.
  let reached = 0;
  await expect
    .poll(
      async () => {
        // Once the button is gone, no more scrolling: where the page is now is what the test reads.
        if ((await more.count()) === 0) return 0;
        reached = await page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return window.scrollY;
        });
        return -1;
      },
      { timeout: 30_000, intervals: [300] },
    )
    .toBe(0);
  const total = await list.getByRole('listitem').count();
  expect(total).toBeGreaterThan(60);

  // The person scrolled past many packs since they pressed the button: the page stays where they
  // scrolled to, not back at the first pack that button brought (the 21st).
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(reached - 10);
});
