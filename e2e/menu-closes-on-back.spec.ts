import { expect, test } from './fixtures';

// On a phone the main navigation is a menu over the page. A person who opens it and then goes
// Back (the phone's back gesture, the browser's Back) is taken to the previous page: the menu
// must not stay open over it, hiding the page Back went to.
test('on a phone, Back with the menu open shows the page gone back to, not the menu over it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  const menu = page.locator('#mobile-nav');
  await menuButton.click();
  await menu.getByRole('link', { name: 'Wish list', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wish list' })).toBeVisible();
  await expect(menu).toBeHidden();

  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();

  await expect(menu).toBeHidden();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
});
