import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const isApp = (path: string) => !path.startsWith('/api/') && !path.startsWith('/assets/');

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
    serveStatic({ root: distDir, onFound: (_path, c) => c.header('Cache-Control', IMMUTABLE) }),
  );
  const files: MiddlewareHandler = serveStatic({
    root: distDir,
    onFound: (_path, c) => c.header('Cache-Control', 'no-cache'),
  });
  const appFiles: MiddlewareHandler = (c, next) => (isApp(c.req.path) ? files(c, next) : next());
  app.use('*', appFiles);
  app.get('*', async (c, next) => {
    if (!isApp(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(await readFile(indexFile, 'utf8'));
  });
}
