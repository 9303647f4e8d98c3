import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Lighthouse's phone, on which a category's pack cards stack one per row.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

type Shifts = { layoutShift: number };

/** Adds up layout shifts not caused by input, as CLS does, from the first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const counter = window as unknown as Shifts;
    counter.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) counter.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

// walk15: each card's "Gift" button (SendGiftButton) waits for the sent-gifts list, which tells
// whether the server offers gifts, and appears after the cards: every card grows by a row and
// the list below jumps (CLS 0.17 on a phone, without any slowed request).
test('a category page does not move when the cards’ Gift buttons appear', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await watchLayoutShifts(page);
  await page.route('**/api/messenger/v1/gift/send/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/categories/Faces');

  const packs = page.getByRole('list', { name: 'Faces packs' });
  await expect(packs.getByRole('link').first()).toBeVisible();
  await expect(packs.getByRole('button', { name: /^Gift .* to a friend$/ }).first()).toBeVisible();
  await page.waitForTimeout(500);

  const shift = await page.evaluate(() => (window as unknown as Shifts).layoutShift);
  expect(shift).toBeLessThan(0.001);
});
