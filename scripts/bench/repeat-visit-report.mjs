// bench:web --repeat-visit's report as Markdown: for each page, A (the service worker) against B
// (HTTP cache only) as medians and the median of the pairs' ratios, then every pair.
import { formatSpread } from './report.mjs';
import { repeatVisitRows } from './repeat-visit-figures.mjs';

const line = (values) => `| ${values.join(' | ')} |`;
const table = (header, rows) => [line(header), line(header.map(() => '---')), ...rows.map(line)];
const one = (value, unit) =>
  Number.isFinite(value)
    ? formatSpread({ median: value, min: value, max: value, n: 1 }, unit)
    : 'n/a';
const ratio = (a, b) => (Number.isFinite(a / b) ? `${(a / b).toFixed(2)}×` : 'n/a');

const SUMMARY = ['figure', 'A: service worker', 'B: HTTP cache only', 'A ÷ B, median of pairs'];
const PAIRS = [
  'round',
  'first',
  'LCP A',
  'LCP B',
  'A ÷ B',
  'TBT A',
  'TBT B',
  'A ÷ B',
  'bytes A',
  'bytes B',
  'A answered by its worker',
  'load (1 min)',
];

function pairRows(runs) {
  return runs.worker.map((a, round) => {
    const b = runs['http-cache'][round];
    return [
      round + 1,
      round % 2 === 0 ? 'A' : 'B',
      one(a.lcpMs, 'ms'),
      one(b.lcpMs, 'ms'),
      ratio(a.lcpMs, b.lcpMs),
      one(a.tbtMs, 'ms'),
      one(b.tbtMs, 'ms'),
      ratio(a.tbtMs, b.tbtMs),
      one(a.networkBytes, 'kB'),
      one(b.networkBytes, 'kB'),
      a.documentFromWorker && a.controlled ? '✔' : '✖',
      `${a.load1.toFixed(1)}, ${b.load1.toFixed(1)}`,
    ];
  });
}

/**
 * @param {Record<string, Record<string, object[]>>} results runs by page id, then variant
 * @param {{ id: string, label: string }[]} pages
 * @param {string[]} notes
 */
export function repeatVisitMarkdown(results, pages, notes) {
  const sections = pages.flatMap((page) => {
    const summary = repeatVisitRows(results[page.id]).map((row) => [
      row.figure,
      formatSpread(row.worker, row.unit),
      formatSpread(row.httpCache, row.unit),
      formatSpread(row.ratio, 'ratio'),
    ]);
    return [
      `## ${page.label}`,
      '',
      ...table(SUMMARY, summary),
      '',
      ...table(PAIRS, pairRows(results[page.id])),
      '',
    ];
  });
  return [
    '# bench:web --repeat-visit',
    '',
    ...sections,
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}
