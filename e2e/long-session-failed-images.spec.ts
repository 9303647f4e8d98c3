import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { navigate } from './support/app';

/**
 * A page kept open all day, while the image service fails (or one sticker's image is broken) and
 * the sticker service answers: every tile whose image failed keeps a window `online` listener,
 * holding its <img>, after the page that showed it is left. The browser stays online, so they are
 * never let go: each visit adds as many as it showed failed tiles.
 */

async function windowListeners(cdp: CDPSession, type: string): Promise<number> {
  const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' });
  const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
    objectId: result.objectId ?? '',
  });
  return listeners.filter((listener) => listener.type === type).length;
}

/** DOM nodes alive after a garbage collection, in the document or held from script. */
async function liveNodes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'Nodes')?.value ?? 0;
}

/** Reactions, until its tiles' images have failed, then away to a page without images. */
async function roundTrip(page: Page) {
  await navigate(page, 'Reactions', 'Reactions');
  const reactions = page.getByRole('list', { name: 'Reaction stickers' });
  await expect(reactions.locator('img[data-failed="true"]').first()).toBeAttached();
  await navigate(page, 'Wish list', 'Wish list');
}

test('images that failed leave nothing behind once their page is left: visits do not pile up listeners', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  // The image service fails; the sticker service answers.
  await page.route('**/api/images/**', (route) => route.fulfill({ status: 404, body: '' }));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { level: 1, name: 'Wish list' })).toBeVisible();

  for (let visit = 0; visit < 2; visit += 1) await roundTrip(page);
  const listenersAfter2 = await windowListeners(cdp, 'online');
  const nodesAfter2 = await liveNodes(cdp);

  for (let visit = 0; visit < 8; visit += 1) await roundTrip(page);
  const listenersAfter10 = await windowListeners(cdp, 'online');
  const nodesAfter10 = await liveNodes(cdp);

  // Eight more visits to the same page: the same listeners, give or take a few, not eight
  // visits' worth of failed tiles.
  expect
    .soft(
      listenersAfter10 - listenersAfter2,
      `window online listeners after 2 visits: ${listenersAfter2}, after 10: ${listenersAfter10}`,
    )
    .toBeLessThanOrEqual(4);
  expect(
    nodesAfter10 - nodesAfter2,
    `DOM nodes alive after 2 visits: ${nodesAfter2}, after 10: ${nodesAfter10}`,
  ).toBeLessThan(300);
});
