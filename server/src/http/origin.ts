import type { Context } from 'hono';

/** The origin the client used (from the Host header), so image URLs also work through the Vite proxy. */
export function originOf(c: Context): string {
  return new URL(c.req.url).origin;
}
