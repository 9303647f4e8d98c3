import type { Database } from './db/database';
import { Hono } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import { createImageRoutes, renditionsDirBeside, type ImageRouteOptions } from './images';
import { createApiGuard, guardedNotFound, mountGuarded } from './http/api-guard';
import { healthCheck } from './http/health';
import { errorHandler, notFoundHandler, type ErrorLog } from './http/error-handlers';
import { methodNotAllowed } from './http/method-guard';
import type { SiteFallback } from './http/static-site';
import { DEFAULT_GUARDS, installGuards, type GuardSettings } from './guards';
import { refuseControlCharacters } from './guards/control-characters';
import { mountOpenApi } from './openapi';
import { createRepos } from './repos';
import { createCameraRoutes } from './routes/camera';
import { createMessengerRoutes } from './routes/messenger';

export interface AppOptions {
  db: Database;
  apiKeys: readonly string[];
  now?: () => Date;
  log?: ErrorLog;
  /** The web app, answering what no API route takes (index.ts passes the built app). */
  site?: SiteFallback;
  /** The origin absolute URLs in answers start with (PUBLIC_URL); index.ts passes the setting. */
  publicUrl?: string;
  /** CORS origins, rate and body limits, the page's inline script hashes (defaults: guards/). */
  guards?: Partial<Omit<GuardSettings, 'publicUrl'>>;
  /** Image route settings; renders are kept beside a database file unless these say otherwise. */
  images?: ImageRouteOptions;
}

export type App = Hono;

const MESSENGER = '/api/messenger';
const CAMERA = '/api/camera';
const KEYED = [MESSENGER, CAMERA];

/** The whole service API over an injected database; index.ts adds the built web app. */
export async function createApp({
  db,
  apiKeys,
  now = () => new Date(),
  log = (message, error) => console.error(message, error),
  site,
  publicUrl = 'http://localhost',
  guards = {},
  images = {},
}: AppOptions): Promise<App> {
  const repos = await createRepos(db);
  const deps = { repos, now };
  // PatternRouter (one regular expression a route, tried in order): the default SmartRouter
  // cannot use RegExpRouter for the spec's paths ('/v1/package/:packageId' beside
  // '/v1/package/send/:userId') and falls back to TrieRouter, measured at about 6 µs a request
  // more on M3. PatternRouter also takes one more trailing slash; mountGuarded() keeps paths exact.
  const app = new Hono({ router: new PatternRouter() });
  const onError = errorHandler(log);
  app.onError(onError);
  // Standard middleware first (headers, CORS, limits); compression and the key check are carried
  // by each route (see api-guard.ts).
  installGuards(app, { ...DEFAULT_GUARDS, ...guards, publicUrl });
  app.use('/api/*', refuseControlCharacters);
  const guard = createApiGuard(apiKeys, onError);

  const health = new Hono();
  health.get('/health', healthCheck(db, log));
  mountGuarded(app, '/api', health, guard.open);
  // Images need no key: <img> tags cannot send headers.
  const webp = { renditionsDir: renditionsDirBeside(db), ...images.webp };
  mountGuarded(app, '/api/images', createImageRoutes({ ...images, webp }), guard.open);
  mountGuarded(app, MESSENGER, createMessengerRoutes(deps), guard.keyed);
  mountGuarded(app, CAMERA, createCameraRoutes(deps), guard.keyed);
  mountOpenApi(app, publicUrl, guard.open);
  // Routes only: the guards' wildcard entries would make every path under a base "known".
  const keyedRoutes = app.routes.filter(
    ({ path }) => !path.endsWith('*') && KEYED.some((base) => path.startsWith(base)),
  );
  app.notFound(guardedNotFound(guard, KEYED, methodNotAllowed(keyedRoutes, notFoundHandler), site));
  // Every request carries the configured origin for absolute URLs (http/origin.ts).
  const fetch = app.fetch;
  app.fetch = (request, env?: unknown, executionCtx?) =>
    fetch(
      request,
      env && typeof env === 'object' ? Object.assign(env, { publicUrl }) : { publicUrl },
      executionCtx,
    );
  return app;
}
