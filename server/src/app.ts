import { STILL_QUERY } from '../../contract/image-src-set';
import type { Database } from './db/database';
import { Hono, type NotFoundHandler } from 'hono';
import { compress } from 'hono/compress';
import { headStatesNoLength } from './http/head-length';
import { describeRoute } from 'hono-openapi';
import { createImageRoutes, renditionsDirBeside, type ImageRouteOptions } from './images';
import { requireApiKey } from './http/api-key';
import { answerInTime } from './http/answer-in-time';
import { healthCheck, LIVENESS_PATH } from './http/health';
import { success } from './http/envelope';
import { errorHandler, notFoundHandler, type ErrorLog } from './http/error-handlers';
import { methodNotAllowed } from './http/method-guard';
import type { SiteFallback } from './http/static-site';
import { DEFAULT_GUARDS, installGuards, type GuardSettings } from './guards';
import { refuseMalformedText } from './guards/malformed-text';
import { mountOpenApi } from './openapi';
import { describeOpenRoute } from './openapi/describe';
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

const HEALTH = describeOpenRoute(
  'health',
  'Readiness: whether this instance can reach its database',
  { description: 'The database answered' },
  { unavailable: '1000: the database did not answer within 500 ms (Retry-After)' },
);
const LIVENESS = describeOpenRoute(
  'liveness',
  'Liveness: whether the process takes requests (never asks the database)',
  { description: 'The process is alive' },
);
const IMAGE = describeOpenRoute(
  'image',
  'Sticker art: an SVG, or an animated WebP (extension)',
  {
    description: 'The image, sized to `d`',
    content: {
      'image/svg+xml': { schema: { type: 'string' } },
      'image/webp': { schema: { type: 'string', format: 'binary' } },
    },
  },
  {
    parameters: [
      {
        name: 'd',
        in: 'query',
        description:
          'The size, `<width>x<height>` in pixels, served at the nearest rendition; absent or malformed, 300x300',
        schema: { type: 'string', pattern: '^\\d{1,5}x\\d{1,5}$' },
      },
      {
        name: STILL_QUERY.name,
        in: 'query',
        description: `\`${STILL_QUERY.value}\`: an animated sticker at rest (a still WebP)`,
        schema: { type: 'string', enum: [STILL_QUERY.value] },
      },
    ],
  },
);

/** The not-found answer: under /api the envelope (405 where the path takes other methods). */
function notFoundOrSite(app: Hono, site: SiteFallback | undefined): NotFoundHandler {
  // Routes only: the middleware's wildcard entries would make every path under a base "known".
  const apiRoutes = app.routes.filter(
    ({ path }) => !path.endsWith('*') && path.startsWith('/api/'),
  );
  const api = methodNotAllowed(apiRoutes, notFoundHandler);
  return async (c) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/') || !site) return api(c);
    return (await site(c)) ?? api(c);
  };
}

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
  const app = new Hono();
  app.onError(errorHandler(log));
  // Compression outermost, for every answer (the API's, a refusal or an error too, and the web
  // app's files); then the standard middleware (headers, CORS, the apikey check in the keyed
  // groups, limits).
  app.use('*', headStatesNoLength);
  app.use('*', compress());
  installGuards(app, { ...DEFAULT_GUARDS, ...guards, publicUrl }, requireApiKey(apiKeys));
  app.use('/api/*', refuseMalformedText);
  app.use(`${MESSENGER}/*`, answerInTime());
  app.use(`${CAMERA}/*`, answerInTime());

  app.get('/api/health', describeRoute(HEALTH), healthCheck(db, log));
  // serve.ts answers liveness before the app; this declares it and answers where no serve.ts is.
  app.get(LIVENESS_PATH, describeRoute(LIVENESS), () => success({ status: 'live' }));
  // Images need no key: <img> tags cannot send headers.
  const webp = { renditionsDir: renditionsDirBeside(db), ...images.webp };
  app.get('/api/images/:set/:file', describeRoute(IMAGE));
  app.route('/api/images', createImageRoutes({ ...images, webp }));
  app.route(MESSENGER, createMessengerRoutes(deps));
  app.route(CAMERA, createCameraRoutes(deps));
  mountOpenApi(app, publicUrl);
  app.notFound(notFoundOrSite(app, site));
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
