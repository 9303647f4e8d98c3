import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResultCode, type ResultCodeValue } from '../../../contract/error-codes';

const successHeader = { code: ResultCode.success, status: 'success', message: 'success' } as const;

// Every API answer is user-specific or an error: never cached.
const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

/** Operations that return no data answer with this body. */
export const EMPTY: readonly never[] = Object.freeze([]);

const send = (json: string, status: ContentfulStatusCode = 200, headers = JSON_HEADERS) =>
  new Response(json, { status, headers });

export function success(body: unknown): Response {
  return send(JSON.stringify({ header: successHeader, body }));
}

/**
 * A success that states its length. compress() only knows an answer is under its threshold by its
 * Content-Length: without one it gzips even a few hundred bytes, which costs more than it saves
 * on an answer asked for at every keystroke (suggestions).
 */
export function sizedSuccess(body: unknown): Response {
  const json = JSON.stringify({ header: successHeader, body });
  const length = String(Buffer.byteLength(json));
  return send(json, 200, { ...JSON_HEADERS, 'Content-Length': length });
}

/** A success that the client should still notice, e.g. a repeated purchase. */
export function warning(code: ResultCodeValue, message: string, body: unknown = EMPTY): Response {
  return send(JSON.stringify({ header: { code, status: 'warning', message }, body }));
}

export function failure(
  status: ContentfulStatusCode,
  code: ResultCodeValue,
  message: string,
  headers: Record<string, string> = {},
): Response {
  const json = JSON.stringify({ header: { code, status: 'fail', message }, body: EMPTY });
  return send(json, status, { ...JSON_HEADERS, ...headers });
}
