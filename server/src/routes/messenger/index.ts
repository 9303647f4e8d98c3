import { Hono } from 'hono';
import type { RouteDeps } from '../deps';
import { registerDownloads } from './downloads';
import { registerGifts } from './gifts';
import { registerMyStickers } from './my-stickers';
import { registerPackages } from './packages';
import { registerSearch } from './search';
import { registerWishes } from './wishes';

/** The messenger group (M1–M14 and extensions), paths relative to /api/messenger. */
export function createMessengerRoutes(deps: RouteDeps): Hono {
  const router = new Hono();
  registerSearch(router, deps);
  registerPackages(router, deps);
  registerMyStickers(router, deps);
  registerDownloads(router, deps);
  registerWishes(router, deps);
  registerGifts(router, deps);
  return router;
}
