import type { Page } from '@playwright/test';
import { expect, freshUserId, presetSettings, test } from './fixtures';
import { tabTo } from './support/app';

test.use({ locale: 'fr-FR', viewport: { width: 1280, height: 800 } });

const focusOnBody = (page: Page) =>
  page.evaluate(() => document.activeElement === null || document.activeElement === document.body);

test('Previous on a start page row, pressed with the keyboard, keeps focus in the row, not on the body', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('shelf-buttons-focus'),
    interfaceLanguage: 'fr',
    lang: 'fr',
  });
  await page.goto('/');
  const row = page.getByRole('list', { name: 'Packs populaires', exact: true });
  await expect(row.getByRole('listitem').first()).toBeVisible();
  const previous = page.getByRole('button', { name: /^Précédent\s*: Packs populaires$/ });
  const scrolled = () => row.evaluate((list) => list.scrollLeft);

  // Tab through the row's cards (each scrolls into view), then to its Previous button.
  await tabTo(page, previous);
  expect(await scrolled()).toBeGreaterThan(100);
  await page.keyboard.press('Enter');
  await expect.poll(scrolled).toBe(0);
  await page.waitForTimeout(500); // the smooth scroll has ended
  // Back at the row's start the button has nothing left to do; focus must not fall to the body
  // (the button is disabled and made invisible under focus: a screen reader loses its place).
  expect(await focusOnBody(page), 'focus fell to <body> after Previous').toBe(false);
});
