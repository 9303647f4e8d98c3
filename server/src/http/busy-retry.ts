import Database from 'better-sqlite3';
import type { Context, Next } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from './envelope';

type Answer = Response | Promise<Response>;
type Route = (c: Context, next: Next) => Answer;

/** Waits between attempts, in ms: about half a second in all (and the lock waits) before 503. */
const BACKOFF_MS = [5, 10, 20, 40, 80, 120, 200];

// PostgreSQL's lock_not_available: a user's write lock not taken within its lock_timeout
// (repos/user-writes.ts).
const LOCK_NOT_AVAILABLE = '55P03';

/**
 * A lock was not taken within its (short) timeout: SQLite's busy timeout (another writer holds
 * the database) or a user's write lock on PostgreSQL (another write of that user holds it).
 */
export const isBusy = (error: unknown): boolean =>
  error instanceof Database.SqliteError
    ? error.code.startsWith('SQLITE_BUSY') || error.code.startsWith('SQLITE_LOCKED')
    : typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      error.code === LOCK_NOT_AVAILABLE;

async function retry(c: Context, next: Next, route: Route): Promise<Response> {
  for (const wait of BACKOFF_MS) {
    await sleep(wait);
    try {
      return await route(c, next);
    } catch (error) {
      if (!isBusy(error)) throw error;
    }
  }
  return failure(503, ResultCode.serverError, 'the database is busy: retry shortly', {
    'Retry-After': '1',
  });
}

/**
 * Runs the route; when the database is busy, runs it again later off the event loop (the busy
 * timeout is a few ms, see open-database.ts) instead of blocking. Each route's writes are one
 * statement or one transaction, so a busy attempt changed nothing.
 */
export const withBusyRetry =
  (route: Route): Route =>
  (c, next) => {
    try {
      const answer = route(c, next);
      return answer instanceof Promise
        ? answer.catch((error: unknown) => {
            if (!isBusy(error)) throw error;
            return retry(c, next, route);
          })
        : answer;
    } catch (error) {
      if (!isBusy(error)) throw error;
      return retry(c, next, route);
    }
  };
