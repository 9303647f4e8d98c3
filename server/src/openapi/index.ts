import { Hono } from 'hono';
import type { ApiGuard } from '../http/api-guard';
import { mountGuarded } from '../http/api-guard';
import { openApiDocument } from './document';

/** GET /api/openapi.json: the document, built once; no key needed to read it. */
export function mountOpenApi(app: Hono, publicUrl: string, guard: ApiGuard['open']): void {
  const json = JSON.stringify(openApiDocument(publicUrl));
  const routes = new Hono();
  routes.get('/openapi.json', (c) => c.body(json, 200, { 'Content-Type': 'application/json' }));
  mountGuarded(app, '/api', routes, guard);
}
