import { expect, test } from './fixtures';

// Windows high contrast, with the image for the clipboard on a slow network.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('in forced colours, Send at work shows a spinner that turns, not a still ring', async ({
  page,
  api,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  // The PNG for the clipboard never comes: Send stays at work while the test looks at it.
  await page.route(/\/api\/images\/.*[?&]d=300x300/, () => undefined);

  const packageId = (await api.ranking())[0]?.packageId ?? 0;
  await page.goto(`/packs/${packageId}`);
  await page.locator('main a[href*="sticker="]').first().click();
  const send = page.getByRole('dialog').getByRole('button', { name: 'Send', exact: true });
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');

  // The spinner is a ring with a gap that turns. Forced colours paint every side of its border in
  // the text's colour: the ring closes, and turning, it shows no motion at all (a circle, as an
  // empty radio button looks), so nothing says the button is at work.
  const spinner = send.locator('[aria-hidden="true"].animate-spin');
  await expect(spinner).toBeVisible();
  const [top, right] = await spinner.evaluate((el) => {
    const style = getComputedStyle(el);
    return [style.borderTopColor, style.borderRightColor];
  });
  expect(right, 'the gap in the ring (its right side) against its top').not.toBe(top);
});
