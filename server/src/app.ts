import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';
import { createImageRoutes, renditionsDirBeside, type ImageRouteOptions } from './images';
import { createApiGuard, guardedNotFound, mountGuarded } from './http/api-guard';
import { success } from './http/envelope';
import { errorHandler, notFoundHandler, type ErrorLog } from './http/error-handlers';
import { methodNotAllowed } from './http/method-guard';
import type { SiteFallback } from './http/static-site';
import { createRepos } from './repos';
import { createCameraRoutes } from './routes/camera';
import { createMessengerRoutes } from './routes/messenger';

export interface AppOptions {
  db: Database.Database;
  apiKeys: readonly string[];
  now?: () => Date;
  log?: ErrorLog;
  /** The web app, answering what no API route takes (index.ts passes the built app). */
  site?: SiteFallback;
  /** Image route settings; renders are kept beside a database file unless these say otherwise. */
  images?: ImageRouteOptions;
}

/** The Hono app, plus flushWrites() to call before closing the database. */
export type App = Hono & { flushWrites(): void };

const MESSENGER = '/api/messenger';
const CAMERA = '/api/camera';
const KEYED = [MESSENGER, CAMERA];

/** The whole service API over an injected database; index.ts adds the built web app. */
export function createApp({
  db,
  apiKeys,
  now = () => new Date(),
  log = (message, error) => console.error(message, error),
  site,
  images = {},
}: AppOptions): App {
  const repos = createRepos(db, log);
  const deps = { repos, now };
  // PatternRouter (one regular expression a route, tried in order): the default SmartRouter
  // cannot use RegExpRouter for the spec's paths ('/v1/package/:packageId' beside
  // '/v1/package/send/:userId') and falls back to TrieRouter, measured at about 6 µs a request
  // more on M3. PatternRouter also takes one more trailing slash; mountGuarded() keeps paths exact.
  const app = new Hono({ router: new PatternRouter() });
  const onError = errorHandler(log);
  app.onError(onError);
  // No middleware: each route carries the guard (see api-guard.ts).
  const guard = createApiGuard(apiKeys, onError);

  const health = new Hono();
  health.get('/health', () => success({ status: 'ok' }));
  mountGuarded(app, '/api', health, guard.open);
  // Images need no key: <img> tags cannot send headers.
  const webp = { renditionsDir: renditionsDirBeside(db), ...images.webp };
  mountGuarded(app, '/api/images', createImageRoutes({ ...images, webp }), guard.open);
  mountGuarded(app, MESSENGER, createMessengerRoutes(deps), guard.keyed);
  mountGuarded(app, CAMERA, createCameraRoutes(deps), guard.keyed);
  const keyedRoutes = app.routes.filter(({ path }) => KEYED.some((base) => path.startsWith(base)));
  app.notFound(guardedNotFound(guard, KEYED, methodNotAllowed(keyedRoutes, notFoundHandler), site));
  return Object.assign(app, { flushWrites: repos.flushWrites });
}
