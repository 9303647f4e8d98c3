// Lighthouse runs of the app's pages and the anchor, interleaved round by round so both see the
// same machine load: app /?q=cat and the anchor next to each other (their order alternating),
// then the app's other pages. Summarised as median and range per figure.
import { lighthouseRun } from './lighthouse.mjs';
import { median } from './stats.mjs';

export const FIGURES = [
  'score',
  'jsGzip',
  'jsSent',
  'totalBytes',
  'requests',
  'fcpMs',
  'lcpMs',
  'lcpLoadDelayMs',
  'lcpRenderDelayMs',
  'tbtMs',
  'ttiMs',
  'cls',
];

function summarise(runs) {
  return Object.fromEntries(
    FIGURES.map((key) => {
      const values = runs.map((run) => run[key]);
      return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );
}

/** The order of one round: the pair compared first (alternating), then the rest. */
function roundOrder(pages, round) {
  const pair = pages.filter((page) => page.compared);
  const rest = pages.filter((page) => !page.compared);
  return [...(round % 2 === 0 ? pair : [...pair].reverse()), ...rest];
}

/**
 * @param {{ id: string, label: string, url: string, compared?: boolean }[]} pages
 * @param {{ runs: number, chromePath: string, throttling: 'simulate' | 'devtools', viewport?: 'phone' | 'desktop', log: (message: string) => void }} options
 */
export async function interleavedLighthouse(
  pages,
  { runs, chromePath, throttling, viewport = 'phone', log },
) {
  const results = new Map(pages.map((page) => [page.id, []]));
  for (let round = 0; round < runs; round += 1) {
    for (const page of roundOrder(pages, round)) {
      const run = await lighthouseRun(page.url, {
        chromePath,
        throttling,
        viewport,
        onRetry: (error) => log(`  ${page.label}: run failed, repeating it: ${error.message}`),
      });
      results.get(page.id).push(run);
      log(
        `  round ${round + 1}/${runs} ${page.label}: score ${run.score}, JS ${(run.jsGzip / 1000).toFixed(1)} kB gz, ` +
          `${run.requests} req, LCP ${Math.round(run.lcpMs)} ms (ends on ${run.lcpEndedOn.join('/') || '–'}), TTI ${Math.round(run.ttiMs)} ms, ` +
          `TBT ${Math.round(run.tbtMs)} ms`,
      );
    }
  }
  return Object.fromEntries(
    pages.map((page) => {
      const runsOfPage = results.get(page.id);
      return [
        page.id,
        { label: page.label, url: page.url, runs: runsOfPage, summary: summarise(runsOfPage) },
      ];
    }),
  );
}
