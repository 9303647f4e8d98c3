import type { Page } from '@playwright/test';
import { expect, freshUserId, presetSettings, test } from './fixtures';
import { message } from './support/messages';

// A phone, the interface and the search in Korean.
test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'ko-KR',
});

test.beforeEach(async ({ page }) => {
  await presetSettings(page, {
    userId: freshUserId('korean-spacing-search'),
    interfaceLanguage: 'ko',
    lang: 'ko',
  });
});

/** Opens the results of `q`; answers how many stickers they hold (0 for the empty state). */
async function resultCount(page: Page, q: string): Promise<number> {
  await page.goto(`/?q=${encodeURIComponent(q)}`);
  const results = page.getByRole('region', { name: message('ko', 'search.results') });
  const list = results.getByRole('list', { name: message('ko', 'search.stickersFor', { q }) });
  const empty = results.getByRole('heading', { name: message('ko', 'search.noResults', { q }) });
  await expect(list.or(empty)).toBeVisible();
  if (await empty.isVisible()) return 0;
  return Number(await list.getByRole('listitem').first().getAttribute('aria-setsize'));
}

test('in Korean, 고양이얼굴 typed without its space finds the cat faces that 고양이 얼굴 finds', async ({
  page,
}) => {
  const spaced = await resultCount(page, '고양이 얼굴');
  expect(spaced).toBeGreaterThan(0);
  // Koreans often leave out the space in a compound noun (고양이얼굴, 하트눈, 강아지얼굴), and a
  // search that ignores spacing is what they know; here the page says there are no such stickers.
  const unspaced = await resultCount(page, '고양이얼굴');
  expect(unspaced, 'stickers found for 고양이얼굴, against 고양이 얼굴').toBeGreaterThanOrEqual(
    spaced,
  );
});
