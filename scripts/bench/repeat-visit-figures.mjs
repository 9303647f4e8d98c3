// What a repeat visit's network records say (CDP Network events, as Lighthouse's DevtoolsLog holds
// them): whether the service worker answered the page, how many bytes crossed the network, how long
// a request took as the page saw it; and the order of the A/B runs.
import { pairedRatio, spread } from './stats.mjs';

/** A: the app as shipped, its service worker installed; B: the same build, HTTP cache only. */
export const VARIANTS = ['worker', 'http-cache'];

/**
 * Round by round, every page's A and B back to back, their order alternating between rounds, so
 * both see the same machine load and neither always goes first.
 * @param {string[]} pageIds
 * @param {number} rounds
 */
export function pairedSchedule(pageIds, rounds) {
  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? VARIANTS : [...VARIANTS].reverse();
    for (const pageId of pageIds) {
      for (const variant of order) runs.push({ round, pageId, variant });
    }
  }
  return runs;
}

const eventsOf = (log, method) => log.filter((event) => event.method === method);

/** Whether the response to the page's own URL (the navigation) came from a service worker. */
export function documentFromWorker(log, documentUrl) {
  const document = eventsOf(log, 'Network.responseReceived').find(
    ({ params }) => params.type === 'Document' && params.response.url === documentUrl,
  );
  return document?.params.response.fromServiceWorker === true;
}

/**
 * Every finished load with the bytes that crossed the network for it (headers included, as
 * encoded): 0 for one answered from the HTTP cache or by a service worker (what the worker
 * fetched for it is in the worker's own records; what it took from its cache crossed nothing).
 */
export function networkRequests(log) {
  const responses = new Map(
    eventsOf(log, 'Network.responseReceived').map(({ params }) => [params.requestId, params]),
  );
  return eventsOf(log, 'Network.loadingFinished').flatMap(({ params }) => {
    const response = responses.get(params.requestId)?.response;
    if (!response) return [];
    const fromWorker = response.fromServiceWorker === true;
    return [
      {
        url: response.url,
        status: response.status,
        fromWorker,
        fromCache: response.fromDiskCache === true,
        bytes: fromWorker ? 0 : params.encodedDataLength,
      },
    ];
  });
}

/** What crossed the network in all, by `networkRequests`. */
export function networkBytes(log) {
  return networkRequests(log).reduce((sum, request) => sum + request.bytes, 0);
}

/**
 * What a service worker fetched over the network for the page's requests it answered. Its other
 * fetches (after the measured load, when Lighthouse resets the screen and the page asks for other
 * image sizes) are not the measured visit's.
 */
export function workerRequestsForPage(pageLog, workerLog) {
  const answered = new Set(
    networkRequests(pageLog)
      .filter((request) => request.fromWorker)
      .map((request) => request.url),
  );
  return networkRequests(workerLog).filter((request) => answered.has(request.url));
}

/** From the first request whose URL `matches` being sent to its last byte, in ms; NaN if none. */
export function requestMs(log, matches) {
  const sent = eventsOf(log, 'Network.requestWillBeSent').find(({ params }) =>
    matches(params.request.url),
  );
  if (!sent) return Number.NaN;
  const finished = eventsOf(log, 'Network.loadingFinished').find(
    ({ params }) => params.requestId === sent.params.requestId,
  );
  return finished ? (finished.params.timestamp - sent.params.timestamp) * 1000 : Number.NaN;
}

/** The figures compared, each as A and B's medians and the median of the pairs' A ÷ B. */
export const FIGURES = [
  { key: 'lcpMs', name: 'LCP', unit: 'ms' },
  { key: 'tbtMs', name: 'TBT', unit: 'ms' },
  { key: 'blockingFromStartMs', name: 'blocking time from the start', unit: 'ms' },
  { key: 'mainThreadQuietMs', name: 'main thread quiet', unit: 'ms' },
  { key: 'fcpMs', name: 'FCP', unit: 'ms' },
  { key: 'networkBytes', name: 'bytes over the network', unit: 'kB' },
  { key: 'documentMs', name: 'the page’s HTML, as the page saw it', unit: 'ms' },
  { key: 'apiReadMs', name: 'first API read, as the page saw it', unit: 'ms' },
];

/**
 * @param {{ worker: object[], 'http-cache': object[] }} runs one page's runs, round by round
 */
export function repeatVisitRows(runs) {
  return FIGURES.map(({ key, name, unit }) => {
    const a = runs.worker.map((run) => run[key]);
    const b = runs['http-cache'].map((run) => run[key]);
    return {
      figure: name,
      unit,
      worker: spread(a),
      httpCache: spread(b),
      ratio: pairedRatio(a, b),
    };
  });
}
