import { sql } from 'kysely';
import { ResultCode } from '../../../contract/error-codes';
import type { Database } from '../db/database';
import { failure, success } from './envelope';
import type { ErrorLog } from './error-handlers';

/** A check slower than this counts as the database being down. */
export const HEALTH_TIMEOUT_MS = 2000;

function withinTime<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * GET /api/health: asks the database a trivial query each time, so a load balancer stops sending
 * requests to an instance that cannot reach it (503) and sends them again once it can. The pool
 * opens new connections by itself; nothing needs resetting. Logs only when the state changes.
 */
export function healthCheck(db: Database, log: ErrorLog) {
  let down = false;
  return async () => {
    try {
      await withinTime(sql`SELECT 1`.execute(db.kysely), HEALTH_TIMEOUT_MS);
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
