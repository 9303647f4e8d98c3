import type { Context, ErrorHandler, Handler, Hono, Next, NotFoundHandler } from 'hono';
import { compress } from 'hono/compress';
import { mergePath } from 'hono/utils/url';
import { apiKeyFailure } from './api-key';
import { withBusyRetry } from './busy-retry';
import { requestHeader } from './request-header';
import type { SiteFallback } from './static-site';

type Answer = Response | Promise<Response>;
type Route = (c: Context, next: Next) => Answer;
type Guard = (route: Route) => Route;

/**
 * What every API answer goes through: compression for clients that accept it and, in the keyed
 * groups, the apikey check. These wrap each route's handler instead of being middleware: Hono
 * calls a route that is the only match directly, and @hono/node-server writes a Response
 * returned synchronously on its fast path, while any middleware layer sends every request
 * through compose and promises (measured on M3). The order is the middleware's it replaces:
 * compression outside, so a 9000 answer is compressed too; then the key; then the route, run
 * again later when the database is busy (busy-retry.ts).
 */
export function createApiGuard(apiKeys: readonly string[], onError: ErrorHandler) {
  const known = new Set(apiKeys);
  const compressAnswer: (c: Context, next: Next) => Promise<unknown> = compress();

  /** As compress() middleware around the route: the route's error answer is compressed too. */
  async function compressed(c: Context, next: Next, route: Route): Promise<Response> {
    await compressAnswer(c, async () => {
      try {
        c.res = await route(c, next);
      } catch (error) {
        if (!(error instanceof Error)) throw error;
        c.res = await onError(error, c);
      }
    });
    return c.res;
  }

  const open: Guard = (route) => {
    const retrying = withBusyRetry(route);
    return (c, next) =>
      requestHeader(c, 'accept-encoding') ? compressed(c, next, retrying) : retrying(c, next);
  };
  const keyed: Guard = (route) => open((c, next) => apiKeyFailure(c, known) ?? route(c, next));

  return { open, keyed };
}

export type ApiGuard = ReturnType<typeof createApiGuard>;

/**
 * The app's router matches a path with one more trailing slash too (see app.ts). A route that
 * names no trailing slash or wildcard passes such a request on, to the next matching route or
 * the not-found answer, so paths stay exact.
 */
function exact(path: string, route: Route): Handler {
  if (path.endsWith('/') || path.endsWith('*')) return route;
  return (c, next) => (c.req.path.endsWith('/') ? next() : route(c, next));
}

/** As app.route(base, group), with each of the group's handlers behind `guard`. */
export function mountGuarded(app: Hono, base: string, group: Hono, guard: Guard): void {
  for (const { method, path, handler } of group.routes) {
    const full = mergePath(base, path);
    app.on(method, full, exact(full, guard(handler as Route)));
  }
}

/**
 * The not-found answer with the guard of the path's group: under a keyed base the key is
 * checked first, as it is for a known path; elsewhere under /api only compression applies.
 */
export function guardedNotFound(
  guard: ApiGuard,
  keyedBases: readonly string[],
  notFound: NotFoundHandler,
  site?: SiteFallback,
): NotFoundHandler {
  const noNext: Next = () => Promise.resolve();
  const keyed = guard.keyed((c) => notFound(c));
  const open = guard.open((c) => notFound(c));
  const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);
  const outsideApi = site ? async (c: Context) => (await site(c)) ?? notFound(c) : notFound;
  return (c) => {
    const path = c.req.path;
    if (keyedBases.some((base) => under(path, base))) return keyed(c, noNext);
    return under(path, '/api') ? open(c, noNext) : outsideApi(c);
  };
}
