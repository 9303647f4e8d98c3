import { expect, test } from './fixtures';

// A keyboard user goes down the Interface language list with the arrow keys: a closed select
// changes its value (and the language) at each press, so languages are asked for quickly, one
// after another, and "the last one asked for wins" (src/i18n/activate.ts). Here Japanese is asked
// for and, before its words have arrived, Simplified Chinese. The interface ends in Chinese, and
// it says so; it should not also say it is now in Japanese, which it never was.

test('a language passed over on the way to another is not announced as the interface language', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Japanese's catalogue is slower to come than Chinese's.
  await page.route(/\/assets\/ja-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/settings');
  const picker = page.getByRole('combobox', { name: 'Interface language' });
  await picker.selectOption('ja');
  await picker.selectOption('zh-Hans');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  const toasts = page.getByRole('region', { name: /^通知/ }).getByRole('listitem');
  await expect(toasts.filter({ hasText: '界面语言已切换为简体中文。' })).toBeVisible();

  const japaneseIn = page.waitForEvent('requestfinished', (request) =>
    /\/assets\/ja-[\w-]+\.js$/.test(request.url()),
  );
  release();
  await japaneseIn;
  // Then English, whose toast comes after anything Japanese's arrival set off.
  await page.getByRole('combobox', { name: '界面语言' }).selectOption('en');
  const english = page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');
  await expect(english.filter({ hasText: 'The interface is now in English.' })).toBeVisible();

  // “界面语言已切换为日本語。”: the interface never spoke Japanese.
  expect(await english.allInnerTexts()).not.toContainEqual(expect.stringContaining('日本語'));
});
