// The order of the Lighthouse runs: round by round, so every page sees the same machine load;
// in each round the real browser first, then the simulation, and within each the app's /?q=cat
// and the anchor back to back (their order alternating between rounds), then the other pages.
import { lighthouseRun } from './lighthouse.mjs';

export const METHODS = ['devtools', 'simulate'];

/**
 * @param {string[]} pageIds 'search' and 'anchor' form the compared pair
 * @param {number} rounds
 * @returns {{ round: number, throttling: string, pageId: string }[]}
 */
export function schedule(pageIds, rounds, methods = METHODS) {
  const pair = ['search', 'anchor'].filter((id) => pageIds.includes(id));
  const rest = pageIds.filter((id) => !pair.includes(id));
  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = [...(round % 2 === 0 ? pair : [...pair].reverse()), ...rest];
    for (const throttling of methods) {
      for (const pageId of order) runs.push({ round, throttling, pageId });
    }
  }
  return runs;
}

/**
 * Runs every page `runs` times with each throttling method, in `schedule`'s order.
 * @param {{ id: string, label: string, url: string }[]} pages
 * @param {{ runs: number, chromePath: string, log: (message: string) => void }} options
 * @returns {Promise<Record<string, Record<string, object[]>>>} runs by throttling, then page id
 */
export async function interleavedLighthouse(pages, { runs, chromePath, log }) {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const results = Object.fromEntries(
    METHODS.map((method) => [method, Object.fromEntries(pages.map((page) => [page.id, []]))]),
  );
  for (const { round, throttling, pageId } of schedule([...byId.keys()], runs)) {
    const page = byId.get(pageId);
    const run = await lighthouseRun(page.url, {
      chromePath,
      throttling,
      onRetry: (error) => log(`  ${page.label}: run failed, repeating it: ${error.message}`),
    });
    results[throttling][pageId].push(run);
    const figures = Object.entries(run)
      .filter(([, value]) => typeof value === 'number')
      .map(([key, value]) => `${key} ${Math.round(value * 1000) / 1000}`);
    log(`  round ${round + 1}/${runs} ${throttling} ${page.label}: ${figures.join(', ')}`);
  }
  return results;
}
