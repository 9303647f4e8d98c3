import { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import { registerCameraPackages } from './packages';
import { registerCameraStickers } from './stickers';

/** The camera group (C1–C5), paths relative to /api/camera. */
export function createCameraRoutes(deps: RouteDeps): Hono {
  const router = new Hono();
  registerCameraPackages(router, deps);
  registerCameraStickers(router, deps);
  return router;
}
