import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ResultCode, type ResultCodeValue } from '../../../contract/error-codes';

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

/** The success envelope's text around a body that is already JSON text. */
export const successText = (bodyJson: string): string => `${successPrefix}${bodyJson}}`;

/**
 * A success answer already encoded (see successText), for hot paths that cache their answer:
 * bytes go to the socket as they are, where a string is measured and encoded on every send.
 */
export function successBytes(answer: Uint8Array<ArrayBuffer>): Response {
  return new Response(answer, { status: 200, headers: JSON_HEADERS });
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
