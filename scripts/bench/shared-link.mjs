// One phone link shared by everything the browser fetches, the page's requests and its service
// worker's alike: Lighthouse's devtools throttling slows each target on its own, so a worker's
// downloads never compete with the page there. Chromium is pointed at this forward proxy
// (`--proxy-server`, loopback included), which waits a fixed latency before each request and
// lets every response's bytes through one queue at the link's rate, 4 kB at a time, so
// responses arriving together share the link. Defaults: Lighthouse's devtools slow 4G.
import { createServer, request } from 'node:http';
import { once } from 'node:events';

const SLICE_BYTES = 4096;

/**
 * @param {{ bytesPerSecond?: number, latencyMs?: number }} [link]
 * @returns {Promise<{ url: string, chromeFlags: string[], close: () => Promise<void> }>}
 */
export async function startSharedLink({ bytesPerSecond = 184_320, latencyMs = 562.5 } = {}) {
  let linkFreeAt = 0;
  // Resolves when the link has carried `bytes` after everything queued before them.
  const carry = (bytes) => {
    const now = performance.now();
    linkFreeAt = Math.max(now, linkFreeAt) + (bytes / bytesPerSecond) * 1000;
    return new Promise((resolve) => setTimeout(resolve, linkFreeAt - now));
  };
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/');
    setTimeout(() => {
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method: incoming.method,
          headers: incoming.headers,
        },
        async (response) => {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          for await (const chunk of response) {
            for (let start = 0; start < chunk.length; start += SLICE_BYTES) {
              const slice = chunk.subarray(start, start + SLICE_BYTES);
              await carry(slice.length);
              outgoing.write(slice);
            }
          }
          outgoing.end();
          // SHARED_LINK_LOG=1: when each response had crossed the link, to read the order.
          if (process.env.SHARED_LINK_LOG)
            process.stderr.write(`link ${Math.round(performance.now())} ms ${target.pathname}\n`);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    }, latencyMs);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    url,
    chromeFlags: [`--proxy-server=${url}`, '--proxy-bypass-list=<-loopback>'],
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

/** Lighthouse's devtools throttling with the network left to the shared link: only 4× CPU. */
export const CPU_ONLY_THROTTLING = {
  rttMs: 0,
  throughputKbps: 0,
  requestLatencyMs: 0,
  downloadThroughputKbps: 0,
  uploadThroughputKbps: 0,
  cpuSlowdownMultiplier: 4,
};
