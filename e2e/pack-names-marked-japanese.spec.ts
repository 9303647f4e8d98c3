import type { Locator, Page } from '@playwright/test';
import type { ServiceApi } from './support/api';
import { expect, freshUserId, presetSettings, test } from './fixtures';

// The interface in Traditional Chinese; a pack the service says is in Japanese. Its name, left
// in the page's zh-Hant, is drawn with Chinese glyph forms (顔, 笑, 類 differ) and read with
// Chinese rules. The pack's own page marks its name lang="ja" (PackTitle); so must these places.
// (The start page's shelves list C1's packages, which carry no language.)
test.use({ viewport: { width: 360, height: 740 }, locale: 'zh-TW' });

/** The app in Traditional Chinese for `userId`. */
const inTraditionalChinese = (page: Page, userId: string) =>
  presetSettings(page, { userId, interfaceLanguage: 'zh-Hant', lang: 'zh' });

/** A Japanese pack among the ranking's first `within` packs (the start page shows 12). */
async function japanesePack(api: ServiceApi, within = 12) {
  for (const { packageId } of (await api.ranking()).slice(0, within)) {
    const pack = await api.pack(packageId, 'demo');
    if (pack.language === 'Japanese') return pack;
  }
  throw new Error(`none of the ranking's first ${within} packs is Japanese`);
}

/** The language the text of `element` is in: the nearest lang, as the browser resolves it. */
const languageOf = (element: Locator) =>
  element.evaluate((node) => node.closest('[lang]')?.getAttribute('lang') ?? '');

/** The element holding the words `text` inside `within`. */
const wordsIn = (within: Locator, text: string) => within.getByText(text, { exact: true });

test('in Traditional Chinese, a Japanese pack’s name in the sticker view is marked as Japanese', async ({
  page,
  api,
}) => {
  await inTraditionalChinese(page, freshUserId('pack-names-view'));
  const pack = await japanesePack(api);
  const sticker = pack.stickers[0];
  if (!sticker) throw new Error('the pack has no stickers');
  await page.goto(`/packs/${pack.packageId}?sticker=${sticker.stickerId}&pack=${pack.packageId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  const name = wordsIn(page.getByRole('dialog'), pack.packageName);
  await expect(name).toBeVisible();
  expect(await languageOf(name), 'the lang the pack’s name is drawn in').toMatch(/^ja\b/);
});

test('in Traditional Chinese, a Japanese pack’s name under a recently sent sticker is marked as Japanese', async ({
  page,
  api,
}) => {
  const pack = await japanesePack(api);
  const sticker = pack.stickers[0];
  if (!sticker) throw new Error('the pack has no stickers');
  const userId = freshUserId('pack-names-sent');
  await api.send(userId, sticker.stickerId);
  await inTraditionalChinese(page, userId);
  await page.goto('/sent');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  const title = pack.packageName.split(' · ')[0] ?? pack.packageName;
  const name = wordsIn(page.getByRole('main'), title);
  await expect(name).toBeVisible();
  expect(await languageOf(name), 'the lang the pack’s name is drawn in').toMatch(/^ja\b/);
});
