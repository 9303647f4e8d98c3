// Compares the web benchmark's figures with the goals and prints them as one table.
import { budgets } from './bundle.mjs';

const fmt = {
  kb: (v) => `${v.toFixed(1)} kB`,
  ms: (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`),
  int: (v) => String(Math.round(v)),
  cls: (v) => v.toFixed(3),
  bytes: (v) => `${(v / 1000).toFixed(2)} kB`,
};

function row(figure, value, format, goal, ok) {
  const missing = value === null || value === undefined || Number.isNaN(value);
  return {
    figure,
    value: missing ? null : value,
    shown: missing ? 'n/a' : format(value),
    goal,
    ok: missing ? false : ok(value),
  };
}

export function evaluate(report) {
  const rows = [
    row(
      'First-load JS (entry + preloads + first route), gzip',
      report.bundle.firstLoadKb,
      fmt.kb,
      `≤ ${budgets.firstLoadKb} kB`,
      (v) => v <= budgets.firstLoadKb,
    ),
    ...report.bundle.routeChunks.map((c) =>
      row(
        `Route chunk ${c.routes.join('+')} (${c.file.replace('/assets/', '')}), gzip`,
        c.kb,
        fmt.kb,
        `≤ ${budgets.routeChunkKb} kB`,
        (v) => v <= budgets.routeChunkKb,
      ),
    ),
  ];
  for (const [name, lh] of Object.entries(report.lighthouse)) {
    const label = `Lighthouse ${name} ${lh.path}`;
    rows.push(
      row(`${label}: median score`, lh.medianScore, fmt.int, '≥ 98', (v) => v >= 98),
      row(`${label}: min score`, lh.minScore, fmt.int, '≥ 95 every run', (v) => v >= 95),
      row(`${label}: median LCP`, lh.medianLcpMs, fmt.ms, '≤ 1.8 s', (v) => v <= 1800),
      row(`${label}: median TBT`, lh.medianTbtMs, fmt.ms, '≤ 100 ms', (v) => v <= 100),
      row(`${label}: median CLS`, lh.medianCls, fmt.cls, '≤ 0.01', (v) => v <= 0.01),
    );
  }
  const { scroll, tiles, wire, typing, revisit } = report;
  const firstLoad = new Set(report.bundle.firstLoadFiles.map((f) => f.file));
  const onWire = (files) => ({
    kb: files.reduce((sum, file) => sum + file.encodedBytes, 0) / 1000,
    encodings: [...new Set(files.map((file) => file.encoding))].join(', '),
  });
  const wireFirstLoad = onWire(wire.files.filter((file) => firstLoad.has(file.path)));
  const wireAll = onWire(wire.files);
  rows.push(
    row(
      `First-load JS as sent loading /?q=cat (${firstLoad.size} files, ${wireFirstLoad.encodings})`,
      wireFirstLoad.kb,
      fmt.kb,
      `≤ ${budgets.firstLoadKb} kB (the budget, measured in gzip)`,
      (v) => v <= budgets.firstLoadKb,
    ),
    row(
      `All JS sent until /?q=cat shows results (${wire.files.length} files, ${wireAll.encodings})`,
      wireAll.kb,
      fmt.kb,
      '(reported: adds the lazy data layer and grid)',
      () => true,
    ),
    row(
      `DOM nodes with ${scroll.target} results loaded (q=${scroll.query})`,
      scroll.domNodes,
      fmt.int,
      '≤ 800',
      (v) => v <= 800,
    ),
    row(
      'Repeated page requests during the long scroll',
      scroll.duplicateRequests,
      fmt.int,
      '0 (one request a page)',
      (v) => v === 0,
    ),
    row(
      `Time to load ${scroll.target} results, scrolling every 150 ms`,
      scroll.loadMs,
      fmt.ms,
      '≤ 20 s',
      (v) => v <= 20_000,
    ),
    row(
      `Sticker tile image, median (d=${tiles.sizes.join(',')})`,
      tiles.medianBytes,
      fmt.bytes,
      '≤ 10 kB',
      (v) => v <= 10_000,
    ),
    row('Sticker tile image, 90th percentile', tiles.p90Bytes, fmt.bytes, '(reported)', () => true),
    row(
      `Search requests while typing '${typing.word}'`,
      typing.searchRequests,
      fmt.int,
      '1 (one per settled query)',
      (v) => v === 1,
    ),
    row(
      `All API requests while typing '${typing.word}'`,
      typing.apiRequests,
      fmt.int,
      '(reported)',
      () => true,
    ),
    row(
      `API requests on a warm revisit of ${revisit.route}`,
      revisit.apiRequests,
      fmt.int,
      '0',
      (v) => v === 0,
    ),
  );
  return rows;
}

export function printTable(report) {
  const rows = report.checks;
  const width = Math.max(...rows.map((r) => r.figure.length));
  const valueWidth = Math.max(...rows.map((r) => r.shown.length));
  const lines = rows.map(
    (r) =>
      `${r.ok ? '✔' : '✖'} ${r.figure.padEnd(width)}  ${r.shown.padStart(valueWidth)}  ${r.goal}`,
  );
  const header = `  ${'figure'.padEnd(width)}  ${'value'.padStart(valueWidth)}  goal`;
  console.log(['', header, '-'.repeat(header.length + 10), ...lines].join('\n'));
  const notes = [
    ...Object.entries(report.lighthouse).map(
      ([name, lh]) => `Lighthouse ${name} runs: ${lh.runs.map((r) => r.score).join(', ')}`,
    ),
    `Long scroll: ${report.scroll.loaded} of ${report.scroll.totalCount} results for q=${report.scroll.query} in ${report.scroll.requests} requests` +
      ` (median ${Math.round(report.scroll.medianRequestMs ?? 0)} ms a request, ${Math.round(report.scroll.medianGapMs ?? 0)} ms from one page's arrival to the next request)`,
    `Typing requests: ${report.typing.requests.join(' | ') || 'none'}`,
    `Revisit requests: ${report.revisit.requests.join(' | ') || 'none'}`,
    `Machine: ${report.machine.cpus} cores, node ${report.machine.node}, load average (1 min) ` +
      `${report.machine.loadAtStart} at the start, ${report.machine.loadAtEnd} at the end`,
  ];
  console.log(`\n${notes.join('\n')}`);
  const failed = rows.filter((r) => !r.ok).length;
  console.log(`\n${rows.length - failed} of ${rows.length} figures meet their goal`);
}
