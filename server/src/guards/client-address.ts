import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * The peer's address from the socket, never from a header a client could write. Without a Node
 * request (app.request() in tests) every request is one client.
 */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? 'local';
}
