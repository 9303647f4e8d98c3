// How long a new user waits on `npm start`'s service: the service on a fresh SQLite file
// (migrated, seeded with the real catalogue, its search index built) until /api/health answers,
// and how large the file is once it has stopped. `npm run bench:first-start -- --runs 3`.
import { rmSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { freePort, LocalService, tempDatabasePath } from './bench/service.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

const seconds = [];
for (let run = 1; run <= runs; run += 1) {
  const dbPath = tempDatabasePath('first-start');
  const service = new LocalService({ port: await freePort(), dbPath, apiKeys: ['bench'] });
  const started = performance.now();
  await service.start();
  seconds.push((performance.now() - started) / 1000);
  await service.stop();
  const sizeOf = (path) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;
  const megabytes = (sizeOf(dbPath) + sizeOf(`${dbPath}-wal`)) / 1e6;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  console.log(`run ${run}: ${seconds.at(-1).toFixed(1)} s, ${megabytes.toFixed(0)} MB`);
}
const sorted = [...seconds].sort((a, b) => a - b);
console.log(`median of ${runs}: ${sorted[Math.floor((runs - 1) / 2)].toFixed(1)} s`);
