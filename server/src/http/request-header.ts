import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * A request header by its lower-case name. Under @hono/node-server the Node request is at hand:
 * reading its plain header object spares building a fetch Headers, which showed up on the hot
 * paths. app.request() (no Node request) falls back to the standard way.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return typeof value === 'string' ? value : undefined;
}
