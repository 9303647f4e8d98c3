// Goals on the Lighthouse figures (issue #10's acceptance): app /?q=cat against the Giphy anchor
// as ratios of medians, and TBT and CLS of each page.
import { fmt, row } from './format.mjs';
import { JS_BUDGET_KB } from './js-weight.mjs';

function versusAnchor(search, anchor) {
  const ratio = (key) => search.summary[key].median / anchor.summary[key].median;
  const both = (key, format) =>
    `${format(search.summary[key].median)} vs ${format(anchor.summary[key].median)}`;
  const ratioRow = (name, key, format, limit) =>
    row(
      `/?q=cat ÷ anchor: ${name} (${both(key, format)})`,
      ratio(key),
      fmt.ratio,
      `≤ ${limit.toFixed(1)}×`,
      (v) => v <= limit,
    );
  return [
    row(
      `/?q=cat JS before interactive, gzip -9 (${fmt.ratio(ratio('jsGzip'))} the anchor's)`,
      search.summary.jsGzip.median,
      fmt.kB,
      `≤ ${JS_BUDGET_KB} kB`,
      (v) => v <= JS_BUDGET_KB * 1000,
    ),
    row(
      `/?q=cat JS before interactive, as sent (${fmt.ratio(ratio('jsSent'))} the anchor's)`,
      search.summary.jsSent.median,
      fmt.kB,
      '(reported)',
    ),
    ratioRow('total bytes', 'totalBytes', fmt.kB, 1.0),
    ratioRow('requests', 'requests', fmt.int, 1.5),
    ratioRow('TTI', 'ttiMs', fmt.ms, 1.0),
    ratioRow('LCP', 'lcpMs', fmt.ms, 0.8),
  ];
}

export function pageRows(lighthouse) {
  const { search, anchor, pack, home } = lighthouse;
  const tbt = (page, name) =>
    row(`${name} TBT, median`, page.summary.tbtMs.median, fmt.ms, '≤ 100 ms', (v) => v <= 100);
  return [
    ...(search && anchor ? versusAnchor(search, anchor) : []),
    ...(search
      ? [
          tbt(search, '/?q=cat'),
          row(
            '/?q=cat CLS, median',
            search.summary.cls.median,
            fmt.cls,
            '≤ 0.01',
            (v) => v <= 0.01,
          ),
        ]
      : []),
    ...(pack ? [tbt(pack, `pack page ${new URL(pack.url).pathname}`)] : []),
    ...(home
      ? [
          tbt(home, '/'),
          row('/ CLS, median', home.summary.cls.median, fmt.cls, '≤ 0.01', (v) => v <= 0.01),
        ]
      : []),
  ];
}
