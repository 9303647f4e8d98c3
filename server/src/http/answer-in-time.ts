import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from './envelope';

/**
 * How long an API request may take before it is answered 503: a database host that stops
 * answering without closing its connections (a hung server, a dropped network path) would
 * otherwise leave every request on a pooled connection waiting until it comes back, and the
 * client with no answer at all. Requests take milliseconds.
 */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Hono's timeout middleware, answering in the envelope with Retry-After. */
export const answerInTime = (ms = REQUEST_TIMEOUT_MS) =>
  timeout(
    ms,
    () =>
      new HTTPException(503, {
        res: failure(503, ResultCode.serverError, 'the database did not answer in time: retry', {
          'Retry-After': '1',
        }),
      }),
  );
