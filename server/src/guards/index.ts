import type { Context, Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { etag } from 'hono/etag';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from '../http/envelope';
import { requestHeader } from '../http/request-header';
import { DEFAULT_RATE_LIMITS, imageLimit, writeLimits, type RateLimits } from './rate-limits';
import { securityHeaders } from './security-headers';

export interface GuardSettings {
  /** The origin of absolute URLs in answers, e.g. https://stickers.example. */
  publicUrl: string;
  /** Origins whose pages may call the API (CORS). */
  corsOrigins: readonly string[];
  rateLimits: RateLimits;
  bodyLimitBytes: number;
  /** CSP hashes of the served page's inline scripts (inlineScriptHashesOf). */
  scriptHashes: readonly string[];
}

export const DEFAULT_GUARDS: Omit<GuardSettings, 'publicUrl'> = {
  corsOrigins: [],
  rateLimits: DEFAULT_RATE_LIMITS,
  bodyLimitBytes: 16_384,
  scriptHashes: [],
};

const KEYED = ['/api/messenger/*', '/api/camera/*'];
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

const when =
  (applies: (c: Context) => boolean, middleware: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    applies(c) ? middleware(c, next) : next();

/** Pages get an ETag (revalidated with If-None-Match); hashed assets are cached for a year. */
const pageEtag: MiddlewareHandler = (() => {
  const tag = etag({ weak: true });
  return (c, next) =>
    c.req.path.startsWith('/api/') || c.req.path.startsWith('/assets/') ? next() : tag(c, next);
})();

const variesByOrigin: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.append('Vary', 'Origin');
};

/**
 * The standard guards in front of every route: security headers on pages and JSON, CORS and a
 * body limit on the API, the keyed groups' `keyCheck`, rate limits on writes and images.
 * Registered before the routes.
 */
export function installGuards(
  app: Hono,
  settings: GuardSettings,
  keyCheck: MiddlewareHandler,
): void {
  app.use(securityHeaders(settings.scriptHashes, settings.publicUrl));
  app.use(pageEtag);
  const allowCrossOrigin = cors({
    origin: [...settings.corsOrigins],
    allowHeaders: ['apikey', 'Content-Type'],
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    // A busy answer's wait, which an app on another origin reads to ask again in time.
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });
  // Only a browser's cross-origin request names an Origin; the others have nothing to grant. With
  // origins to grant, an answer given without CORS headers says it varies by Origin, so neither a
  // browser's cache nor a CDN hands it to an app's CORS request (a copied image, a year cached).
  const grantOrVary: MiddlewareHandler = (c, next) => {
    if (requestHeader(c, 'origin') !== undefined) return allowCrossOrigin(c, next);
    return settings.corsOrigins.length > 0 ? variesByOrigin(c, next) : next();
  };
  app.use('/api/*', grantOrVary);
  const limitBody = bodyLimit({
    maxSize: settings.bodyLimitBytes,
    onError: () =>
      failure(
        413,
        ResultCode.payloadTooLarge,
        `request body over ${settings.bodyLimitBytes} bytes`,
      ),
  });
  // A request without Content-Length or Transfer-Encoding has no body: bodyLimit would still
  // build a full fetch Request to look (measured under load).
  const hasBody = (c: Context) =>
    requestHeader(c, 'content-length') !== undefined ||
    requestHeader(c, 'transfer-encoding') !== undefined;
  // Registered for the write methods only, so reads (M3 above all) pass through fewer layers.
  app.on(WRITES, '/api/*', when(hasBody, limitBody));
  // Before the write limits: a request without a known key gets the spec's 9000 and does not
  // use up the writes of its address, which other apps behind the same proxy share.
  for (const base of KEYED) app.use(base.slice(0, -2), keyCheck).use(base, keyCheck);
  const [perClient, perKey] = writeLimits(settings.rateLimits);
  app.on(WRITES, KEYED, perClient, perKey);
  app.use('/api/images/*', imageLimit(settings.rateLimits));
}
