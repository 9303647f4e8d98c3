import type { Database } from '../db/database';
import { Hono, type Context } from 'hono';
import { dirname, join } from 'node:path';
import { ResultCode } from '../../../contract/error-codes';
import { failure } from '../http/envelope';
import { isArtSetId, listArtSets } from './art-sets';
import { parseDimension } from './dimension';
import { matchesEtag } from './etag-match';
import { prepareImage } from './image-body';
import { isMotionName } from './motions';
import { STILL_QUERY } from '../../../contract/image-src-set';
import {
  ANIMATED_VARY,
  asksForStill,
  REDUCED_MOTION_HINT,
  STILL_VARY,
  webpVariant,
} from './negotiation';
import { RenderQueueFull } from './render-queue';
import type { WebpBytes } from './webp-encoder';
import { createWebpImages, type WebpImageOptions } from './webp-image';

/**
 * Where animated renders are kept: `renditions/` beside a database file, so they survive a
 * restart with the data they belong to; none for an in-memory database.
 */
export function renditionsDirBeside(db: Pick<Database, 'file'>): string | null {
  return db.file === undefined ? null : join(dirname(db.file), 'renditions');
}

/** Image URL for a sticker or pack cover; `origin` is the service's public origin. */
export function imageUrl(origin: string, imageKey: string, animation: string | null): string {
  const motion = animation ? `~${animation}` : '';
  return `${origin}/api/images/${imageKey}${motion}.svg`;
}

/** `<stem>[~<motion>].svg`; the stem alphabet leaves no way to name another folder. */
const FILE_PATTERN = /^([a-z0-9_-]{1,120})(?:~([a-z]{1,20}))?\.svg$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface ImageRouteOptions {
  readonly webp?: WebpImageOptions;
  readonly log?: (message: string, error: unknown) => void;
}

function notFound(c: Context, message: string): Response {
  return c.json({ header: { code: '4004', status: 'fail', message }, body: [] }, 404);
}

/** Seconds a client refused by the full render queue is asked to wait: a few renders' time. */
export const RENDER_RETRY_AFTER_SECONDS = 2;

function renderFailure(error: unknown, path: string, log: ImageRouteOptions['log']): Response {
  if (error instanceof RenderQueueFull) {
    return failure(503, ResultCode.serverError, 'server busy: too many images to render', {
      'Retry-After': String(RENDER_RETRY_AFTER_SECONDS),
    });
  }
  log?.(`GET ${path} could not be rendered`, error);
  return failure(500, ResultCode.serverError, 'server error: the image could not be rendered');
}

/**
 * Serves sticker art as `/<set>/<stem>[~<motion>].svg?d=<w>x<h>[&still=1]` (mounted at
 * /api/images, no apikey): the package's SVG sized to d, or, when a motion is named, an animated
 * WebP for clients that accept WebP (a still one under the reduced-motion client hint or
 * `still=1`) and otherwise an SVG wrapping the art in a CSS animation. Browsers animate WebP off the main thread, SVG on it.
 */
export function createImageRoutes({
  webp = {},
  log = (message, error) => console.error(message, error),
}: ImageRouteOptions = {}): Hono {
  const app = new Hono();
  // The first visitor after a restart should not wait for the art folders to be listed.
  listArtSets();
  const webpImages = createWebpImages({
    onStoreError: (error) => log('A rendered image could not be kept on disk', error),
    ...webp,
  });

  app.get('/:set/:file', async (c) => {
    const set = c.req.param('set');
    const match = FILE_PATTERN.exec(c.req.param('file'));
    if (!isArtSetId(set) || !match) return notFound(c, 'No such sticker image.');
    const [, stem = '', motion] = match;
    if (motion !== undefined && !isMotionName(motion)) {
      return notFound(c, `Unknown animation '${motion}'.`);
    }
    const size = parseDimension(c.req.query('d'));
    const image = await prepareImage({ set, stem, motion: motion ?? null, size });
    if (!image) return notFound(c, 'No such sticker image.');

    // Asked for at rest in the URL, the answer is the hint's still one: the same bytes, render,
    // ETag and stored file; only Vary is narrower.
    const stillAsked = asksForStill(c.req.query(STILL_QUERY.name));
    const variant =
      motion === undefined
        ? null
        : webpVariant(c.req.header('Accept'), c.req.header(REDUCED_MOTION_HINT), stillAsked);
    const webpImage =
      motion === undefined || variant === null
        ? null
        : webpImages({ set, stem, motion, size }, image.art, variant);
    const etag = webpImage?.etag ?? image.etag;
    const notModified = matchesEtag(c.req.header('If-None-Match'), etag);
    let rendered: WebpBytes | null = null;
    if (webpImage && !notModified) {
      const client = c.req.raw.signal;
      try {
        rendered = await webpImage.render(client);
      } catch (error) {
        // The client has gone: nobody reads this answer (499, as nginx logs it), and a render
        // dropped for that is no failure.
        if (client.aborted) return new Response(null, { status: 499 });
        return renderFailure(error, c.req.path, log);
      }
    }

    // Headers only now: an error answer above must not carry the image's caching headers.
    c.header('Cache-Control', IMMUTABLE);
    // An SVG goes out gzipped (compress() in app.ts), which weakens its ETag and varies it by
    // Accept-Encoding: said here already, so a 304 names the 200 a cache holds (RFC 9110 15.4.5).
    const svg = webpImage === null;
    c.header('ETag', svg && !etag.startsWith('W/') ? `W/${etag}` : etag);
    // No Accept-CH here: browsers take it from the page's own answer only (static-site.ts).
    const negotiated = motion === undefined ? [] : [stillAsked ? STILL_VARY : ANIMATED_VARY];
    const vary = [...negotiated, ...(svg ? ['Accept-Encoding'] : [])].join(', ');
    if (vary) c.header('Vary', vary);
    if (notModified) return c.body(null, 304);
    c.header('X-Content-Type-Options', 'nosniff');
    if (rendered) {
      c.header('Content-Type', 'image/webp');
      return c.body(rendered);
    }
    c.header('Content-Type', 'image/svg+xml');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.body(image.body);
  });

  // Other methods on an image's path are 405, answered with the API's (app.ts).
  app.get('*', (c) => notFound(c, 'No such sticker image.'));

  return app;
}
