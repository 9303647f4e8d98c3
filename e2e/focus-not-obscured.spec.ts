import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { packList } from './support/app';
import { goOffline, offlineStatus } from './support/offline';

test.use({ viewport: { width: 390, height: 844 } });

type Box = { top: number; bottom: number; left: number; right: number };

/** The focused element's box, what it is, and the offline bar's box, in the viewport. */
function focusAndBar(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element): Box => {
      const { top, bottom, left, right } = element.getBoundingClientRect();
      return { top, bottom, left, right };
    };
    const focused = document.activeElement;
    const bar = [...document.querySelectorAll('[role="status"] p')].find((element) =>
      element.textContent.includes("You're offline"),
    );
    return {
      name: focused ? `${focused.tagName} ${focused.textContent.trim().slice(0, 40)}` : '',
      focused: focused && focused !== document.body ? box(focused) : undefined,
      bar: bar ? box(bar) : undefined,
    };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

test('offline on a phone, Tab never puts the focused element behind the offline bar', async ({
  page,
  context,
  userId,
  api,
}) => {
  // Enough packs that My packs runs well below the bottom of an 844 px screen.
  const packs = (await api.ranking()).slice(0, 12);
  for (const pack of packs) await api.download(userId, pack.packageId);
  await page.goto('/my-packs');
  const list = packList(page, 'My packs');
  await expect(list.getByRole('listitem')).toHaveCount(packs.length);
  await goOffline(context, page);
  await expect(offlineStatus(page)).toBeVisible();

  let hideButtonsChecked = 0;
  for (let press = 0; press < 80 && hideButtonsChecked < packs.length; press += 1) {
    await page.keyboard.press('Tab');
    const { name, focused, bar } = await focusAndBar(page);
    if (!focused || !bar) continue;
    expect(overlaps(focused, bar), `${name} is behind the offline bar`).toBe(false);
    if (name.startsWith('BUTTON Hide')) hideButtonsChecked += 1;
  }
  // Every pack's Hide button was reached, the last ones at the foot of the list.
  expect(hideButtonsChecked).toBe(packs.length);
  if (process.env.E2E_FOCUS_SCREENSHOT) {
    await page.screenshot({ path: process.env.E2E_FOCUS_SCREENSHOT });
  }
});
