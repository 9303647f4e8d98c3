import type { Locator } from '@playwright/test';
import { expect, freshUserId, presetSettings, test } from './fixtures';

// A phone, the interface in Korean.
test.use({ viewport: { width: 360, height: 740 }, locale: 'ko-KR' });

test.beforeEach(async ({ page }) => {
  await presetSettings(page, {
    userId: freshUserId('korean-line-breaks'),
    interfaceLanguage: 'ko',
    lang: 'ko',
  });
});

/**
 * Where the element's text wraps between two Hangul syllables of one word (고|양이): Korean puts
 * spaces between words, and a line that ends inside a word reads as two words.
 */
async function breaksInsideWords(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const hangul = /[\uAC00-\uD7AF]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const range = document.createRange();
      let previousTop: number | undefined;
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const top = range.getClientRects()[0]?.top;
        if (top === undefined) continue;
        const wrapped = previousTop !== undefined && top > previousTop + 2;
        if (wrapped && hangul.test(text[index] ?? '') && hangul.test(text[index - 1] ?? '')) {
          found.push(`${text.slice(0, index)}|${text.slice(index)}`);
        }
        previousTop = top;
      }
    }
    return found;
  });
}

test('in Korean on a phone, the pack page’s introduction wraps between words, not inside one', async ({
  page,
  api,
}) => {
  const packageId = (await api.ranking())[0]?.packageId ?? 0;
  await page.goto(`/packs/${packageId}`);
  const intro = page.getByText(/^이모티콘을 선택하면/);
  await expect(intro).toBeVisible();
  expect(await breaksInsideWords(intro)).toEqual([]);
});

test('in Korean on a phone, a long sticker name in its view wraps between words, not inside one', async ({
  page,
}) => {
  await page.goto(`/?q=${encodeURIComponent('고양이')}`);
  await page
    .getByRole('link', { name: /의 미소 짓는 눈으로 활짝 웃는 고양이 얼굴 열기$/ })
    .first()
    .click();
  const heading = page
    .getByRole('dialog')
    .getByRole('heading', { name: '미소 짓는 눈으로 활짝 웃는 고양이 얼굴' });
  await expect(heading).toBeVisible();
  expect(await breaksInsideWords(heading)).toEqual([]);
});
