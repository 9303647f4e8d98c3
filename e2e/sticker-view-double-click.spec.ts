import { expect, test } from './fixtures';

test('a double click on a sticker opens its view once: one Escape closes it and gives focus back to the tile', async ({
  page,
  api,
  userId,
}) => {
  const pack = await api.packNotOwnedBy(userId);
  await page.goto(`/packs/${pack.packageId}`);
  const stickers = page.getByRole('list', { name: `Stickers in ${pack.packageName}` });
  const tile = stickers.getByRole('link').nth(1);
  await expect(tile).toBeVisible();
  // The view's code is loaded, as on any visit after the first sticker opened.
  await tile.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A double click, as many people open things.
  await tile.dblclick();
  const view = page.getByRole('dialog');
  await expect(view).toBeVisible();
  await expect(view).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(view, 'the view after one Escape').toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/packs/${pack.packageId}$`));
  await expect(tile).toBeFocused();
});
