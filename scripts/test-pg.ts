// npm run test:pg: the service's integration suite on PostgreSQL. Starts a throw-away cluster,
// runs the server tests with DATABASE_URL set (arguments go to Vitest) and stops the cluster at
// the end, on a failure or Ctrl-C too.
import { spawn } from 'node:child_process';
import { startCluster } from '../server/src/testing/pg-cluster';

const cluster = await startCluster();
console.log(`PostgreSQL test cluster on port ${cluster.port}`);
let code = 1;
try {
  const vitest = spawn('npx', ['vitest', 'run', 'server/test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: cluster.url },
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => vitest.kill(signal));
  }
  code = await new Promise<number>((resolve) =>
    vitest.once('exit', (status) => resolve(status ?? 1)),
  );
} finally {
  try {
    cluster.stop();
  } catch (error) {
    console.error(
      `stopping the test cluster failed: ${error instanceof Error ? error.message : ''}`,
    );
  }
}
process.exit(code);
