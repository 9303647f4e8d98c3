import autocannon from 'autocannon';
import { createMix } from './mix';

interface Job {
  port: number;
  apiKey: string;
  words: string[];
  seconds: number;
  connections: number;
  /** Requests a second offered in all; 0 sends each as soon as the last is answered. */
  rate: number;
}

/** Runs the mixed load with autocannon in its own process and sends back the summary. */
process.once('message', (job: Job) => {
  const next = createMix(job.words);
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${job.port}`,
      connections: job.connections,
      ...(job.rate > 0 ? { overallRate: job.rate } : {}),
      duration: job.seconds,
      timeout: 10,
      headers: { apikey: job.apiKey },
      requests: [
        {
          setupRequest: (request) => {
            const { method, path } = next();
            return { ...request, method, path };
          },
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      process.send?.({
        requests: result.requests.total,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      });
      process.disconnect();
    },
  );
  process.once('disconnect', () => instance.stop());
});
