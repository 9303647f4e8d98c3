// Image bytes a phone downloads for the first screens of a page: Lighthouse's mobile screen
// (412×823) at a given device pixel ratio; the page is scrolled one screen at a time with the
// mouse wheel, as a person would, and every finished image response (outside the build's own
// /assets/) is counted at its encoded body size. Cancelled images are not downloaded, so not counted.
import { TrafficRecorder } from './network.mjs';
import { median, quantile } from './stats.mjs';

export const PHONE_DPR = 2.625;
const SCREEN = { width: 412, height: 823 };
const SCREENS = 3;

/** A fresh browser context emulating a phone at `deviceScaleFactor`. */
export function phoneContext(browser, deviceScaleFactor) {
  return browser.newContext({
    viewport: SCREEN,
    deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
}

const isTileImage = (request) =>
  request.resourceType() === 'image' && !new URL(request.url()).pathname.startsWith('/assets/');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} deviceScaleFactor
 */
export async function tileBytes(browser, url, deviceScaleFactor) {
  const context = await phoneContext(browser, deviceScaleFactor);
  const page = await context.newPage();
  const sizes = new Map();
  const pending = [];
  page.on('requestfinished', (request) => {
    if (!isTileImage(request) || sizes.has(request.url())) return;
    sizes.set(request.url(), null);
    const measured = Promise.all([request.sizes(), request.response()]).then(
      ([s, response]) =>
        sizes.set(request.url(), {
          bytes: s.responseBodySize,
          vector: /svg/.test(response?.headers()['content-type'] ?? ''),
        }),
      () => sizes.delete(request.url()),
    );
    pending.push(measured);
  });
  const traffic = new TrafficRecorder(page, () => true);
  await page.goto(url);
  await traffic.quiet(1_000);
  await page.mouse.move(SCREEN.width / 2, SCREEN.height / 2);
  for (let screen = 1; screen < SCREENS; screen += 1) {
    await page.mouse.wheel(0, SCREEN.height);
    await traffic.quiet(1_000);
  }
  await Promise.all(pending);
  await context.close();
  const images = [...sizes.values()].filter((image) => image !== null && image.bytes > 0);
  const bytes = images.map((image) => image.bytes);
  // Stills are SVG; the raster ones (animated WebP and the like) are what density changes.
  const raster = images.filter((image) => !image.vector).map((image) => image.bytes);
  return {
    deviceScaleFactor,
    screens: SCREENS,
    images: bytes.length,
    medianBytes: median(bytes),
    p90Bytes: quantile(bytes, 0.9),
    totalBytes: bytes.reduce((sum, size) => sum + size, 0),
    raster: { images: raster.length, medianBytes: median(raster), p90Bytes: quantile(raster, 0.9) },
  };
}
