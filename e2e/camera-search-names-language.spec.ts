import type { Page } from '@playwright/test';
import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// A phone, the interface and the searches in Russian.
test.use({
  viewport: { width: 360, height: 740 },
  hasTouch: true,
  isMobile: true,
  locale: 'ru-RU',
});

/** The names the stickers of a result list are announced with. */
async function stickerNames(page: Page, listName: string) {
  const list = page.getByRole('list', { name: listName, exact: true });
  await expect(list.getByRole('img').first()).toBeVisible();
  return list.getByRole('img').evaluateAll((images) => images.map((i) => i.getAttribute('alt')));
}

test('in Russian, camera search announces its stickers in Russian (“Кошка”), as search does, not in English (“Cat”)', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('camera-search-names'),
    interfaceLanguage: 'ru',
    lang: 'ru',
  });
  const q = 'кошка';
  const notRussian = (names: (string | null)[]) =>
    names.filter((name) => !/^[А-ЯЁ]/.test(name ?? ''));

  // The app's own search names each sticker in the search language.
  await page.goto(`/?q=${encodeURIComponent(q)}`);
  expect(notRussian(await stickerNames(page, message('ru', 'search.stickersFor', { q })))).toEqual(
    [],
  );

  // The camera's search of the same word: the same stickers, read to a screen reader by name.
  await page.goto(`/camera/search?q=${encodeURIComponent(q)}`);
  const camera = await stickerNames(page, message('ru', 'cameraSearch.listLabel', { q }));
  expect(notRussian(camera), 'camera search results not named in Russian').toEqual([]);
});
