import { expect, test } from './fixtures';
import { largeText, sidewaysScroll } from './support/boxes';

// A phone whose browser text size is set to 200 % (Chrome's Text scaling, or its font size
// setting: the root font size, which em media queries follow too). WCAG 1.4.4 and 1.4.10: the
// text grows without content lost or the page scrolling sideways.
test.use({ viewport: { width: 390, height: 844 } });

test('with the browser’s text at 200 % on a phone, the ranking fits the screen: no sideways scrolling, badges inside their cards', async ({
  page,
}) => {
  await largeText(page);
  await page.goto('/camera');
  const list = page.getByRole('list', { name: 'Ranked packs' });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  expect(
    await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize)),
  ).toBe(32);

  const overflow = await list.getByRole('listitem').evaluateAll((items) =>
    items.slice(0, 10).flatMap((item) => {
      const card = item.getBoundingClientRect();
      return [...item.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && element.textContent.trim() !== '' && box.right > card.right + 1;
        })
        .map(
          (element) =>
            `“${element.textContent.trim().slice(0, 30)}” ends ${Math.round(element.getBoundingClientRect().right - card.right)} px past its card`,
        )
        .slice(0, 1);
    }),
  );
  expect(overflow, 'card content past the card’s edge').toEqual([]);
  expect(await sidewaysScroll(page), 'how far the page scrolls sideways').toBeLessThanOrEqual(0);
});
