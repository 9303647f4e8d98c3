import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** How long the page's own module is held back, so its data request has time to start first. */
const MODULE_DELAY_MS = 1500;

type Timing = { name: string; startTime: number; responseEnd: number };

/** The resource timing of the first resource whose URL path matches `path`. */
async function timingOf(page: Page, path: RegExp): Promise<Timing> {
  await expect
    .poll(() =>
      page.evaluate(
        (source) =>
          performance
            .getEntriesByType('resource')
            .some((entry) => new RegExp(source).test(new URL(entry.name).pathname)),
        path.source,
      ),
    )
    .toBe(true);
  return page.evaluate((source) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => new RegExp(source).test(new URL(resource.name).pathname));
    if (!(entry instanceof PerformanceResourceTiming)) throw new Error(`no timing for ${source}`);
    return { name: entry.name, startTime: entry.startTime, responseEnd: entry.responseEnd };
  }, path.source);
}

/**
 * Opens `url` with the page's module (`module`, a chunk of its own) answering late, and checks
 * that the page's data request (`data`) started before that module had arrived: the request is
 * the route's, not the module's.
 */
async function expectDataBeforeModule(page: Page, url: string, module: RegExp, data: RegExp) {
  await page.route(
    (requested) => module.test(requested.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, MODULE_DELAY_MS));
      await route.continue();
    },
  );
  await page.goto(url);
  const moduleTiming = await timingOf(page, module);
  const dataTiming = await timingOf(page, data);
  expect(
    dataTiming.startTime,
    `${dataTiming.name} started at ${dataTiming.startTime} ms, ${moduleTiming.name} arrived at ${moduleTiming.responseEnd} ms`,
  ).toBeLessThan(moduleTiming.responseEnd);
}

test('a search link asks for its results while the search page module is still loading', async ({
  page,
  userId,
}) => {
  expect(userId).toBeTruthy();
  await expectDataBeforeModule(
    page,
    '/?q=cat',
    /^\/assets\/search-[\w-]+\.js$/,
    /^\/api\/messenger\/v1\/search$/,
  );
  await expect(
    page.getByRole('list', { name: 'Stickers for cat' }).getByRole('img').first(),
  ).toBeVisible();
});

test('a pack link asks for its pack while the pack page module is still loading', async ({
  page,
  api,
  userId,
}) => {
  const [pack] = await api.ranking();
  expect(pack, 'the service ranks a pack').toBeTruthy();
  await expectDataBeforeModule(
    page,
    `/packs/${pack?.packageId}`,
    /^\/assets\/pack-detail-[\w-]+\.js$/,
    new RegExp(`^/api/messenger/v1/package/${pack?.packageId}$`),
  );
  await expect(page.getByRole('heading', { level: 1, name: pack?.packageName })).toBeVisible();
  // The hero's cover is asked for from the loader, before the page draws it.
  expect(userId).toBeTruthy();
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
});
