// The long scroll: Playwright at 1280×800 opens BIG_QUERY's results and scrolls to the end every
// 150 ms until SCROLL_TARGET results have arrived; DOM nodes then, time from navigation, and how
// the page requests were paced.
import { TrafficRecorder } from './network.mjs';
import { median } from './stats.mjs';

/**
 * The query with the most results in the seeded catalogue. Search matches whole words and word
 * starts, so none reaches SCROLL_TARGET any more: 's' gives 1,489 (the grid's 2,000-item case is
 * src/components/stickers/__tests__/virtual-sticker-grid.test.tsx). The report names the count.
 */
export const BIG_QUERY = 's';
export const SCROLL_TARGET = 2000;
const SCROLL_EVERY_MS = 150;

const isSearchUrl = (url) => /\/api\/messenger\/v1\/search$/.test(new URL(url).pathname);

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

export async function longScroll(browser, baseUrl, log) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const pages = new Map();
  let totalCount = 0;
  let reachedAt = null;
  let resolveReached;
  const reached = new Promise((resolve) => (resolveReached = resolve));
  const count = () => [...pages.values()].reduce((sum, n) => sum + n, 0);

  page.on('response', async (response) => {
    const url = response.url();
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

  const recorder = new TrafficRecorder(page);
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
  await context.close();
  const loaded = count();
  log(`  long scroll: ${loaded}/${totalCount} results, ${domNodes} DOM nodes`);
  if (totalCount < SCROLL_TARGET) {
    log(`  warning: q=${BIG_QUERY} has only ${totalCount} results, fewer than ${SCROLL_TARGET}`);
  }
  return {
    query: BIG_QUERY,
    target: SCROLL_TARGET,
    totalCount,
    loaded,
    requests: searches.length,
    duplicateRequests: searches.length - pageNumbers.size,
    ...pacing,
    loadMs: reachedAt === null ? null : reachedAt - startedAt,
    domNodes: reachedAt === null ? null : domNodes,
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
