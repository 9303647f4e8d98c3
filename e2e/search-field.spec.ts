import { expect, test } from './fixtures';

// As the demo user, whose pages are long enough to scroll.

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ['/', '/?q=cat', '/camera/search?q=smile', 'a pack']) {
      test(`${path} has one search field, still in view at the bottom of the page`, async ({
        page,
        api,
      }) => {
        const firstRanked = async () => `/packs/${(await api.ranking())[0]?.packageId ?? 0}`;
        await page.goto(path === 'a pack' ? await firstRanked() : path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The search page's box is a combobox (it suggests); every other field is a searchbox.
        const fields = page
          .getByRole('searchbox')
          .or(page.getByRole('combobox', { name: 'Search stickers' }));
        await expect(fields).toHaveCount(1);
        // Rows and grids fill in; then the page is scrolled to its end.
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await expect(fields).toBeInViewport();
      });
    }
  });
}
