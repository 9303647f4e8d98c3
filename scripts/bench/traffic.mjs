// API traffic a person causes: typing a word into the search box (one search request per settled
// query is the goal) and coming back to /?q=cat through Back (a warm revisit asks for nothing).
import { describeRequest, TrafficRecorder } from './network.mjs';
import { seededRandom } from './stats.mjs';

const TYPED_WORD = 'rabbit';

export async function typing(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = new TrafficRecorder(page);
  await page.goto(`${baseUrl}/`);
  const input = page.getByRole('searchbox').first();
  await input.waitFor();
  await recorder.quiet();
  recorder.take();
  await input.click();
  const random = seededRandom(6);
  for (const letter of TYPED_WORD) {
    await page.keyboard.type(letter);
    await page.waitForTimeout(80 + Math.round(random() * 70));
  }
  await recorder.quiet(1_500);
  const requests = recorder.take().map(describeRequest);
  await context.close();
  return {
    word: TYPED_WORD,
    apiRequests: requests.length,
    searchRequests: requests.filter((r) => / \/api\/messenger\/v1\/search q=/.test(r)).length,
    requests,
  };
}

export async function revisit(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = new TrafficRecorder(page);
  const route = '/?q=cat';
  await page.goto(`${baseUrl}${route}`);
  await recorder.quiet();
  await page.getByRole('link', { name: 'Categories' }).first().click();
  await page.waitForURL('**/categories');
  await recorder.quiet();
  recorder.take();
  await page.goBack();
  await page.waitForURL((url) => url.search === '?q=cat');
  await recorder.quiet();
  const requests = recorder.take().map(describeRequest);
  await context.close();
  return {
    route: `${route} (after /categories, via Back)`,
    apiRequests: requests.length,
    requests,
  };
}
