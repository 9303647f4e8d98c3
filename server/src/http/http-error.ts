import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResultCode, type ResultCodeValue } from '../../../contract/error-codes';

/** An error the client caused or may see; the error handler turns it into an envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ResultCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) =>
  new HttpError(400, ResultCode.invalidParameter, message);

export const notFound = (message: string) => new HttpError(404, ResultCode.notFound, message);
