import { expect, freshUserId, presetSettings, test } from './fixtures';

// The smallest phone, the interface in Korean.
test.use({ viewport: { width: 320, height: 700 }, locale: 'ko-KR' });

test('in Korean at 320 px, a search typed without spaces stays inside the no-results card and the page does not scroll sideways', async ({
  page,
}) => {
  await presetSettings(page, {
    userId: freshUserId('korean-long-word'),
    interfaceLanguage: 'ko',
    lang: 'ko',
  });
  // Korean searches are often typed (or pasted) as one run of syllables.
  const term = '귀여운아기고양이와강아지친구들이모티콘';
  await page.goto(`/?q=${encodeURIComponent(term)}`);
  const heading = page.getByRole('heading', { name: new RegExp(term) });
  await expect(heading).toBeVisible();

  const card = heading.locator('xpath=..');
  const [headingBox, cardBox] = await Promise.all([heading.boundingBox(), card.boundingBox()]);
  if (!headingBox || !cardBox) throw new Error('No box for the no-results card');
  // The heading wraps inside the card (the term breaks where it must), not across its border.
  expect(headingBox.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(headingBox.x + headingBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
  const [scrollWidth, clientWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
});
