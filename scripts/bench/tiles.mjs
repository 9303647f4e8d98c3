// Image bytes a phone asks for: Lighthouse's mobile screen (412×823) at the device pixel ratio of
// a common phone opens a page and is scrolled one screen at a time with the mouse wheel, as a
// person would; every finished image response outside the build's own /assets/ is counted at its
// encoded body size. Cancelled images are not downloaded, so not counted.
import { TrafficRecorder } from './network.mjs';
import { median, quantile } from './stats.mjs';

export const PHONE_DPR = 2.625;
const SCREEN = { width: 412, height: 823 };
const SCREENS = 3;

const isTileImage = (request) =>
  request.resourceType() === 'image' && !new URL(request.url()).pathname.startsWith('/assets/');

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 */
export async function tileBytes(browser, url) {
  const context = await browser.newContext({
    viewport: SCREEN,
    deviceScaleFactor: PHONE_DPR,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const sizes = new Map();
    page.on('requestfinished', (request) => {
      if (!isTileImage(request) || sizes.has(request.url())) return;
      sizes.set(
        request.url(),
        request.sizes().then(
          (s) => s.responseBodySize,
          () => 0,
        ),
      );
    });
    const traffic = new TrafficRecorder(page, () => true);
    await page.goto(url);
    await traffic.quiet(1_000);
    await page.mouse.move(SCREEN.width / 2, SCREEN.height / 2);
    for (let screen = 1; screen < SCREENS; screen += 1) {
      await page.mouse.wheel(0, SCREEN.height);
      await traffic.quiet(1_000);
    }
    const bytes = (await Promise.all(sizes.values())).filter((size) => size > 0);
    return {
      deviceScaleFactor: PHONE_DPR,
      screens: SCREENS,
      images: bytes.length,
      medianBytes: median(bytes),
      p90Bytes: quantile(bytes, 0.9),
    };
  } finally {
    await context.close();
  }
}
