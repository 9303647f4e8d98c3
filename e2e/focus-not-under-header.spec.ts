import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// WCAG 2.4.11 (Focus Not Obscured): the header sticks to the top of the screen, so a control that
// Shift+Tab scrolls into view at the top edge must not end up wholly behind it.

test.use({ viewport: { width: 375, height: 560 } });

/** The focused element in main, and how far below its top the sticky header reaches. */
function focusAndHeader(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const header = document.querySelector('header');
    if (!focused || !header || !focused.closest('main')) return undefined;
    const box = focused.getBoundingClientRect();
    return {
      name: `${focused.tagName.toLowerCase()} “${(focused.getAttribute('aria-label') ?? focused.textContent).trim().slice(0, 40)}”`,
      top: box.top,
      bottom: box.bottom,
      headerBottom: header.getBoundingClientRect().bottom,
    };
  });
}

test('on a phone, Shift+Tab back up Settings never leaves the focused control wholly behind the sticky header', async ({
  page,
}) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'System' })).toBeVisible();

  // Down to the theme, the page's last control, the way a keyboard user gets there.
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    if (
      await page
        .getByRole('radio', { checked: true })
        .evaluate((radio) => radio === document.activeElement)
    )
      break;
  }
  await expect(page.getByRole('radio', { checked: true })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY), 'the page scrolled down').toBeGreaterThan(0);

  const hidden: string[] = [];
  let checked = 0;
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Shift+Tab');
    const seen = await focusAndHeader(page);
    if (!seen) break; // out of main, into the header: the top of the page
    checked += 1;
    if (seen.bottom <= seen.headerBottom) {
      hidden.push(
        `${seen.name} (${Math.round(seen.top)}–${Math.round(seen.bottom)} px, header to ${Math.round(seen.headerBottom)} px)`,
      );
    }
  }
  expect(checked, 'controls of Settings reached with Shift+Tab').toBeGreaterThan(3);
  expect(hidden, 'focused controls wholly behind the sticky header').toEqual([]);
});
