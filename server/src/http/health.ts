import type { IncomingMessage, ServerResponse } from 'node:http';
import { ResultCode } from '../../../contract/error-codes';
import type { Database } from '../db/database';
import { failure, success } from './envelope';
import type { ErrorLog } from './error-handlers';

/** A readiness check slower than this counts as the database being unavailable. */
export const HEALTH_TIMEOUT_MS = 500;

/** Liveness: the process takes requests. Answered before the app (serve.ts), never by the database. */
export const LIVENESS_PATH = '/api/health/live';

const LIVE_ANSWER = JSON.stringify({
  header: { code: ResultCode.success, status: 'success', message: 'success' },
  body: { status: 'live' },
});

/** Whether `request` asks for liveness: GET or HEAD on its path, whatever its query. */
export const asksLiveness = ({ method, url = '' }: IncomingMessage): boolean =>
  (method === 'GET' || method === 'HEAD') && url.split('?', 1)[0] === LIVENESS_PATH;

export function answerLiveness(request: IncomingMessage, response: ServerResponse): void {
  response.writeHead(200, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': Buffer.byteLength(LIVE_ANSWER),
  });
  response.end(request.method === 'HEAD' ? undefined : LIVE_ANSWER);
}

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health, readiness: asks the database a trivial query each time, on a connection of its
 * own (db.ping: on PostgreSQL it does not wait for the pool the routes keep busy), so a load
 * balancer stops sending requests to an instance that cannot reach it within HEALTH_TIMEOUT_MS
 * (503) and sends them again once it can. Logs only when the state changes.
 */
export function healthCheck(db: Database, log: ErrorLog) {
  let down = false;
  return async () => {
    try {
      await withinTime(db.ping(HEALTH_TIMEOUT_MS), HEALTH_TIMEOUT_MS);
      down = false;
      return success({ status: 'ok' });
    } catch (error) {
      if (!down) log('health: the database is unreachable', error);
      down = true;
      return failure(503, ResultCode.serverError, 'the database is unreachable', {
        'Retry-After': '1',
      });
    }
  };
}
