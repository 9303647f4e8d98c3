import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { a11yViolations } from './support/axe';

const searchBox = (page: Page) =>
  page.getByRole('main').getByRole('combobox', { name: 'Search stickers' });

test('typing ca suggests cat; ↓ then Enter searches the highlighted one; Escape closes', async ({
  page,
  userId,
  api,
}) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.pressSequentially('ca');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option', { name: 'cat', exact: true })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('status').filter({ hasText: /suggestions?\./ })).toHaveText(
    /^\d+ suggestions?\./,
  );

  // axe with the list open, in both colour schemes.
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await a11yViolations(page), `the open list, ${colorScheme}`).toEqual([]);
  }

  await box.press('ArrowDown');
  const highlighted = list.getByRole('option', { selected: true });
  await expect(highlighted).toHaveCount(1);
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await highlighted.getAttribute('id')) ?? '',
  );
  await expect(box).toBeFocused();
  const keyword = (await highlighted.innerText()).replace(/^\P{L}+/u, '').trim();
  await box.press('Enter');

  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(keyword)}(&|$)`));
  await expect(box).toHaveValue(keyword);
  await expect(list).toBeHidden();
  await expect(page.getByRole('list', { name: `Stickers for ${keyword}` })).toBeVisible();
  // Picking a suggestion commits it, as Enter does: it becomes a recent search.
  await expect.poll(() => api.recentSearches(userId)).toContain(keyword);

  await box.pressSequentially('s');
  await expect(list).toBeVisible();
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue(`${keyword}s`);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on a suggestion searches it', async ({ page }) => {
    await page.goto('/');
    const box = searchBox(page);
    await box.pressSequentially('ca');
    const cat = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', {
      name: 'cat',
      exact: true,
    });
    await cat.tap();
    await expect(page).toHaveURL(/[?&]q=cat(&|$)/);
    await expect(box).toBeFocused();
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  });
});
