import { Hono } from 'hono';

/** Image URL for a sticker or pack cover; `origin` is the service's public origin. */
export function imageUrl(origin: string, imageKey: string, animation: string | null): string {
  const motion = animation ? `~${animation}` : '';
  return `${origin}/api/images/${imageKey}${motion}.svg`;
}

/** Serves sticker art under /api/images (placeholder until the image route lands). */
export function createImageRoutes(): Hono {
  return new Hono();
}
