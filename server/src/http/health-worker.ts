import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { HEALTH_TIMEOUT_MS } from './health';

/** The main thread counts up this often; the worker calls the loop stuck when it stops. */
const BEAT_MS = 250;
/** A loop that has not counted for this long is stuck: liveness answers 503. */
export const STUCK_AFTER_MS = 5000;

// A thread of its own, with its own event loop and its own database connection: its answers
// never wait behind the requests the main thread is answering or the SQLite work it does there.
// Liveness also reads the main loop's heartbeat, so a stuck loop is not reported alive.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { heartbeat, port, hostname, sqliteFile, databaseUrl, timeoutMs, stuckAfterMs } = workerData;
const beats = new Int32Array(heartbeat);
let lastBeat = Atomics.load(beats, 0);
let lastChange = Date.now();
const loopAlive = () => {
  const beat = Atomics.load(beats, 0);
  if (beat !== lastBeat) { lastBeat = beat; lastChange = Date.now(); }
  return Date.now() - lastChange < stuckAfterMs;
};
let ping;
if (sqliteFile) {
  const Database = require(workerData.sqliteDriver);
  const db = new Database(sqliteFile, { readonly: true, fileMustExist: true, timeout: 0 });
  const statement = db.prepare('SELECT count(*) FROM sqlite_schema');
  ping = async () => { statement.get(); };
} else {
  const pg = require(workerData.pgDriver);
  // A connection that failed to open or broke is dropped, so the next check opens a new one.
  let client;
  const open = async () => {
    const fresh = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
    fresh.on('error', () => { client = undefined; });
    await fresh.connect();
    return fresh;
  };
  ping = async () => {
    const current = (client ??= open());
    try { await (await current).query('SELECT 1'); }
    catch (error) {
      if (client === current) client = undefined;
      current.then((stale) => stale.end()).catch(() => {});
      throw error;
    }
  };
}
const withinTime = (promise) => Promise.race([promise,
  new Promise((_, reject) => setTimeout(() => reject(new Error('late')), timeoutMs).unref())]);
const answer = (request, response, status, header, body) => {
  const json = JSON.stringify({ header, body });
  response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff', 'Content-Length': Buffer.byteLength(json),
    ...(status === 503 ? { 'Retry-After': '1' } : {}), ...(status === 405 ? { Allow: 'GET, HEAD' } : {}) });
  response.end(request.method === 'HEAD' ? undefined : json);
};
const server = http.createServer(async (request, response) => {
  const ok = (status) =>
    answer(request, response, 200, { code: '0000', status: 'success', message: 'success' }, { status });
  const down = (message) => answer(request, response, 503, { code: '1000', status: 'fail', message }, []);
  // GET or HEAD, whatever the query: a probe may add a cache buster.
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return answer(request, response, 405, { code: '4005', status: 'fail', message: 'GET or HEAD only' }, []);
  }
  const path = (request.url ?? '').split('?', 1)[0];
  if (path === '/api/health/live') return loopAlive() ? ok('live') : down('the service is stuck');
  if (path === '/api/health') {
    if (!loopAlive()) return down('the service is stuck');
    try { await withinTime(ping()); return ok('ok'); }
    catch { return down('the database is unreachable'); }
  }
  answer(request, response, 404, { code: '4004', status: 'fail', message: 'GET /api/health or /api/health/live' }, []);
});
server.keepAliveTimeout = 5000;
server.headersTimeout = 5000;
server.listen(port, hostname, () => parentPort.postMessage({ port: server.address().port }));
// Stopping ends the thread outright (a worker's process.exit ends the thread only): its database
// connection and the probes' keep-alive sockets would otherwise keep its loop running.
parentPort.once('message', () => { server.closeAllConnections(); process.exit(0); });
`;

export interface HealthServing {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves GET /api/health (readiness) and /api/health/live (liveness) on `port` from a worker
 * thread (HEALTH_PORT): the same answers as the main port's, but they never queue behind the
 * main thread's requests, which on SQLite include the database's work itself.
 */
export async function serveHealthOffThread({
  port,
  hostname,
  sqliteFile,
  databaseUrl,
}: {
  port: number;
  hostname?: string;
  sqliteFile?: string;
  databaseUrl?: string;
}): Promise<HealthServing> {
  const require = createRequire(import.meta.url);
  const heartbeat = new SharedArrayBuffer(4);
  const beats = new Int32Array(heartbeat);
  const beat = setInterval(() => Atomics.add(beats, 0, 1), BEAT_MS);
  beat.unref();
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: {
      heartbeat,
      port,
      hostname,
      sqliteFile,
      databaseUrl,
      sqliteDriver: require.resolve('better-sqlite3'),
      pgDriver: require.resolve('pg'),
      timeoutMs: HEALTH_TIMEOUT_MS,
      stuckAfterMs: STUCK_AFTER_MS,
    },
  });
  worker.unref();
  const listening = await new Promise<{ port: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  return {
    port: listening.port,
    close: async () => {
      clearInterval(beat);
      worker.postMessage('stop');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
