import type { Locator } from '@playwright/test';
import { expect, freshUserId, presetSettings, test } from './fixtures';
import { boxOf, largeText, sidewaysScroll } from './support/boxes';
import { message } from './support/messages';

// A 320 px phone whose browser text size is set to 200 % (Chrome's font size setting), the
// interface in Japanese. Japanese lines break between phrases (word-break: auto-phrase), so a
// phrase such as ウィッシュリストに or パックのキーワード is as narrow as a line of it can get:
// the same layouts fit in English, Korean and Chinese.
test.use({ viewport: { width: 320, height: 640 }, locale: 'ja-JP' });

test.beforeEach(async ({ page }) => {
  await presetSettings(page, {
    userId: freshUserId('japanese-phrases-fit'),
    interfaceLanguage: 'ja',
    lang: 'ja',
  });
  await largeText(page);
});

/** How far the element's text runs past its own box, in CSS pixels (0 when it fits). */
const overflowOf = (element: Locator) =>
  element.evaluate((node) => node.scrollWidth - node.clientWidth);

test('in Japanese with 200 % text at 320 px, a pack’s action buttons hold their labels', async ({
  page,
  api,
}) => {
  const pack = await api.packNotOwnedBy(freshUserId('japanese-phrases-pack'));
  await page.goto(`/packs/${pack.packageId}`);
  const main = page.getByRole('main');
  for (const id of ['pack.download', 'pack.wish', 'gift.send.open']) {
    const button = main.getByRole('button', { name: message('ja', id), exact: true });
    await expect(button).toBeVisible();
    // ウィッシュリストに追加 stood 48 px past both sides of its pill, over the card's edge.
    expect(await overflowOf(button), `how far “${message('ja', id)}” runs out of its button`).toBe(
      0,
    );
  }
});

test('in Japanese with 200 % text at 320 px, Settings does not scroll sideways', async ({
  page,
}) => {
  await page.goto('/settings');
  const keepStill = page.getByRole('checkbox', { name: message('ja', 'settings.keepStill') });
  await expect(keepStill).toBeAttached();
  // スタンプを動かさない and its hint ran 130 px past the screen's right edge.
  expect(await sidewaysScroll(page), 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
});

test('in Japanese with 200 % text at 320 px, the sticker view’s details stay inside the view', async ({
  page,
  api,
}) => {
  const pack = await api.packNotOwnedBy(freshUserId('japanese-phrases-view'));
  const sticker = pack.stickers[0];
  if (!sticker) throw new Error('the pack has no stickers');
  await page.goto(`/packs/${pack.packageId}?sticker=${sticker.stickerId}&pack=${pack.packageId}`);
  const view = page.getByRole('dialog');
  const term = view.getByText(message('ja', 'stickerView.packKeywords'), { exact: true });
  await expect(term).toBeVisible();
  const card = await boxOf(view);
  const words = await boxOf(term);
  // パックのキーワード (and with it Copy, Send and the rest) stood 13 px out of the card each side.
  expect(words.x, 'the keywords’ term starts inside the view').toBeGreaterThanOrEqual(card.x);
  expect(words.x + words.width, 'the keywords’ term ends inside the view').toBeLessThanOrEqual(
    card.x + card.width,
  );
});

test('in Japanese with 200 % text at 320 px, “no camera stickers” fits its card', async ({
  page,
}) => {
  const q = 'zzqqxx';
  await page.goto(`/camera/search?q=${q}`);
  const heading = page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: message('ja', 'cameraSearch.emptyTitle', { q }) });
  await expect(heading).toBeVisible();
  // カメラスタンプは ran 15 px past both sides of the card, over its dashed edge.
  const [words, card] = await heading.evaluate((element) =>
    [element, element.parentElement ?? element].map((node) => {
      const { left, right } = node.getBoundingClientRect();
      return { left, right };
    }),
  );
  expect(words?.left, 'the heading starts inside its card').toBeGreaterThanOrEqual(card?.left ?? 0);
  expect(words?.right, 'the heading ends inside its card').toBeLessThanOrEqual(card?.right ?? 0);
});

test('in Japanese with 200 % text at 320 px, a category’s name is not broken letter by letter', async ({
  page,
}) => {
  await page.goto('/categories');
  const list = page.getByRole('list', { name: message('ja', 'nav.categories') });
  const name = list.getByText('ラブ', { exact: true });
  await expect(name).toBeVisible();
  // Two cards across left each name 51 px: ラブ stood as ラ over ブ.
  const lines = await name.evaluate(
    (element) =>
      element.getBoundingClientRect().height /
      Number.parseFloat(getComputedStyle(element).lineHeight),
  );
  expect(lines, 'lines the two-letter name takes').toBeLessThan(1.5);
});
