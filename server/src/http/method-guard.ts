import type { Hono } from 'hono';
import { ResultCode } from '../../../src/api/schemas/error-codes';
import { failure } from './envelope';

/**
 * Answers 405 on every path the router knows under a method it does not serve. Call it after the
 * last route: Hono matches in registration order, so real handlers win.
 */
export function guardMethods(router: Hono): void {
  // Keyed by shape, since '/wish/:userId' (GET) and '/wish/:packageId' (PUT) are one path.
  const allowed = new Map<string, { path: string; methods: Set<string> }>();
  for (const { path, method } of router.routes) {
    if (method === 'ALL') continue;
    const shape = path.replace(/:[^/]+/g, ':');
    const entry = allowed.get(shape) ?? { path, methods: new Set<string>() };
    entry.methods.add(method);
    if (method === 'GET') entry.methods.add('HEAD');
    allowed.set(shape, entry);
  }
  for (const { path, methods } of allowed.values()) {
    const allow = [...methods].join(', ');
    router.all(path, (c) =>
      failure(405, ResultCode.methodNotAllowed, `${c.req.method} is not allowed here`, {
        Allow: allow,
      }),
    );
  }
}
