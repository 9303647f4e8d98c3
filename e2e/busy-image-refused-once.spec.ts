import { expect, test } from './fixtures';

// A phone's screen.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/**
 * The service's answer when its render queue is full (docs/service.md, "Render queue"): it asks
 * the client to try again in 2 s. A search opened at a busy moment gets it for its first tiles;
 * the browser is online all along.
 */
const BUSY = {
  status: 503,
  headers: { 'Retry-After': '2', 'Cache-Control': 'no-store' },
  contentType: 'application/json',
  body: JSON.stringify({
    header: { code: '1000', status: 'fail', message: 'server busy: too many images to render' },
    body: [],
  }),
};

test('online, a tile whose image the busy service refused once (503, Retry-After) shows its sticker once asked again', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  // Each image URL is refused once, then served.
  const refused = new Set<string>();
  await page.route('**/api/images/**', (route) => {
    const url = route.request().url();
    if (refused.has(url)) return route.fallback();
    refused.add(url);
    return route.fulfill(BUSY);
  });
  await page.goto('/?q=cat');
  const results = page.getByRole('list', { name: 'Stickers for cat' });
  const first = results.getByRole('img').first();
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute('data-failed', 'true');

  // The service said when to ask again; the tile is not left an empty box for good.
  await expect(first).toHaveAttribute('data-loaded', 'true', { timeout: 20_000 });
  expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(1);
});
