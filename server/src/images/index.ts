import { Hono, type Context } from 'hono';
import { isArtSetId } from './art-sets';
import { parseDimension } from './dimension';
import { prepareImage } from './image-body';
import { isMotionName } from './motions';

/** Image URL for a sticker or pack cover; `origin` is the service's public origin. */
export function imageUrl(origin: string, imageKey: string, animation: string | null): string {
  const motion = animation ? `~${animation}` : '';
  return `${origin}/api/images/${imageKey}${motion}.svg`;
}

/** `<stem>[~<motion>].svg`; the stem alphabet leaves no way to name another folder. */
const FILE_PATTERN = /^([a-z0-9_-]{1,120})(?:~([a-z]{1,20}))?\.svg$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(c: Context, message: string): Response {
  return c.json({ header: { code: '4004', status: 'fail', message }, body: [] }, 404);
}

/**
 * Serves sticker art as `/<set>/<stem>[~<motion>].svg?d=<w>x<h>` (mounted at /api/images, no
 * apikey): the package's SVG sized to d, or wrapped in a CSS animation when a motion is named.
 */
export function createImageRoutes(): Hono {
  const app = new Hono();

  app.get('/:set/:file', async (c) => {
    const set = c.req.param('set');
    const match = FILE_PATTERN.exec(c.req.param('file'));
    if (!isArtSetId(set) || !match) return notFound(c, 'No such sticker image.');
    const [, stem = '', motion] = match;
    if (motion !== undefined && !isMotionName(motion)) {
      return notFound(c, `Unknown animation '${motion}'.`);
    }
    const image = await prepareImage({
      set,
      stem,
      motion: motion ?? null,
      size: parseDimension(c.req.query('d')),
    });
    if (!image) return notFound(c, 'No such sticker image.');

    c.header('Cache-Control', IMMUTABLE);
    c.header('ETag', image.etag);
    if (c.req.header('If-None-Match') === image.etag) return c.body(null, 304);
    c.header('Content-Type', 'image/svg+xml');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(image.body);
  });

  app.all('*', (c) => notFound(c, 'No such sticker image.'));

  return app;
}
