import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResultCode, type ResultCodeValue } from '../../../src/api/schemas/error-codes';

const successHeader = { code: ResultCode.success, status: 'success', message: 'success' } as const;
const successPrefix = `{"header":${JSON.stringify(successHeader)},"body":`;

// Every API answer is user-specific or an error: never cached. The Response is built directly
// with a plain header object: Hono's c.body() turns two or more headers into a fetch Headers,
// which takes @hono/node-server off its fast path (measured on M3).
const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

/** Operations that return no data answer with this body. */
export const EMPTY: readonly never[] = Object.freeze([]);

const send = (json: string, status: ContentfulStatusCode = 200, headers = JSON_HEADERS) =>
  new Response(json, { status, headers });

export function success(body: unknown): Response {
  return send(`${successPrefix}${JSON.stringify(body)}}`);
}

/** success() for a body that is already JSON text (hot paths that cache their serialisation). */
export function successJson(bodyJson: string): Response {
  return send(`${successPrefix}${bodyJson}}`);
}

/** A success that the client should still notice, e.g. a repeated purchase. */
export function warning(code: ResultCodeValue, message: string): Response {
  return send(JSON.stringify({ header: { code, status: 'warning', message }, body: EMPTY }));
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
