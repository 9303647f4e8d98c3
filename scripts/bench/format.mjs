// How the web benchmark prints its figures (a figure beside its goal, tables), and the Lighthouse summary: median (range) per page,
// app against the Giphy anchor side by side.
import { FIGURES } from './interleave.mjs';
import { median } from './stats.mjs';

export const fmt = {
  kB: (v) => `${(v / 1000).toFixed(1)} kB`,
  ms: (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`),
  int: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
  ratio: (v) => `${v.toFixed(2)}×`,
};

/** A figure beside its goal: `ok` is true or false against it, null for a figure only reported. */
export const row = (figure, value, format, goal, meetsGoal = null) => {
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

export const FIGURE_NAMES = {
  score: ['score', fmt.int],
  jsGzip: ['JS before interactive, gzip -9', fmt.kB],
  jsSent: ['JS before interactive, as sent', fmt.kB],
  totalBytes: ['total bytes (transfer)', fmt.kB],
  requests: ['requests', fmt.int],
  fcpMs: ['FCP', fmt.ms],
  lcpMs: ['LCP', fmt.ms],
  lcpLoadDelayMs: ['  LCP load delay', fmt.ms],
  lcpRenderDelayMs: ['  LCP render delay', fmt.ms],
  tbtMs: ['TBT', fmt.ms],
  ttiMs: ['TTI', fmt.ms],
  cls: ['CLS', fmt.cls],
};

/** Columns padded to their widest cell; the first `left` left-aligned, the rest right-aligned. */
export function table(rows, left = 1) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    )
    .join('\n');
}

const spread = ({ median, min, max }, format) =>
  min === max ? format(median) : `${format(median)} (${format(min)}–${format(max)})`;

/** Lighthouse medians and ranges of every page, with app/anchor ratios for /?q=cat. */
export function lighthouseTable(lighthouse, throttling = 'simulate', viewport = 'phone') {
  const pages = Object.values(lighthouse);
  const { search, anchor } = lighthouse;
  const header = ['figure', ...pages.map((p) => p.label)];
  if (search && anchor) header.push('/?q=cat ÷ anchor');
  const rows = FIGURES.map((key) => {
    const [name, format] = FIGURE_NAMES[key];
    const row = [name, ...pages.map((p) => spread(p.summary[key], format))];
    if (search && anchor) {
      const ratio = search.summary[key].median / anchor.summary[key].median;
      row.push(Number.isFinite(ratio) ? fmt.ratio(ratio) : '–');
    }
    return row;
  });
  const runs = pages.map((p) => p.runs.length);
  const how =
    throttling === 'devtools' ? 'throttling applied in the browser' : 'simulated throttling';
  const screen = viewport === 'desktop' ? "desktop screen, a phone's network and CPU" : 'mobile';
  return `Lighthouse, ${screen}, ${how}: median (min–max) of ${Math.min(...runs)} runs a page, interleaved\n${table([header, ...rows])}`;
}

const endsOnImage = (run) => run.lcpEndedOn.includes('Image');

/**
 * What each run's simulated LCP ended on (Lantern leaves low-priority images out, so a page whose
 * images stayed Low reads as when its data and script end) and, beside the plain medians the
 * goals use, the LCP medians of the runs that waited for an image.
 */
export function lcpImageNote(lighthouse) {
  const { search, anchor } = lighthouse;
  if (!search || !anchor || search.runs.every((run) => run.lcpEndedOn.length === 0)) return '';
  const endings = (page) => page.runs.map((run) => run.lcpEndedOn.join('/')).join(', ');
  const lines = [
    `Simulated LCP ended on (optimistic/pessimistic graph), per run: app ${endings(search)}; ` +
      `anchor ${endings(anchor)}.`,
  ];
  const [app, peer] = [search.runs.filter(endsOnImage), anchor.runs.filter(endsOnImage)];
  if (peer.length < anchor.runs.length && app.length > 0 && peer.length > 0) {
    const appLcp = median(app.map((run) => run.lcpMs));
    const peerLcp = median(peer.map((run) => run.lcpMs));
    lines.push(
      `Runs whose simulated LCP waited for an image: app ${app.length}, LCP ${fmt.ms(appLcp)}; ` +
        `anchor ${peer.length}, LCP ${fmt.ms(peerLcp)}; ratio ${fmt.ratio(appLcp / peerLcp)}.`,
    );
  }
  return lines.join('\n');
}
