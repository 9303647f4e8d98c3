import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { artFilePath, type ArtSetId } from './art-sets';
import type { Dimension } from './dimension';
import type { MotionName } from './motions';
import { parseSvg, renderAnimated, renderStill, type SvgArt } from './svg-markup';

export interface ImageRequest {
  readonly set: ArtSetId;
  readonly stem: string;
  readonly motion: MotionName | null;
  readonly size: Dimension;
}

export interface PreparedImage {
  /** The served SVG. */
  readonly body: string;
  readonly etag: string;
  /** The parsed art, for rasterizing. */
  readonly art: SvgArt;
}

/** About 1,000 tiles of 1–5 kB, each kept as served SVG and parsed art: a few megabytes at most. */
const prepared = new LRUCache<string, PreparedImage>({ max: 1000 });

export function cacheKey({ set, stem, motion, size }: ImageRequest): string {
  return `${set}/${stem}~${motion ?? ''}@${size.width}x${size.height}`;
}

/** The served SVG for a request, or null when the set has no such art. */
export async function prepareImage(request: ImageRequest): Promise<PreparedImage | null> {
  const key = cacheKey(request);
  const cached = prepared.get(key);
  if (cached) return cached;
  const path = artFilePath(request.set, request.stem);
  if (path === null) return null;
  const art = parseSvg(await readFile(path, 'utf8'));
  const body = request.motion
    ? renderAnimated(art, request.motion, request.size)
    : renderStill(art, request.size);
  const digest = createHash('sha1').update(body).digest('base64url').slice(0, 20);
  const image = { body, etag: `"${digest}"`, art };
  prepared.set(key, image);
  return image;
}
