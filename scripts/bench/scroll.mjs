// The DOM of a long result list: Playwright at 1280×800 opens the search for BIG_QUERY and
// scrolls to the end every 150 ms until SCROLL_RESULTS results have arrived; the page's element
// count then. No query of the seeded catalogue has that many results (search matches words and
// word starts; 's', the largest, has about 1,500), so the search for BIG_QUERY is answered with
// the service's own results for FILL_QUERIES, one after another without repeats: real stickers
// and images, as many as the goal names, paged as the service pages them.
import { TrafficRecorder } from './network.mjs';
import { SCROLL_RESULTS } from './goals.mjs';

export const BIG_QUERY = 's';
const FILL_QUERIES = [BIG_QUERY, 'c', 'f', 'b', 'p', 'm', 'a'];
const PAGE_SIZE = 50;
const SCROLL_EVERY_MS = 150;
const searchPath = '/api/messenger/v1/search';

/** The first `count` distinct stickers of FILL_QUERIES' results, asked of the service. */
async function realStickers(serviceUrl, apiKey, count) {
  const stickers = new Map();
  for (const q of FILL_QUERIES) {
    for (let pageNumber = 1; stickers.size < count; pageNumber += 1) {
      const query = new URLSearchParams({ q, userId: 'bench', limit: String(PAGE_SIZE) });
      query.set('pageNumber', String(pageNumber));
      const url = `${serviceUrl}${searchPath}?${query}`;
      const response = await fetch(url, { headers: { apikey: apiKey } });
      const list = (await response.json()).body?.stickerList ?? [];
      for (const sticker of list) stickers.set(sticker.stickerId, sticker);
      if (list.length < PAGE_SIZE) break;
    }
  }
  return [...stickers.values()].slice(0, count);
}

/** BIG_QUERY's pages from `stickers`: the service's own answer, its list and size replaced. */
function answerFrom(stickers) {
  return async (route) => {
    const params = new URL(route.request().url()).searchParams;
    const limit = Number(params.get('limit') ?? 20);
    const pageNumber = Number(params.get('pageNumber') ?? 1);
    const response = await route.fetch();
    const json = await response.json();
    json.body.stickerList = stickers.slice((pageNumber - 1) * limit, pageNumber * limit);
    json.body.pageMap = {
      ...json.body.pageMap,
      totalCount: stickers.length,
      pageCount: Math.ceil(stickers.length / limit),
    };
    await route.fulfill({ response, json });
  };
}

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

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {{ serviceUrl: string, apiKey: string, log: (message: string) => void }} options
 */
export async function longScroll(browser, { serviceUrl, apiKey, log }) {
  const stickers = await realStickers(serviceUrl, apiKey, SCROLL_RESULTS);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.route(
      (url) => url.pathname === searchPath && url.searchParams.get('q') === BIG_QUERY,
      answerFrom(stickers),
    );
    let loaded = 0;
    let resolveReached;
    const reached = new Promise((resolve) => (resolveReached = resolve));
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname !== searchPath || url.searchParams.get('q') !== BIG_QUERY) return;
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const pageNumber = Number(url.searchParams.get('pageNumber') ?? 1);
      loaded = Math.max(loaded, Math.min(pageNumber * limit, stickers.length));
      if (loaded >= stickers.length) resolveReached();
    });
    const traffic = new TrafficRecorder(page);
    await page.goto(`${serviceUrl}/?q=${BIG_QUERY}`);
    await page.evaluate(startScrolling, SCROLL_EVERY_MS);
    let timer;
    const timeout = new Promise((resolve) => (timer = setTimeout(resolve, 120_000)));
    await Promise.race([reached, timeout]);
    clearTimeout(timer);
    await traffic.quiet(500);
    await page.evaluate(() => clearInterval(window.__benchScroll));
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    log(`  long scroll: ${loaded} of ${stickers.length} results loaded, ${domNodes} DOM nodes`);
    return { query: BIG_QUERY, available: stickers.length, loaded, domNodes };
  } finally {
    await context.close();
  }
}
