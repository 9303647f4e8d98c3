import http from 'node:http';
import { performance } from 'node:perf_hooks';

const sharedAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, resolved with its latency in ms and its status. */
export function timedGet(
  port: number,
  path: string,
  apikey: string,
  agent = sharedAgent,
): Promise<[number, number]> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { apikey } },
      (response) => {
        response.resume();
        response.on('end', () => resolve([performance.now() - started, response.statusCode ?? 0]));
      },
    );
    request.on('error', reject);
  });
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Health every `everyMs` until stopped: its latencies and any status other than 200. */
export function probeHealth(port: number, apikey: string, everyMs = 50, path = '/api/health') {
  // A connection of its own per probe, as a load balancer's checks have.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let failures = 0;
  const state = { running: true };
  const done = (async () => {
    while (state.running) {
      const [ms, status] = await timedGet(port, path, apikey, agent).catch(() => [0, 0]);
      latencies.push(ms);
      if (status !== 200) failures += 1;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    stop: async () => {
      state.running = false;
      await done;
      agent.destroy();
      return { latencies, failures };
    },
  };
}
