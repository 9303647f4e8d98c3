import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResultCode, type ResultCodeValue } from '../../../src/api/schemas/error-codes';

const successHeader = { code: ResultCode.success, status: 'success', message: 'success' } as const;

/** Operations that return no data answer with this body. */
export const EMPTY: readonly never[] = Object.freeze([]);

export function success(c: Context, body: unknown): Response {
  return c.json({ header: successHeader, body });
}

/** A success that the client should still notice, e.g. a repeated purchase. */
export function warning(c: Context, code: ResultCodeValue, message: string): Response {
  return c.json({ header: { code, status: 'warning', message }, body: EMPTY });
}

export function failure(
  c: Context,
  status: ContentfulStatusCode,
  code: ResultCodeValue,
  message: string,
): Response {
  return c.json({ header: { code, status: 'fail', message }, body: EMPTY }, status);
}
