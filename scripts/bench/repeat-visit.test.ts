import { describe, expect, it } from 'vitest';
import {
  documentFromWorker,
  networkBytes,
  networkRequests,
  pairedSchedule,
  repeatVisitRows,
  requestMs,
  workerRequestsForPage,
  type NetworkEvent,
} from './repeat-visit-figures.mjs';
import { repeatVisitMarkdown } from './repeat-visit-report.mjs';

const page = 'http://127.0.0.1:4000/?q=cat';
const api = 'http://127.0.0.1:4000/api/messenger/v1/search?q=cat';

/** One request's CDP events: sent at `sentAt` s, finished at `finishedAt` s. */
function request(
  requestId: string,
  url: string,
  response: { fromServiceWorker?: boolean; fromDiskCache?: boolean; type?: string },
  encodedDataLength: number,
  [sentAt, finishedAt] = [1, 2],
): NetworkEvent[] {
  const { type = 'Fetch', ...flags } = response;
  return [
    {
      method: 'Network.requestWillBeSent',
      params: { requestId, request: { url }, timestamp: sentAt },
    },
    {
      method: 'Network.responseReceived',
      params: { requestId, type, response: { url, status: 200, ...flags } },
    },
    {
      method: 'Network.loadingFinished',
      params: { requestId, encodedDataLength, timestamp: finishedAt },
    },
  ];
}

describe('a repeat visit’s network records', () => {
  const withWorker = [
    ...request('1', page, { type: 'Document', fromServiceWorker: true }, 0),
    ...request('2', api, { fromServiceWorker: true }, 1300, [1.5, 2.1]),
  ];
  const httpCacheOnly = [
    ...request('1', page, { type: 'Document' }, 230),
    ...request('2', 'http://127.0.0.1:4000/assets/app.js', { fromDiskCache: true }, 0),
    ...request('3', api, {}, 1300, [1.5, 2.1]),
  ];

  it('tells a page its worker answered from one the network answered', () => {
    expect(documentFromWorker(withWorker, page)).toBe(true);
    expect(documentFromWorker(httpCacheOnly, page)).toBe(false);
    expect(documentFromWorker(withWorker, 'http://127.0.0.1:4000/other')).toBe(false);
  });

  it('counts only what crossed the network, not what a worker or the cache gave', () => {
    expect(networkBytes(withWorker)).toBe(0);
    expect(networkBytes(httpCacheOnly)).toBe(1530);
    expect(networkRequests(httpCacheOnly).map((r) => [r.bytes, r.fromCache])).toEqual([
      [230, false],
      [0, true],
      [1300, false],
    ]);
  });

  it('counts the worker’s fetches for the page’s requests, not its later ones', () => {
    const workerLog = [
      ...request('w1', api, {}, 1300),
      ...request('w2', 'http://127.0.0.1:4000/api/images/cat.svg?d=128x128', {}, 1800),
    ];
    expect(workerRequestsForPage(withWorker, workerLog).map((r) => [r.url, r.bytes])).toEqual([
      [api, 1300],
    ]);
    expect(workerRequestsForPage(httpCacheOnly, workerLog)).toEqual([]);
  });

  it('leaves out a load that never finished', () => {
    const unfinished = request('9', api, {}, 5000).slice(0, 2);
    expect(networkBytes([...httpCacheOnly, ...unfinished])).toBe(1530);
  });

  it('times the first matching request as the page saw it', () => {
    expect(requestMs(withWorker, (url) => url.includes('/api/'))).toBeCloseTo(600);
    expect(requestMs(withWorker, (url) => url.includes('/nothing/'))).toBeNaN();
  });
});

describe('the A/B order', () => {
  it('runs each page’s A and B back to back, who goes first alternating', () => {
    const runs = pairedSchedule(['search', 'pack'], 2);
    expect(runs.map((run) => `${run.round}${run.pageId}:${run.variant}`)).toEqual([
      '0search:worker',
      '0search:http-cache',
      '0pack:worker',
      '0pack:http-cache',
      '1search:http-cache',
      '1search:worker',
      '1pack:http-cache',
      '1pack:worker',
    ]);
  });
});

describe('the A/B figures', () => {
  const run = (lcpMs: number, networkBytes: number) => ({
    lcpMs,
    tbtMs: 100,
    fcpMs: 900,
    networkBytes,
    apiReadMs: 600,
  });
  // Medians 2,000 and 2,000 would say 1×; the pairs say A is 0.5× in two rounds of three.
  const runs = {
    worker: [run(1000, 2000), run(2000, 2000), run(3000, 0)],
    'http-cache': [run(2000, 2300), run(4000, 2300), run(1500, 2300)],
  };

  it('compares A and B pair by pair, not their medians', () => {
    const lcp = repeatVisitRows(runs).find((row) => row.figure === 'LCP');
    expect(lcp?.worker.median).toBe(2000);
    expect(lcp?.httpCache.median).toBe(2000);
    expect(lcp?.ratio).toEqual({ median: 0.5, min: 0.5, max: 2, n: 3 });
  });

  it('shows every pair with its order, the worker check and the load', () => {
    const withChecks = Object.fromEntries(
      Object.entries(runs).map(([variant, list]) => [
        variant,
        list.map((r, i) => ({ ...r, documentFromWorker: i !== 2, controlled: true, load1: 3 })),
      ]),
    );
    const markdown = repeatVisitMarkdown(
      { search: withChecks },
      [{ id: 'search', label: '/?q=cat' }],
      ['a note'],
    );
    expect(markdown).toContain(
      '| LCP | 2.00 s (1.00 s–3.00 s) | 2.00 s (1.50 s–4.00 s) | 0.50× (0.50×–2.00×) |',
    );
    expect(markdown).toMatch(/\| 2 \| B \| 2\.00 s \| 4\.00 s \| 0\.50× \|.*\| ✔ \| 3\.0, 3\.0 \|/);
    expect(markdown).toMatch(/\| 3 \| A \| 3\.00 s \| 1\.50 s \| 2\.00× \|.*\| ✖ \|/);
    expect(markdown).toContain('- a note');
  });
});
