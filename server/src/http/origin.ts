import type { Context } from 'hono';

const origins = new Map<string, string>();

/**
 * The origin the client used (from the Host header), so image URLs also work through the Vite
 * proxy. Memoised by the URL's leading part: a service sees few hosts, and URL parsing is
 * measurable on M3.
 */
export function originOf(c: Context): string {
  const url = c.req.url;
  const key = url.slice(0, url.indexOf('/', url.indexOf('//') + 2) >>> 0 || url.length);
  let origin = origins.get(key);
  if (origin === undefined) {
    origin = new URL(key).origin;
    if (origins.size >= 100) origins.clear();
    origins.set(key, origin);
  }
  return origin;
}
