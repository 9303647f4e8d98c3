import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from './envelope';
import { HttpError } from './http-error';

export type ErrorLog = (message: string, error: unknown) => void;

/**
 * Node's error for a request body cut short: the client closed the socket, or sent framing Node
 * refused (guards/node-refusals.ts answers and logs that). The client's fault, not the service's.
 */
const bodyCutShort = (error: Error): boolean =>
  error.message === 'aborted' && 'code' in error && error.code === 'ECONNRESET';

/** Every failure answers with an envelope; internal details go to the log, never to the client. */
export function errorHandler(log: ErrorLog): ErrorHandler {
  return (error: Error, c: Context) => {
    if (error instanceof HttpError) return failure(error.status, error.code, error.message);
    // A middleware's own answer (answer-in-time.ts): already in the envelope.
    if (error instanceof HTTPException && error.res) return error.getResponse();
    if (bodyCutShort(error)) {
      return failure(400, ResultCode.invalidParameter, 'the request body was cut short');
    }
    if (error instanceof HTTPException && error.status < 500) {
      return failure(400, ResultCode.invalidParameter, 'the request could not be read');
    }
    log(`${c.req.method} ${c.req.path} failed`, error);
    return failure(500, ResultCode.serverError, 'server error: the data could not be read');
  };
}

export const notFoundHandler: NotFoundHandler = (c) =>
  failure(404, ResultCode.notFound, `no operation at ${c.req.method} ${c.req.path}`);
