// bench:web's report as Markdown: one table, a row a figure and page, the real browser first and
// the simulation beside it, each goal with ✔ or ✖ (· for a figure only reported).
const UNITS = {
  ms: (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`),
  kB: (v) => `${(v / 1000).toFixed(1)} kB`,
  cls: (v) => v.toFixed(3),
  count: (v) => Math.round(v).toLocaleString('en'),
  ratio: (v) => `${v.toFixed(2)}×`,
};

/** Median, and the range when there is more than one run: `2.45 s (2.31–2.60 s)`. */
export function formatSpread(summary, unit) {
  if (!summary || summary.median === null) return summary ? 'n/a' : '';
  const format = UNITS[unit];
  const shown = format(summary.median);
  return summary.n > 1 && summary.min !== summary.max
    ? `${shown} (${format(summary.min)}–${format(summary.max)})`
    : shown;
}

const MARK = { true: '✔', false: '✖', null: '·' };

const HEADER = [
  'page',
  'figure',
  'app',
  'anchor',
  'app ÷ anchor',
  'goal',
  'met',
  'simulated: app',
  'anchor',
  'app ÷ anchor',
];

function cells(row) {
  return [
    row.page,
    row.figure,
    formatSpread(row.app, row.unit),
    formatSpread(row.anchor, row.unit),
    formatSpread(row.ratio, 'ratio'),
    row.goal ?? '',
    MARK[row.met],
    formatSpread(row.simulated?.app, row.unit),
    formatSpread(row.simulated?.anchor, row.unit),
    formatSpread(row.simulated?.ratio, 'ratio'),
  ];
}

const line = (values) => `| ${values.join(' | ')} |`;

/** The goals' tally, e.g. "7 of 13 goals met". */
export function tally(rows) {
  const judged = rows.filter((row) => row.met !== null);
  return `${judged.filter((row) => row.met).length} of ${judged.length} goals met`;
}

/**
 * @param {object[]} rows from goals.mjs
 * @param {{ title: string, notes: string[] }} context
 */
export function markdownReport(rows, { title, notes }) {
  return [
    `# ${title}`,
    '',
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((row) => line(cells(row))),
    '',
    `**${tally(rows)}.**`,
    '',
    ...notes.map((note) => `- ${note}`),
    '',
  ].join('\n');
}
