// The goals of issue #26's acceptance, each judged on what bench:web measured: real-browser
// (devtools-throttled) medians, app ÷ anchor as paired ratios on /?q=cat, the simulated figures
// beside them for reference only. A goal whose figure is missing is not met.
import { JS_BUDGET_KB } from './js-weight.mjs';
import { pairedRatio, spread } from './stats.mjs';

export const SCROLL_RESULTS = 2000;

const atMost = (limit) => (value) => value !== null && value <= limit;

const medianAtMost = (limit, text) => ({ text, met: (row) => atMost(limit)(row.app.median) });
const ratioAtMost = (limit) => ({
  text: `≤ ${limit}× anchor`,
  met: (row) => atMost(limit)(row.ratio?.median ?? null),
});
/** Lighthouse shows CLS to three decimals: 0 is every run below 0.0005. */
const clsZero = {
  text: '0 in every run',
  met: (row) => row.app.max !== null && row.app.max < 0.0005,
};

const EVERY_PAGE = ['search', 'home', 'pack'];

const FIGURES = [
  { key: 'lcpMs', name: 'LCP', unit: 'ms', simulated: true, goals: { search: ratioAtMost(0.6) } },
  {
    key: 'mainThreadQuietMs',
    name: 'main thread quiet',
    unit: 'ms',
    goals: { search: ratioAtMost(0.8) },
  },
  {
    key: 'tbtMs',
    name: 'TBT',
    unit: 'ms',
    simulated: true,
    goals: Object.fromEntries(EVERY_PAGE.map((id) => [id, medianAtMost(100, '≤ 100 ms')])),
  },
  {
    key: 'cls',
    name: 'CLS',
    unit: 'cls',
    goals: Object.fromEntries(EVERY_PAGE.map((id) => [id, clsZero])),
  },
  {
    key: 'jsGzip',
    name: 'JS before interactive, gzip -9',
    unit: 'kB',
    goals: Object.fromEntries(
      EVERY_PAGE.map((id) => [id, medianAtMost(JS_BUDGET_KB * 1000, `≤ ${JS_BUDGET_KB} kB`)]),
    ),
  },
  { key: 'pageBytes', name: 'page bytes', unit: 'kB', goals: { search: ratioAtMost(1.15) } },
];

const values = (runs, key) => (runs ?? []).map((run) => run[key] ?? Number.NaN);

/**
 * One row a figure and page: medians and ranges of the app (and on /?q=cat the anchor and
 * their paired ratio), from the real-browser runs; the simulated ones beside them.
 * @param {{ devtools: Record<string, object[]>, simulate: Record<string, object[]> }} lighthouse
 * @param {{ id: string, label: string }[]} pages the app's pages measured
 */
export function lighthouseRows(lighthouse, pages) {
  return pages.flatMap((page) =>
    FIGURES.map((figure) => {
      const measured = (method, id) => values(lighthouse[method][id], figure.key);
      const compared = page.id === 'search' && lighthouse.devtools.anchor !== undefined;
      const row = {
        page: page.label,
        figure: figure.name,
        unit: figure.unit,
        app: spread(measured('devtools', page.id)),
        anchor: compared ? spread(measured('devtools', 'anchor')) : null,
        ratio: compared
          ? pairedRatio(measured('devtools', page.id), measured('devtools', 'anchor'))
          : null,
        simulated: figure.simulated
          ? {
              app: spread(measured('simulate', page.id)),
              anchor: compared ? spread(measured('simulate', 'anchor')) : null,
              ratio: compared
                ? pairedRatio(measured('simulate', page.id), measured('simulate', 'anchor'))
                : null,
            }
          : null,
      };
      const goal = figure.goals[page.id];
      return { ...row, goal: goal?.text ?? null, met: goal ? goal.met(row) : null };
    }),
  );
}

const single = (value) => spread([value ?? Number.NaN]);

/** Tile bytes a phone asks for, and the DOM of a long result list. */
export function browserRows({ tiles, scroll }) {
  const rows = [];
  if (tiles) {
    const page = `/?q=cat at DPR ${tiles.deviceScaleFactor}`;
    const figure = (name, value, limit) => ({
      page,
      figure: `tile image, ${name} of ${tiles.images}`,
      unit: 'kB',
      app: single(value),
      goal: `≤ ${limit / 1000} kB`,
      met: atMost(limit)(value ?? null),
    });
    rows.push(
      figure('median', tiles.medianBytes, 8_000),
      figure('90th percentile', tiles.p90Bytes, 16_000),
    );
  }
  if (scroll) {
    rows.push({
      page: `long result list (${scroll.loaded.toLocaleString('en')} results loaded)`,
      figure: 'DOM nodes',
      unit: 'count',
      app: single(scroll.domNodes),
      goal: `≤ 800 at ${SCROLL_RESULTS.toLocaleString('en')} results`,
      met: scroll.loaded >= SCROLL_RESULTS && atMost(800)(scroll.domNodes ?? null),
    });
  }
  return rows.map((row) => ({ anchor: null, ratio: null, simulated: null, ...row }));
}
