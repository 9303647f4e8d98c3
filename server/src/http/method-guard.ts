import type { NotFoundHandler } from 'hono';
import { TrieRouter } from 'hono/router/trie-router';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from './envelope';

interface Route {
  method: string;
  path: string;
}

/**
 * A not-found handler that answers 405 (with the `Allow` methods) on a path `routes` serve under
 * other methods, else falls back to `notFound`. Being the not-found answer, it costs nothing on
 * a request that matches: an `all` route beside each path would make every request match two
 * handlers, which sends it through compose.
 */
export function methodNotAllowed(routes: readonly Route[], notFound: NotFoundHandler) {
  // Keyed by shape, since '/wish/:userId' (GET) and '/wish/:packageId' (PUT) are one path.
  const allowed = new Map<string, { path: string; methods: Set<string> }>();
  for (const { path, method } of routes) {
    if (method === 'ALL') continue;
    const shape = path.replace(/:[^/]+/g, ':');
    const entry = allowed.get(shape) ?? { path, methods: new Set<string>() };
    entry.methods.add(method);
    if (method === 'GET') entry.methods.add('HEAD');
    allowed.set(shape, entry);
  }
  const paths = new TrieRouter<string>();
  for (const { path, methods } of allowed.values()) paths.add('ALL', path, [...methods].join(', '));

  const handler: NotFoundHandler = (c) => {
    // The first path registered wins, as the first matching route would.
    const allow = paths.match('ALL', c.req.path)[0][0]?.[0];
    if (allow === undefined) return notFound(c);
    return failure(405, ResultCode.methodNotAllowed, `${c.req.method} is not allowed here`, {
      Allow: allow,
    });
  };
  return handler;
}
