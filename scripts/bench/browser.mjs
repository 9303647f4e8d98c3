// The web benchmark's Playwright part: a long scroll through BIG_QUERY's results, the bytes of
// each sticker tile image, the API requests made while typing a word and on a warm revisit.
import { chromium } from '@playwright/test';
import { chromiumFlags } from './chromium.mjs';
import { ApiRecorder, describeRequest } from './network.mjs';
import { median, quantile, seededRandom } from './stats.mjs';

/**
 * A query with at least SCROLL_TARGET results in the seeded catalogue: the search matches
 * keywords by substring, and 'a' is in thousands of them (checked before measuring).
 */
export const BIG_QUERY = 'a';
export const SCROLL_TARGET = 2000;
const TYPED_WORD = 'rabbit';
const SCROLL_EVERY_MS = 150;

const isSearchUrl = (url) => /\/api\/messenger\/v1\/search$/.test(new URL(url).pathname);
const isImageUrl = (url) => new URL(url).pathname.startsWith('/api/images/');

/** Scrolls the window and every scrollable element to its end, every `everyMs`. */
function startScrolling(everyMs) {
  const scrollAll = () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    for (const element of document.querySelectorAll('*')) {
      if (element.scrollHeight > element.clientHeight + 1) {
        const overflow = getComputedStyle(element).overflowY;
        if (overflow === 'auto' || overflow === 'scroll') element.scrollTop = element.scrollHeight;
      }
    }
  };
  window.__benchScroll = setInterval(scrollAll, everyMs);
}

async function longScroll(browser, baseUrl, log) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pages = new Map();
  let totalCount = 0;
  let reachedAt = null;
  const images = [];
  let resolveReached;
  const reached = new Promise((resolve) => (resolveReached = resolve));
  const count = () => [...pages.values()].reduce((sum, n) => sum + n, 0);

  page.on('response', async (response) => {
    const url = response.url();
    if (isImageUrl(url)) {
      images.push(response);
      return;
    }
    if (!isSearchUrl(url) || !response.ok()) return;
    const json = await response.json().catch(() => null);
    const body = json?.body;
    if (!body?.stickerList) return;
    const params = new URL(url).searchParams;
    pages.set(
      `${params.get('pageNumber') ?? 1}/${params.get('limit') ?? ''}`,
      body.stickerList.length,
    );
    totalCount = body.pageMap?.totalCount ?? totalCount;
    if (reachedAt === null && count() >= Math.min(SCROLL_TARGET, totalCount || SCROLL_TARGET)) {
      reachedAt = Date.now();
      resolveReached();
    }
  });

  const recorder = new ApiRecorder(page);
  const startedAt = Date.now();
  await page.goto(`${baseUrl}/?q=${encodeURIComponent(BIG_QUERY)}`);
  await page.evaluate(startScrolling, SCROLL_EVERY_MS);
  let timer;
  await Promise.race([reached, new Promise((resolve) => (timer = setTimeout(resolve, 120_000)))]);
  clearTimeout(timer);
  await recorder.quiet(500);
  await page.evaluate(() => clearInterval(window.__benchScroll));
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const searches = recorder.take().filter((r) => isSearchUrl(r.url()));
  const pageNumbers = new Set(searches.map((r) => new URL(r.url()).searchParams.get('pageNumber')));
  const pacing = requestPacing(searches);
  const imageSizes = await imageBytes(images);
  await context.close();
  const loaded = count();
  log(`  long scroll: ${loaded}/${totalCount} results, ${domNodes} DOM nodes`);
  if (totalCount < SCROLL_TARGET) {
    log(`  warning: q=${BIG_QUERY} has only ${totalCount} results, fewer than ${SCROLL_TARGET}`);
  }
  return {
    scroll: {
      query: BIG_QUERY,
      target: SCROLL_TARGET,
      totalCount,
      loaded,
      requests: searches.length,
      duplicateRequests: searches.length - pageNumbers.size,
      ...pacing,
      loadMs: reachedAt === null ? null : reachedAt - startedAt,
      domNodes: reachedAt === null ? null : domNodes,
    },
    imageSizes,
  };
}

/**
 * Where the long scroll's time goes: how long each page request took, and how long the app
 * waited after one page arrived before asking for the next.
 */
function requestPacing(requests) {
  const timed = requests
    .map((r) => r.timing())
    .filter((t) => t.responseEnd > 0)
    .sort((a, b) => a.startTime - b.startTime);
  const gaps = timed
    .slice(1)
    .map((t, i) => t.startTime - (timed[i].startTime + timed[i].responseEnd));
  return {
    medianRequestMs: median(timed.map((t) => t.responseEnd)),
    medianGapMs: median(gaps),
  };
}

/** Encoded (over-the-wire body) bytes of each distinct image URL, with the requested `d`. */
async function imageBytes(responses) {
  const seen = new Map();
  for (const response of responses) {
    const url = response.url();
    if (seen.has(url) || !response.ok()) continue;
    const sizes = await response
      .request()
      .sizes()
      .catch(() => null);
    if (sizes)
      seen.set(url, { d: new URL(url).searchParams.get('d'), bytes: sizes.responseBodySize });
  }
  return [...seen.values()];
}

/** Each script loading /?q=cat until its results show: bytes on the wire, decoded, encoding. */
async function wireBytes(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  const recorder = new ApiRecorder(page);
  await page.goto(`${baseUrl}/?q=cat`);
  await page.getByRole('list', { name: 'Stickers for cat' }).getByRole('link').first().waitFor();
  await recorder.quiet();
  const files = [];
  for (const response of scripts) {
    const sizes = await response.request().sizes();
    files.push({
      path: new URL(response.url()).pathname,
      encodedBytes: sizes.responseBodySize,
      decodedBytes: (await response.body()).length,
      encoding: (await response.headerValue('content-encoding')) ?? 'none',
    });
  }
  await context.close();
  return { files };
}

async function typing(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = new ApiRecorder(page);
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

async function revisit(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const recorder = new ApiRecorder(page);
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

export async function measureBrowser({ baseUrl, chromePath, log }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
  try {
    const { scroll, imageSizes } = await longScroll(browser, baseUrl, log);
    const bytes = imageSizes.map((i) => i.bytes);
    const tiles = {
      samples: bytes.length,
      sizes: [...new Set(imageSizes.map((i) => i.d ?? 'none'))],
      medianBytes: median(bytes),
      p90Bytes: quantile(bytes, 0.9),
    };
    log(`  tile images: ${tiles.samples} samples`);
    const wire = await wireBytes(browser, baseUrl);
    const wireTotal = wire.files.reduce((sum, file) => sum + file.encodedBytes, 0);
    log(`  JS on the wire: ${wireTotal} bytes in ${wire.files.length} files`);
    const typed = await typing(browser, baseUrl);
    log(`  typing: ${typed.requests.join(' | ')}`);
    const revisited = await revisit(browser, baseUrl);
    log(`  revisit: ${revisited.requests.join(' | ') || 'no requests'}`);
    return { scroll, tiles, wire, typing: typed, revisit: revisited };
  } finally {
    await browser.close();
  }
}
