import { expect, test, type Response } from '@playwright/test';
import { analyzeRouteChunks, ROUTE_CHUNK_BUDGET_KB } from '../scripts/bench/bundle.mjs';
import {
  countJs,
  describeJs,
  inlineScripts,
  isScriptResource,
  JS_BUDGET_KB,
  JS_CEILING_KB,
  kb,
  type ScriptResponse,
} from '../scripts/bench/js-weight.mjs';
import { TrafficRecorder } from '../scripts/bench/network.mjs';

// Lighthouse's mobile screen, as in `npm run bench:web`, which counts the same way.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

test('all JavaScript /?q=cat runs before its search box responds stays under its ceiling', async ({
  page,
}) => {
  const scripts: Response[] = [];
  let counting = true;
  page.on('response', (response) => {
    const type = response.headers()['content-type'];
    if (counting && isScriptResource(response.request().resourceType(), type))
      scripts.push(response);
  });
  const traffic = new TrafficRecorder(page, () => true);

  const navigation = await page.goto('/?q=cat');
  await expect(page.getByRole('combobox', { name: 'Search stickers' })).toBeEnabled();
  await traffic.quiet(1_000);
  counting = false;

  const html = (await navigation?.text()) ?? '';
  const files: ScriptResponse[] = await Promise.all(
    scripts.map(async (response) => {
      const sizes = await response.request().sizes();
      return {
        url: response.url(),
        body: await response.body(),
        sentBytes: sizes.responseBodySize + sizes.responseHeadersSize,
      };
    }),
  );
  const count = countJs(files, inlineScripts(html));
  const report = describeJs(count);
  console.log(
    `JS before /?q=cat is interactive (gzip -9, inline included; goal ${JS_BUDGET_KB} kB, ceiling ${JS_CEILING_KB} kB): ${report}`,
  );

  expect(count.files.length, 'the page runs no script at all?').toBeGreaterThan(0);
  expect(count.gzip, report).toBeLessThanOrEqual(JS_CEILING_KB * 1000);
});

test('/?q=cat asks for each file once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const traffic = new TrafficRecorder(page, () => true);
  await page.goto('/?q=cat');
  await expect(
    page.getByRole('list', { name: 'Stickers for cat' }).getByRole('img').first(),
  ).toBeVisible();
  await traffic.quiet(1_000);

  const asked = new Map<string, number>();
  for (const url of requested) asked.set(url, (asked.get(url) ?? 0) + 1);
  const twice = [...asked]
    .filter(([, times]) => times > 1)
    .map(([url, times]) => `${url} ×${times}`);
  expect(requested.length).toBeGreaterThan(5);
  expect(twice).toEqual([]);
});

test('every lazily loaded route chunk stays within the gzip budget', () => {
  // Reads the dist/ that the webServer has just built.
  const { routeChunks, eagerRoutes } = analyzeRouteChunks('dist');
  const lines = [
    `route chunks (budget ${ROUTE_CHUNK_BUDGET_KB} kB gzip -9 each):`,
    ...routeChunks.map((c) => `  ${c.file} [${c.routes.join(', ')}]: ${kb(c.gzip)} kB`),
    `routes loaded with the page: ${eagerRoutes.join(', ') || 'none'}`,
  ];
  console.log(lines.join('\n'));

  expect(
    routeChunks.length,
    'no route chunk found: are routes split and sourcemaps on?',
  ).toBeGreaterThan(0);
  const overBudget = routeChunks.filter((c) => c.gzip > ROUTE_CHUNK_BUDGET_KB * 1000);
  expect(
    overBudget.map((c) => `${c.file}: ${kb(c.gzip)} kB`),
    lines.join('\n'),
  ).toEqual([]);
});
