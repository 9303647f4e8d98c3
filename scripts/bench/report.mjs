// The web benchmark's goals (issue #10's acceptance, and the figures kept from before) and the
// table that shows each measured figure beside its goal with ✔ or ✖. Figures a quick run did not
// measure (--pages) are left out, not failed.
import { ROUTE_CHUNK_BUDGET_KB } from './bundle.mjs';
import { fmt, table } from './format.mjs';
import { JS_BUDGET_KB } from './js-weight.mjs';

/** `ok` is true or false against a goal, null for a figure only reported. */
const row = (figure, value, format, goal, meetsGoal = null) => {
  const missing = value === null || value === undefined || Number.isNaN(value);
  const ok = meetsGoal === null ? null : !missing && meetsGoal(value);
  return {
    figure,
    value: missing ? null : value,
    shown: missing ? 'n/a' : format(value),
    goal,
    ok,
  };
};

const MARK = { true: '✔', false: '✖', null: '·' };

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

function pageRows(lighthouse) {
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

function tileRows(tiles) {
  if (!tiles) return [];
  const { app1x, appPhone, anchorPhone } = tiles;
  const at = (t) => `${t.images} images, ${t.screens} screens`;
  return [
    row(`Tile image at 1×, median (${at(app1x)})`, app1x.medianBytes, fmt.kB, '(reported)'),
    row('Tile image at 1×, p90', app1x.p90Bytes, fmt.kB, '(reported)'),
    row(
      `Tile image at DPR ${appPhone.deviceScaleFactor}, median (${at(appPhone)})`,
      appPhone.medianBytes,
      fmt.kB,
      '≤ 8 kB',
      (v) => v <= 8000,
    ),
    row(
      `Tile image at DPR ${appPhone.deviceScaleFactor}, p90`,
      appPhone.p90Bytes,
      fmt.kB,
      '≤ 16 kB',
      (v) => v <= 16000,
    ),
    ...(anchorPhone
      ? [
          row(
            `Anchor image at DPR ${anchorPhone.deviceScaleFactor}, median / p90 (${at(anchorPhone)})`,
            anchorPhone.medianBytes,
            (v) => `${fmt.kB(v)} / ${fmt.kB(anchorPhone.p90Bytes)}`,
            '(reported)',
          ),
        ]
      : []),
  ];
}

function browserRows({ restart, scroll, typing, revisit }) {
  return [
    ...(restart
      ? [
          row(
            `First screen's images after a restart ÷ warm (${fmt.ms(restart.medianColdMs)} vs ${fmt.ms(restart.medianWarmMs)}, median of ${restart.repeats})`,
            restart.ratio,
            fmt.ratio,
            '≤ 1.2×',
            (v) => v <= 1.2,
          ),
        ]
      : []),
    ...(scroll
      ? [
          row(
            `DOM nodes with ${scroll.target} results loaded (q=${scroll.query})`,
            scroll.domNodes,
            fmt.int,
            '≤ 800',
            (v) => v <= 800,
          ),
          row(
            `Time to load ${scroll.target} results, scrolling every 150 ms`,
            scroll.loadMs,
            fmt.ms,
            '≤ 20 s',
            (v) => v <= 20_000,
          ),
          row(
            'Repeated page requests during the long scroll',
            scroll.duplicateRequests,
            fmt.int,
            '0',
            (v) => v === 0,
          ),
        ]
      : []),
    ...(typing
      ? [
          row(
            `Search requests while typing '${typing.word}'`,
            typing.searchRequests,
            fmt.int,
            '1',
            (v) => v === 1,
          ),
        ]
      : []),
    ...(revisit
      ? [
          row(
            `API requests on a warm revisit of ${revisit.route}`,
            revisit.apiRequests,
            fmt.int,
            '0',
            (v) => v === 0,
          ),
        ]
      : []),
  ];
}

export function evaluate(report) {
  const largest = [...report.routeChunks.routeChunks].sort((a, b) => b.gzip - a.gzip)[0];
  return [
    ...pageRows(report.lighthouse),
    ...tileRows(report.tiles),
    ...browserRows(report),
    row(
      `Largest lazy route chunk, gzip -9 (${largest ? largest.routes.join('+') : 'none found'})`,
      largest?.gzip,
      fmt.kB,
      `≤ ${ROUTE_CHUNK_BUDGET_KB} kB`,
      (v) => v <= ROUTE_CHUNK_BUDGET_KB * 1000,
    ),
  ];
}

export function goalsTable(rows) {
  const lines = table(
    [['', 'figure', 'value', 'goal'], ...rows.map((r) => [MARK[r.ok], r.figure, r.shown, r.goal])],
    2,
  );
  const goals = rows.filter((r) => r.ok !== null);
  const met = goals.filter((r) => r.ok).length;
  return `${lines}\n\n${met} of ${goals.length} figures meet their goal (· only reported)`;
}
