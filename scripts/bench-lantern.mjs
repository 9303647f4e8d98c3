// node scripts/bench-lantern.mjs [--anchor] [path ...]: one mobile Lighthouse run of each path
// (default /?q=cat) on the built app (dist/, from `npm run build`) served by the real service,
// and with --anchor one of the Giphy anchor's page too, printing the nodes of Lighthouse's
// simulated LCP graphs (Lantern's optimistic and pessimistic estimates, whose mean is the LCP it
// reports) with their simulated start and end: which requests and tasks the figure waits for.
// Nodes the estimate leaves out (low-priority images: Lantern's LCP does not wait for them) are
// marked "not counted". CPU tasks under 10 ms are left out. docs/performance.md cites its output.
// --warm loads each path once in Lighthouse before the measured run, so the service has already
// answered its API requests and rendered its images (a first visit after a start is slower).
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { anchorDist } from './bench/anchor.mjs';
import { requireChromium } from './bench/chromium.mjs';
import { lighthouseResult } from './bench/lighthouse.mjs';
import { freePort, LocalService } from './bench/service.mjs';
import { StaticServer } from './bench/static-server.mjs';

const { values: options, positionals: paths } = parseArgs({
  options: {
    anchor: { type: 'boolean', default: false },
    warm: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const chromePath = requireChromium();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-lantern-'));
const service = new LocalService({
  port: await freePort(),
  dbPath: join(dataDir, 'sticker.db'),
  apiKeys: ['bench-key', 'e2e-key', 'local-dev-key'],
  label: 'sticker service',
});
const anchor = options.anchor ? new StaticServer(anchorDist(console.log)) : null;

function describe(node) {
  if (node.type !== 'network') return `cpu ${(node.duration / 1000).toFixed(1)} ms`;
  const { priority, resourceType, url, transferSize } = node.request;
  const counted = Lantern.Metrics.LargestContentfulPaint.isNotLowPriorityImageNode(node);
  const path = url.replace(/^https?:\/\/[^/]+/, '').slice(0, 100);
  return `${priority} ${resourceType} ${transferSize} B ${path}${counted ? '' : '  (not counted)'}`;
}

async function graphsOf(url) {
  const result = await lighthouseResult(url, chromePath);
  const metric = (id) => Math.round(result.lhr.audits[id].numericValue);
  console.log(
    `\n${url}: FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms`,
  );
  // Lantern adds the origin's median server time, as it observed it, to every simulated request.
  for (const { origin, serverResponseTime } of result.lhr.audits['network-server-latency'].details
    ?.items ?? []) {
    console.log(
      `  server time added to each request of ${origin}: ${serverResponseTime.toFixed(1)} ms`,
    );
  }
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (!/LargestContentfulPaint$/.test(label)) continue;
    console.log(`  ${label} (start, end in ms):`);
    const rows = [...timings]
      .filter(
        ([node, timing]) => node.type === 'network' || timing.endTime - timing.startTime >= 10,
      )
      .sort((a, b) => a[1].endTime - b[1].endTime);
    for (const [node, { startTime, endTime }] of rows) {
      const at = `${Math.round(startTime)}`.padStart(6) + `${Math.round(endTime)}`.padStart(6);
      console.log(`  ${at}  ${describe(node)}`);
    }
  }
  Lantern.Simulation.Simulator.allNodeTimings.clear();
}

try {
  await service.start();
  for (const path of paths.length > 0 ? paths : ['/?q=cat']) {
    await fetch(`${service.url}${path}`); // the service renders what a first visit needs once
    if (options.warm) {
      await lighthouseResult(`${service.url}${path}`, chromePath);
      Lantern.Simulation.Simulator.allNodeTimings.clear();
    }
    await graphsOf(`${service.url}${path}`);
  }
  if (anchor) await graphsOf(`${await anchor.start(await freePort())}/`);
} finally {
  await anchor?.stop();
  await service.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
