import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { matchesEtag } from '../images/etag-match';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Unhashed files beside index.html (the icon the page shows twice): a day, so one page load asks
// for each once; a changed icon still reaches everyone within a day.
const UNHASHED = 'public, max-age=86400';
// The service worker's script is checked on every visit, so a new build is offered at once.
const SERVICE_WORKER = /^\/sw\.js$/;
/**
 * A worker runs under its own script's policy: a resource's `default-src 'none'` would stop it
 * loading Workbox and fetching the app's files and the API. It fetches the API's reads for the
 * page (scripts/vite-pwa.ts), so it may reach what the page may (security-headers.ts): its own
 * origin and the public URL, where the page is reached by another name.
 */
const serviceWorkerPolicy = (publicUrl: string | undefined) =>
  `default-src 'none'; script-src 'self'; connect-src ${["'self'", publicUrl].filter(Boolean).join(' ')}`;
// Chromium then tells the image route (animated WebP or a still) about reduced motion.
const CLIENT_HINTS = 'Sec-CH-Prefers-Reduced-Motion';

/** The web app's answer to a request no API route took, or undefined for the API's 404. */
export type SiteFallback = (c: Context) => Promise<Response | undefined>;

const noNext = () => Promise.resolve();

/** index.html's validator, read from the file as it is now: a rebuild changes it without a restart. */
async function pageEtag(indexFile: string): Promise<string> {
  const { size, mtimeMs } = await stat(indexFile);
  return `W/"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
}

/**
 * The page as served: revalidated on every visit, answered 304 without a body when the browser
 * has it already (its hashed assets are cached for a year; the page itself is what can change).
 */
async function asPage(c: Context, page: Response, indexFile: string): Promise<Response> {
  const etag = await pageEtag(indexFile);
  const headers = { 'Cache-Control': 'no-cache', 'Accept-CH': CLIENT_HINTS, ETag: etag };
  if (matchesEtag(c.req.header('If-None-Match'), etag)) {
    return new Response(null, { status: 304, headers: { ...headers, Vary: 'Accept-Encoding' } });
  }
  for (const [name, value] of Object.entries(headers)) page.headers.set(name, value);
  return page;
}

/**
 * Serves the built SPA from `distDir`: hashed assets cached for a year, HTML revalidated, other
 * files kept a day, and any other GET outside /api/ and /assets/ answered with index.html for
 * client-side routes. It runs from the not-found handler, so API requests never pass through it.
 * Source maps (`*.map`) answer 404 unless `serveSourceMaps` is set.
 */
export function siteFallback(
  distDir: string,
  { serveSourceMaps = false, publicUrl }: { serveSourceMaps?: boolean; publicUrl?: string } = {},
): SiteFallback {
  const workerPolicy = serviceWorkerPolicy(publicUrl);
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    return (c) =>
      Promise.resolve(
        c.req.path === '/' && c.req.method === 'GET'
          ? c.text('The web app is not built yet: run `npm run build`, then restart the service.')
          : undefined,
      );
  }
  // Compressed, like every answer, by the app's compression middleware.
  const serveFile: MiddlewareHandler = serveStatic({ root: distDir });
  // Client-side routes get index.html.
  const serveIndex: MiddlewareHandler = serveStatic({ root: distDir, path: 'index.html' });
  return async (c) => {
    const { method, path } = c.req;
    if (path.startsWith('/api/') || (method !== 'GET' && method !== 'HEAD')) return undefined;
    // The build writes source maps for local debugging; they are not published unless asked.
    if (!serveSourceMaps && path.endsWith('.map')) return undefined;
    // A range is served in bytes and for the copy the client has; serveStatic reads neither the
    // unit nor If-Range, so such a range is dropped and the whole file sent (RFC 9110 13.1.5,
    // 14.2): a resumed download of an older build got a piece of the new file.
    const range = c.req.header('Range');
    if (
      range !== undefined &&
      (!/^bytes=/i.test(range) || c.req.header('If-Range') !== undefined)
    ) {
      c.req.raw.headers.delete('Range');
    }
    // The not-found handler's Context leaves the path type open (any); serveStatic wants string.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument
    const file = (await serveFile(c, noNext)) ?? undefined;
    const isAsset = path.startsWith('/assets/');
    if (file) {
      const isHtml = file.headers.get('Content-Type')?.startsWith('text/html') ?? false;
      if (isHtml && /^\/(index\.html)?$/.test(path)) return asPage(c, file, indexFile);
      const isWorker = SERVICE_WORKER.test(path);
      if (isWorker) file.headers.set('Content-Security-Policy', workerPolicy);
      const revalidate = isHtml || isWorker;
      file.headers.set('Cache-Control', isAsset ? IMMUTABLE : revalidate ? 'no-cache' : UNHASHED);
      // compress() adds it to the 200s it compresses; set here, the etag middleware's 304 keeps it.
      file.headers.set('Vary', 'Accept-Encoding');
      return file;
    }
    if (isAsset) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- as for serveFile above
    const index = (await serveIndex(c, noNext)) ?? undefined;
    return asPage(c, index ?? c.html(await readFile(indexFile, 'utf8')), indexFile);
  };
}
