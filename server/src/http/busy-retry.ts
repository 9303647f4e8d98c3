import Database from 'better-sqlite3';
import type { Context, Next } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from './envelope';

type Answer = Response | Promise<Response>;
type Route = (c: Context, next: Next) => Answer;

/** Waits between attempts, in ms: about half a second in all before answering 503. */
const BACKOFF_MS = [5, 10, 20, 40, 80, 120, 200];

/** SQLite could not take a lock within the (short) busy timeout: another writer holds it. */
export const isBusy = (error: unknown): boolean =>
  error instanceof Database.SqliteError &&
  (error.code.startsWith('SQLITE_BUSY') || error.code.startsWith('SQLITE_LOCKED'));

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
