// The first visitor after a service restart against a visitor of a warm service: the service is
// restarted on the same database, a phone (DPR 2.625, fresh browser context, nothing cached)
// opens /?q=cat, and the time from navigation until every image in the first screen has loaded
// is taken; then a second fresh visitor does the same on the now warm service.
import { PHONE_DPR, phoneContext } from './tiles.mjs';
import { median } from './stats.mjs';

/** In the page: ms since navigation once results show and the images in view have all loaded. */
function firstScreenLoaded() {
  const inView = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth;
  });
  const loaded = inView.every((image) => image.complete && image.naturalWidth > 0);
  return inView.length > 0 && loaded ? performance.now() : false;
}

async function firstScreenMs(browser, url) {
  const context = await phoneContext(browser, PHONE_DPR);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('list', { name: /cat/i }).getByRole('link').first().waitFor();
    const handle = await page.waitForFunction(firstScreenLoaded, undefined, {
      polling: 'raf',
      timeout: 60_000,
    });
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {import('./service.mjs').LocalService} service
 * @param {{ repeats: number, log: (message: string) => void }} options
 */
export async function coldAfterRestart(browser, service, { repeats, log }) {
  const cold = [];
  const warm = [];
  const url = `${service.url}/?q=cat`;
  for (let i = 0; i < repeats; i += 1) {
    await service.stop();
    await service.start();
    cold.push(await firstScreenMs(browser, url));
    warm.push(await firstScreenMs(browser, url));
    log(
      `  restart ${i + 1}/${repeats}: cold ${Math.round(cold[i])} ms, warm ${Math.round(warm[i])} ms`,
    );
  }
  return {
    repeats,
    coldMs: cold,
    warmMs: warm,
    medianColdMs: median(cold),
    medianWarmMs: median(warm),
    ratio: median(cold) / median(warm),
  };
}
