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
    userId: freshUserId('korean-search'),
    interfaceLanguage: 'ko',
    lang: 'ko',
  });
});

test('in Korean, typing 고양이 on a Hangul keyboard shows suggestions without first pressing Space', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const box = page
    .getByRole('main')
    .getByRole('combobox', { name: message('ko', 'search.formLabel') });
  await box.tap();

  // A Hangul input method, key by key (ㄱ ㅗ ㅇ ㅑ ㅇ ㅇ ㅣ): a syllable is composed, and committed
  // when the next one starts, so the word's last syllable is always still being composed.
  // Nothing more is pressed: the person waits for the list.
  const ime = await context.newCDPSession(page);
  const compose = (text: string) =>
    ime.send('Input.imeSetComposition', {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
  const commit = (text: string) => ime.send('Input.insertText', { text });
  for (const step of ['ㄱ', '고', '공']) await compose(step);
  await commit('고');
  for (const step of ['야', '양']) await compose(step);
  await commit('양');
  for (const step of ['ㅇ', '이']) await compose(step);
  await expect(box).toHaveValue('고양이');

  // Korean has no candidate window to keep clear: the composing syllable is the letter typed.
  // The list never opens until Space, Enter or a tap elsewhere ends the composition.
  const list = page.getByRole('listbox', { name: message('ko', 'suggestions.label') });
  await expect(list.getByRole('option', { name: '고양이', exact: true })).toBeVisible();
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
