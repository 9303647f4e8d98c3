import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Lighthouse's phone, on which the start page's first rows fill the screen and a category's pack
// cards stack one per row.
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

/** The start page's rows answer late, so their placeholders are on screen first. */
async function slowRows(page: Page) {
  for (const pattern of ['**/api/camera/v1/package?**', '**/api/messenger/v1/search/recent?**']) {
    await page.route(pattern, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue().catch(() => undefined);
    });
  }
}

for (const user of ['a new user', 'a user with recent searches'] as const) {
  test(`the start page does not move while its rows load, for ${user}`, async ({
    page,
    userId,
    api,
  }) => {
    if (user === 'a user with recent searches') {
      for (const q of ['cat', 'dog', 'pizza', 'happy', 'love', 'party', 'thanks', 'wow']) {
        await api.search(userId, q);
      }
    }
    await watchLayoutShifts(page);
    await slowRows(page);
    await page.goto('/');

    const trending = page.getByRole('list', { name: 'Popular packs' });
    await expect(trending.getByRole('link').first()).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent searches' });
    if (user === 'a new user') {
      await expect(recent).toContainText('Your searches will show here');
    } else {
      await expect(recent.getByRole('link', { name: 'wow', exact: true })).toBeVisible();
    }
    await page.waitForTimeout(500);

    const shift = await page.evaluate(() => (window as unknown as Shifts).layoutShift);
    expect(shift).toBeLessThan(0.001);
  });
}

// Each card's "Gift" button (SendGiftButton) waits for the sent-gifts list, which tells whether
// the server offers gifts: its place is kept meanwhile, or every card would grow by a row and the
// list below jump (CLS 0.17 on a phone).
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
