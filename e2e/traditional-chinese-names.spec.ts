import { expect, freshUserId, presetSettings, test } from './fixtures';

// The catalogue's Chinese is Simplified; a reader of 繁體中文 reads it in Traditional.
test.use({ locale: 'zh-TW' });

test('in Traditional Chinese, sticker names and a pack’s keywords are written in Traditional', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('traditional-chinese-names'),
    interfaceLanguage: 'zh-Hant',
    lang: 'zh',
  });
  await page.goto(`/?q=${encodeURIComponent('貓')}`);
  const results = page.getByRole('main');
  await expect(results.getByRole('link', { name: /中的貓臉$/ }).first()).toBeVisible();
  await expect(results.getByRole('link', { name: /[猫脸]/ })).toHaveCount(0);

  await results
    .getByRole('link', { name: /中的貓臉$/ })
    .first()
    .click();
  const view = page.getByRole('dialog');
  await expect(view.getByRole('heading', { name: '貓臉' })).toBeVisible();
  await expect(view.getByRole('link', { name: '#寵物' })).toBeVisible();
  await expect(view.getByRole('link', { name: '#宠物' })).toHaveCount(0);

  await view.getByRole('link', { name: /Furry Friends/ }).click();
  const pack = page.getByRole('main');
  await expect(pack.getByRole('heading', { level: 1, name: /Furry Friends/ })).toBeVisible();
  await expect(pack.getByText(/#寵物/)).toBeVisible();
  await expect(pack.getByText(/宠物/)).toHaveCount(0);
  await expect(pack.getByRole('link', { name: /貓臉/ }).first()).toBeVisible();
  await expect(pack.getByRole('link', { name: /[猫脸宠]/ })).toHaveCount(0);
});

test('in Simplified Chinese, the same names stay Simplified', async ({ page }) => {
  await presetSettings(page, {
    userId: freshUserId('simplified-chinese-names'),
    interfaceLanguage: 'zh-Hans',
    lang: 'zh',
  });
  await page.goto(`/?q=${encodeURIComponent('貓')}`);
  const results = page.getByRole('main');
  await expect(results.getByRole('link', { name: /的猫脸$/ }).first()).toBeVisible();
  await expect(results.getByRole('link', { name: /貓臉/ })).toHaveCount(0);
});
