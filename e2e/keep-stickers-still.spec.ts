import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** Opens the pack and says how many of its moving images came as looping WebP, of how many. */
async function loopingImagesOn(page: Page, packageId: number) {
  const answers: Promise<boolean>[] = [];
  const listen = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'image') return;
    if (!new URL(response.url()).pathname.includes('~')) return;
    // An animated WebP has an ANIM chunk after its VP8X header.
    answers.push(response.body().then((bytes) => bytes.subarray(0, 64).includes('ANIM')));
  };
  page.on('response', listen);
  await page.goto(`/packs/${packageId}`);
  await expect(page.getByRole('list', { name: /^Stickers in / })).toBeVisible();
  await expect.poll(() => answers.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const looping = (await Promise.all(answers)).filter(Boolean).length;
  page.off('response', listen);
  return { looping, moving: answers.length };
}

// WCAG 2.2.2: moving stickers can be stopped in the app itself, not only by the system's
// reduced-motion setting, which many people distracted by motion never find.
test('Keep stickers still in Settings stops an animated pack’s stickers, and unticked they move again', async ({
  page,
  api,
  userId,
}) => {
  expect(userId).toBeTruthy();
  const [animated] = await api.ranking({ animated: 'Y' });
  if (!animated) throw new Error('The seeded ranking has no animated pack');
  const keepStill = page.getByRole('main').getByRole('checkbox', { name: 'Keep stickers still' });

  await page.goto('/settings');
  await keepStill.check();
  expect(await loopingImagesOn(page, animated.packageId)).toMatchObject({ looping: 0 });

  await page.goto('/settings');
  await expect(keepStill, 'the choice is kept').toBeChecked();
  await keepStill.uncheck();
  const moving = await loopingImagesOn(page, animated.packageId);
  expect(moving.looping).toBeGreaterThan(0);
});
