import { expect, test } from './fixtures';

// A keyboard user opens a pack from a category page and goes Back (Alt+←, the browser's Back).
// The category page comes back, but focus was on the pack page's content, now gone: it must land
// on the category page (the pack link followed, or the page's content), not fall to the body,
// from where Tab starts again at "Skip to content" and a screen reader says nothing of the page.
test('Back from a pack opened by keyboard on a category page leaves focus on that page, not the body', async ({
  page,
  api,
}) => {
  const [category] = await api.categories();
  await page.goto(`/categories/${encodeURIComponent(category ?? '')}`);
  const main = page.getByRole('main');
  const packLink = main.getByRole('heading', { level: 2 }).first().getByRole('link');
  await expect(packLink).toBeVisible();
  const packName = (await packLink.textContent())?.trim() ?? '';

  await packLink.focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1 })).toContainText(
    packName.split(' · ')[0] ?? '',
  );
  // On with the keyboard into the pack page, as a person reading it would.
  await page.keyboard.press('Tab');
  await expect(page.locator('main :focus')).toHaveCount(1);

  await page.goBack();
  await expect(main.getByRole('heading', { level: 2 }).first().getByRole('link')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const active = document.activeElement;
        return !active || active === document.body ? 'the page body' : active.tagName.toLowerCase();
      }),
    )
    .not.toBe('the page body');
  await expect(page.locator('main')).toContainText(category ?? '');
});
