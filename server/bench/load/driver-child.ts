import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createMix, type MixRequest } from './mix';
import { percentile } from './probes';

interface Job {
  port: number;
  apiKey: string;
  words: string[];
  seconds: number;
  connections: number;
  /** Requests a second offered in all; 0 sends each as soon as the last is answered. */
  rate: number;
  /** Share of writes in the mix (0.3 unless given). */
  writeShare?: number;
}

const TIMEOUT_MS = 10_000;

/**
 * The mixed load in its own process. Offered at a rate, requests arrive as a Poisson process
 * (independent users): a load tool that sends each connection's quota at the top of every
 * second (autocannon's overallRate does) turns 1,000 req/s into a burst of 1,000 every second,
 * which no population of independent clients produces. Latency counts from the moment a request
 * was due, so time spent waiting for one of the connections is counted too.
 */
process.once('message', (job: Job) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const next = createMix(job.words, 11, job.writeShare);
  const latencies: number[] = [];
  const counts = { errors: 0, timeouts: 0, non2xx: 0 };
  let inFlight = 0;

  const send = ({ method, path }: MixRequest, dueAt: number): Promise<void> => {
    inFlight += 1;
    return new Promise<void>((resolve) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: job.port,
          path,
          method,
          agent,
          timeout: TIMEOUT_MS,
          headers: { apikey: job.apiKey, ...(method === 'GET' ? {} : { 'content-length': 0 }) },
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - dueAt);
            const status = response.statusCode ?? 0;
            if (status < 200 || status > 299) counts.non2xx += 1;
            resolve();
          });
        },
      );
      request.on('timeout', () => {
        counts.timeouts += 1;
        request.destroy();
      });
      request.on('error', () => {
        counts.errors += 1;
        resolve();
      });
      request.end();
    }).finally(() => {
      inFlight -= 1;
    });
  };

  const started = performance.now();
  const endsAt = started + job.seconds * 1000;

  const offered = async () => {
    const meanGapMs = 1000 / job.rate;
    let dueAt = started;
    while (dueAt < endsAt) {
      const now = performance.now();
      while (dueAt <= now && dueAt < endsAt) {
        void send(next(), dueAt);
        dueAt += -Math.log(1 - Math.random()) * meanGapMs;
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, dueAt - now)));
    }
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  const closedLoop = () =>
    Promise.all(
      Array.from({ length: job.connections }, async () => {
        while (performance.now() < endsAt) await send(next(), performance.now());
      }),
    );

  void (job.rate > 0 ? offered() : closedLoop()).then(() => {
    const seconds = (performance.now() - started) / 1000;
    process.send?.({
      requests: latencies.length,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.reduce((most, ms) => Math.max(most, ms), 0),
      ...counts,
    });
    agent.destroy();
    process.disconnect();
  });
});
