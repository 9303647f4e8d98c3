import { addMapping, GenMapping, toEncodedMap } from '@jridgewell/gen-mapping';
import { describe, expect, it } from 'vitest';
import { gzipBySource } from './js-by-source.mjs';
import { gzip9 } from './js-weight.mjs';
import { browserRows, lighthouseRows, type Run } from './goals.mjs';
import { schedule } from './interleave.mjs';
import { mainThreadQuietMs } from './main-thread.mjs';
import { formatSpread, markdownReport, tally } from './report.mjs';
import { pairedRatio, quantile, spread } from './stats.mjs';

describe('stats', () => {
  it('interpolates quantiles between ranks', () => {
    expect(quantile([10, 0, 20, 30], 0.5)).toBe(15);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).toBeCloseTo(9.1);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('leaves runs without the figure out of the spread', () => {
    expect(spread([3, Number.NaN, 1, 2])).toEqual({ median: 2, min: 1, max: 3, n: 3 });
    expect(spread([Number.NaN])).toEqual({ median: null, min: null, max: null, n: 0 });
  });

  it('takes the ratio round by round, not of the medians', () => {
    // Medians 4 and 2 would give 2×; the rounds' own ratios are 0.5, 2 and 0.5.
    expect(pairedRatio([1, 4, 9], [2, 2, 18])).toEqual({ median: 0.5, min: 0.5, max: 2, n: 3 });
    expect(pairedRatio([1, Number.NaN, 3], [2, 2, 0]).n).toBe(1);
  });
});

describe('schedule', () => {
  const runs = schedule(['search', 'home', 'pack', 'anchor'], 2);

  it('measures the app and the anchor back to back, their order alternating', () => {
    const first = runs.filter((run) => run.round === 0 && run.throttling === 'devtools');
    const second = runs.filter((run) => run.round === 1 && run.throttling === 'devtools');
    expect(first.map((run) => run.pageId)).toEqual(['search', 'anchor', 'home', 'pack']);
    expect(second.map((run) => run.pageId)).toEqual(['anchor', 'search', 'home', 'pack']);
  });

  it('runs every page once a round with each method, the real browser first', () => {
    expect(runs).toHaveLength(2 * 2 * 4);
    expect(runs.slice(0, 4).every((run) => run.throttling === 'devtools')).toBe(true);
    expect(runs.slice(4, 8).every((run) => run.throttling === 'simulate')).toBe(true);
  });

  it('measures a page alone when the anchor is not asked for', () => {
    expect(schedule(['home'], 1, ['devtools']).map((run) => run.pageId)).toEqual(['home']);
  });
});

describe('main thread quiet', () => {
  it('is FCP when no long task follows it within the window', () => {
    expect(mainThreadQuietMs([{ start: 100, end: 400 }], 500)).toBe(500);
    expect(mainThreadQuietMs([{ start: 6000, end: 6100 }], 500)).toBe(500);
  });

  it('ends with the last long task before five quiet seconds', () => {
    const tasks = [
      { start: 900, end: 1000 },
      { start: 3000, end: 3200 },
      { start: 9000, end: 9100 },
    ];
    expect(mainThreadQuietMs(tasks, 800)).toBe(3200);
  });

  it('waits for a task that spans FCP, and for a quiet tail of any length', () => {
    expect(mainThreadQuietMs([{ start: 700, end: 1200 }], 1000)).toBe(1200);
    expect(mainThreadQuietMs([{ start: 4000, end: 4100 }], 1000)).toBe(4100);
  });
});

const runsOf = (figures: Partial<Record<string, number[]>>): Run[] => {
  const length = Math.max(...Object.values(figures).map((values) => values?.length ?? 0));
  return Array.from({ length }, (_, i) =>
    Object.fromEntries(Object.entries(figures).map(([key, values]) => [key, values?.[i]])),
  );
};

describe('goals', () => {
  const app = runsOf({
    lcpMs: [1200, 1300, 1250],
    mainThreadQuietMs: [2300, 2400, 2200],
    tbtMs: [90, 120, 80],
    cls: [0, 0.0004, 0],
    jsGzip: [116_000, 116_000, 116_000],
    pageBytes: [150_000, 150_000, 150_000],
  });
  const anchor = runsOf({
    lcpMs: [2000, 2000, 2000],
    mainThreadQuietMs: [3000, 3000, 3000],
    pageBytes: [140_000, 140_000, 140_000],
  });
  const rows = lighthouseRows(
    {
      devtools: { search: app, anchor, home: runsOf({ cls: [0, 0.002], tbtMs: [50, 60] }) },
      simulate: { search: runsOf({ lcpMs: [900] }), anchor: runsOf({ lcpMs: [1000] }), home: [] },
    },
    [
      { id: 'search', label: '/?q=cat' },
      { id: 'home', label: '/' },
    ],
  );
  const row = (page: string, figure: string) =>
    rows.find((r) => r.page === page && r.figure === figure);

  it('judges the real browser against the anchor on /?q=cat', () => {
    expect(row('/?q=cat', 'LCP')).toMatchObject({ goal: '≤ 0.6× anchor', met: false });
    expect(row('/?q=cat', 'LCP')?.ratio?.median).toBe(0.625);
    expect(row('/?q=cat', 'main thread quiet')).toMatchObject({ met: true });
    expect(row('/?q=cat', 'page bytes')?.met).toBe(true);
    expect(row('/?q=cat', 'LCP')?.simulated?.ratio?.median).toBe(0.9);
  });

  it('holds every page to TBT, CLS and JS, and the anchor ratios to /?q=cat only', () => {
    expect(row('/?q=cat', 'TBT')?.met).toBe(true);
    expect(row('/?q=cat', 'CLS')?.met).toBe(true);
    expect(row('/', 'CLS')?.met).toBe(false);
    expect(row('/?q=cat', 'JS before interactive, gzip -9')?.met).toBe(false);
    expect(row('/', 'LCP')).toMatchObject({ anchor: null, ratio: null, goal: null, met: null });
  });

  it('does not meet a goal whose figure is missing', () => {
    expect(row('/', 'JS before interactive, gzip -9')).toMatchObject({ met: false });
    expect(row('/', 'JS before interactive, gzip -9')?.app.n).toBe(0);
  });

  it('needs 2,000 results loaded before it judges the DOM', () => {
    const tiles = { deviceScaleFactor: 2.625, images: 30, medianBytes: 7000, p90Bytes: 17_000 };
    const [median, p90, dom] = browserRows({ tiles, scroll: { loaded: 1500, domNodes: 400 } });
    expect(median?.met).toBe(true);
    expect(p90?.met).toBe(false);
    expect(dom?.met).toBe(false);
    expect(browserRows({ scroll: { loaded: 2000, domNodes: 790 } })[0]?.met).toBe(true);
  });

  it('reports each goal with its mark and counts the goals met', () => {
    const markdown = markdownReport(rows, { title: 'bench:web', notes: ['a note'] });
    expect(markdown).toMatch(
      /\| \/\?q=cat \| LCP \| 1\.25 s \(1\.20 s–1\.30 s\) \| 2\.00 s \|.*\| ✖ \|/,
    );
    expect(markdown).toContain('- a note');
    // /?q=cat: LCP and JS missed; /: CLS missed, JS not measured.
    expect(tally(rows)).toBe('5 of 9 goals met');
    expect(formatSpread({ median: 0.0004, min: 0, max: 0.0004, n: 3 }, 'cls')).toBe(
      '0.000 (0.000–0.000)',
    );
  });
});

describe('gzipBySource', () => {
  // One line of "built" code: 2,000 bytes from a.ts, then 200 from b.ts.
  const big = 'x=' + Array.from({ length: 400 }, (_, i) => `${i * 7919}`).join(',') + ';';
  const code = big.slice(0, 2000) + 'y=1;'.repeat(50);
  const map = new GenMapping({ file: 'chunk.js' });
  addMapping(map, {
    generated: { line: 1, column: 0 },
    source: '../../src/a.ts',
    original: { line: 1, column: 0 },
  });
  addMapping(map, {
    generated: { line: 1, column: 2000 },
    source: '../../../../work/main/contract/b.ts',
    original: { line: 1, column: 0 },
  });
  const shares = gzipBySource(code, JSON.stringify(toEncodedMap(map)));

  it('gives each source its part of the chunk, the shares adding up to the chunk gzip -9 size', () => {
    expect(shares.map(({ source }) => source)).toEqual(['src/a.ts', 'contract/b.ts']);
    const [a, b] = shares.map(({ gzip }) => gzip);
    expect(a).toBeGreaterThan((b ?? Infinity) * 5);
    const sum = shares.reduce((total, { gzip }) => total + gzip, 0);
    expect(sum).toBeCloseTo(gzip9(code), 6);
  });
});
