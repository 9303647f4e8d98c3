import type Database from 'better-sqlite3';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { createImageRoutes } from './images';
import { requireApiKey } from './http/api-key';
import { success } from './http/envelope';
import { errorHandler, notFoundHandler, type ErrorLog } from './http/error-handlers';
import { createRepos } from './repos';
import { createCameraRoutes } from './routes/camera';
import { createMessengerRoutes } from './routes/messenger';

export interface AppOptions {
  db: Database.Database;
  apiKeys: readonly string[];
  now?: () => Date;
  log?: ErrorLog;
}

/** The Hono app, plus flushWrites() to call before closing the database. */
export type App = Hono & { flushWrites(): void };

/** The whole service API over an injected database; index.ts adds the built web app. */
export function createApp({
  db,
  apiKeys,
  now = () => new Date(),
  log = (message, error) => console.error(message, error),
}: AppOptions): App {
  const repos = createRepos(db, log);
  const deps = { repos, now };
  const app = new Hono();
  app.onError(errorHandler(log));
  app.notFound(notFoundHandler);

  // compress() reads c.res, which takes Hono off its fast response path: only pay that when the
  // client can take a compressed answer.
  const compressAnswer = compress();
  const compressWhenAccepted: MiddlewareHandler = (c, next) =>
    c.req.header('accept-encoding') ? compressAnswer(c, next) : next();
  app.use('/api/*', compressWhenAccepted);
  app.get('/api/health', () => success({ status: 'ok' }));
  // Images need no key: <img> tags cannot send headers.
  app.route('/api/images', createImageRoutes());

  const keyCheck = requireApiKey(apiKeys);
  app.use('/api/messenger/*', keyCheck);
  app.use('/api/camera/*', keyCheck);
  app.route('/api/messenger', createMessengerRoutes(deps));
  app.route('/api/camera', createCameraRoutes(deps));
  return Object.assign(app, { flushWrites: repos.flushWrites });
}
