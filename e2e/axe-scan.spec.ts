import { expect, test } from './fixtures';
import { a11yViolations } from './support/axe';

// The scan the route and dialog checks rely on: if its set-up stopped finding faults, every one
// of those checks would pass on a broken page.
test('the axe scan reports faults put into a page of the app, the experimental name rule included', async ({
  page,
}) => {
  await page.goto('/?q=cat');
  await expect(
    page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first(),
  ).toBeVisible();
  expect(await a11yViolations(page)).toEqual([]);

  await page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) throw new Error('The page has no main landmark');
    main.insertAdjacentHTML(
      'beforeend',
      `<button type="button"><svg width="16" height="16" aria-hidden="true"></svg></button>
       <p style="color:#777;background:#888">Faint words</p>
       <button type="button" aria-label="Submit the gift">Send</button>`,
    );
  });

  const ruleIds = (await a11yViolations(page)).map((line) => line.split(':')[0]?.trim());
  expect(ruleIds).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/ button-name$/),
      expect.stringMatching(/ color-contrast$/),
      expect.stringMatching(/ label-content-name-mismatch$/),
    ]),
  );
});
