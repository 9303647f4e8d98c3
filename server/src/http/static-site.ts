import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const isApp = (path: string) => !path.startsWith('/api/') && !path.startsWith('/assets/');
// Chromium then tells the image route (animated WebP or a still) about reduced motion.
const CLIENT_HINTS = 'Sec-CH-Prefers-Reduced-Motion';

/** Serves files under `root` with a Cache-Control; falls through when there is no such file. */
function files(root: string, cacheControl: string, when: (path: string) => boolean) {
  const serve = serveStatic({ root, precompressed: true });
  const handler: MiddlewareHandler = async (c, next) => {
    if (!when(c.req.path)) return next();
    const response = await serve(c, () => Promise.resolve());
    if (!response) return next();
    response.headers.set('Cache-Control', cacheControl);
    if (response.headers.get('Content-Type')?.startsWith('text/html')) {
      response.headers.set('Accept-CH', CLIENT_HINTS);
    }
    return response;
  };
  return handler;
}

/**
 * Serves the built SPA from `distDir`: hashed assets cached for a year, everything else
 * revalidated, and any other non-API GET answered with index.html for client-side routes.
 * Register after the API routes.
 */
export function serveSite(app: Hono, distDir: string): void {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', (c) =>
      c.text('The web app is not built yet: run `npm run build`, then restart the service.'),
    );
    return;
  }
  app.use(
    '/assets/*',
    files(distDir, IMMUTABLE, () => true),
  );
  app.use('*', files(distDir, 'no-cache', isApp));
  app.get('*', async (c, next) => {
    if (!isApp(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    c.header('Accept-CH', CLIENT_HINTS);
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
