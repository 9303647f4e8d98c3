import { expect, test } from './fixtures';
import { goOffline, installApp } from './support/offline';

// The rest of the suite blocks service workers (playwright.config.ts); this spec needs the worker.
test.use({ serviceWorkers: 'allow', viewport: { width: 412, height: 823 } });

// Walk 16: the start page's Popular packs shelf saves the ranking, so offline the Popular packs
// page opens from that saved list. Its cards ask for covers at their own size (?d=80x80), which
// the worker never saw (the shelf's covers are another size, and only those on screen load), and
// each failed cover shows the browser's broken-image icon (pack-card.tsx's <img> has no error
// handling), where a loading cover shows a tinted box. A run on 28 Nov: 8 broken covers in sight.
test('offline, a pack cover the device never loaded shows no broken-image icon', async ({
  page,
  context,
}) => {
  await installApp(page, '/');
  await expect(
    page.getByRole('list', { name: 'Popular packs' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await goOffline(context, page);

  await page.goto('/camera');
  const ranked = page.getByRole('list', { name: 'Ranked packs' });
  await expect(ranked.getByRole('listitem').first()).toBeVisible();
  // Let every cover the list shows settle: loaded from the worker's cache or failed.
  await expect
    .poll(() =>
      ranked
        .locator('img')
        .evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true);

  const brokenInSight = await ranked.locator('img').evaluateAll((images) =>
    images
      .map((node) => node as HTMLImageElement)
      .filter((image) => image.complete && image.naturalWidth === 0)
      .filter((image) => {
        const style = getComputedStyle(image);
        return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0';
      })
      .map((image) => image.currentSrc || image.src),
  );
  expect(brokenInSight).toEqual([]);
});
