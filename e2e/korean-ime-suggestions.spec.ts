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
    userId: freshUserId('korean-ime-suggestions'),
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
