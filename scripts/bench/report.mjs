// The web benchmark's goals (issue #10's acceptance, and the figures kept from before) and the
// table that shows each measured figure beside its goal with ✔ or ✖. Figures a quick run did not
// measure (--pages) are left out, not failed.
import { ROUTE_CHUNK_BUDGET_KB } from './bundle.mjs';
import { fmt, row, table } from './format.mjs';
import { pageRows } from './goals-lighthouse.mjs';

const MARK = { true: '✔', false: '✖', null: '·' };

function tileRows(tiles) {
  if (!tiles) return [];
  const { app1x, appPhone, anchorPhone } = tiles;
  const at = (t) => `${t.images} images, ${t.screens} screens`;
  const both = (t) => (v) => `${fmt.kB(v)} / ${fmt.kB(t.p90Bytes)}`;
  const raster = (t, name) =>
    row(
      `${name} raster images only (no SVG), median / p90 (${t.raster.images})`,
      t.raster.medianBytes,
      both(t.raster),
      '(reported)',
    );
  const dpr = appPhone.deviceScaleFactor;
  return [
    row(
      `Tile image at 1×, median / p90 (${at(app1x)})`,
      app1x.medianBytes,
      both(app1x),
      '(reported)',
    ),
    raster(app1x, 'Tile at 1×:'),
    row(
      `Tile image at DPR ${dpr}, median (${at(appPhone)})`,
      appPhone.medianBytes,
      fmt.kB,
      '≤ 8 kB',
      (v) => v <= 8000,
    ),
    row(`Tile image at DPR ${dpr}, p90`, appPhone.p90Bytes, fmt.kB, '≤ 16 kB', (v) => v <= 16000),
    raster(appPhone, `Tile at DPR ${dpr}:`),
    ...(anchorPhone
      ? [
          row(
            `Anchor image at DPR ${dpr}, median / p90 (${at(anchorPhone)})`,
            anchorPhone.medianBytes,
            both(anchorPhone),
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
            `DOM nodes with ${Math.min(scroll.loaded, scroll.target)} results loaded (q=${scroll.query}, ${scroll.totalCount} exist)`,
            scroll.domNodes,
            fmt.int,
            '≤ 800',
            (v) => v <= 800,
          ),
          row(
            `Time to load ${Math.min(scroll.loaded, scroll.target)} results, scrolling every 150 ms`,
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
