import type { MiddlewareHandler } from 'hono';

/**
 * A HEAD answer without Content-Length. compress() leaves HEAD alone (it has no body), so the
 * length it stated was the uncompressed one while GET sends the compressed bytes; a length GET
 * would not send is forbidden (RFC 9110 8.6), leaving it out is not.
 */
export const headStatesNoLength: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.req.method === 'HEAD') c.res.headers.delete('Content-Length');
};
