import { createHash } from 'node:crypto';
import { concurrencyLimit } from './concurrency-limit';
import { cacheKey, type ImageRequest } from './image-body';
import { LruCache } from './lru-cache';
import { framePlan } from './motion-frames';
import { REST_POSE, type MotionName } from './motions';
import type { WebpVariant } from './negotiation';
import { SharedRenders } from './shared-renders';
import { renderPose, type SvgArt } from './svg-markup';
import {
  ENCODER_VERSION,
  rasterizeWithSharp,
  type Rasterizer,
  type SvgFrames,
  type WebpBytes,
} from './webp-encoder';

export interface AnimatedRequest extends ImageRequest {
  readonly motion: MotionName;
}

export interface PreparedWebp {
  /** Known without rendering, so a conditional request never waits for a render. */
  readonly etag: string;
  render(): Promise<WebpBytes>;
}

export interface WebpImageOptions {
  readonly rasterize?: Rasterizer;
  /** Bound of the rendered-image cache; an animated tile is about 19 kB at 160 px, 35 kB at 320. */
  readonly cacheBytes?: number;
  /** Renders at once; the rest wait their turn. */
  readonly concurrency?: number;
}

export type WebpImages = (
  request: AnimatedRequest,
  art: SvgArt,
  variant: WebpVariant,
) => PreparedWebp;

function svgFrames(request: AnimatedRequest, art: SvgArt, variant: WebpVariant): SvgFrames {
  if (variant === 'still') {
    return { svgs: [renderPose(art, REST_POSE, request.size)], delaysMs: [] };
  }
  const { poses, delaysMs } = framePlan(request.motion);
  return { svgs: poses.map((pose) => renderPose(art, pose, request.size)), delaysMs };
}

function etagOf(variant: WebpVariant, { svgs, delaysMs }: SvgFrames): string {
  const hash = createHash('sha1').update(`${ENCODER_VERSION}\n${delaysMs.join(',')}\n`);
  for (const svg of svgs) hash.update(svg);
  return `"${variant}-${hash.digest('base64url').slice(0, 20)}"`;
}

/** Animated stickers as WebP: the motion's frames (or its rest pose) rasterized once each. */
export function createWebpImages({
  rasterize = rasterizeWithSharp,
  cacheBytes = 64 * 1024 * 1024,
  concurrency = 2,
}: WebpImageOptions = {}): WebpImages {
  const renders = new SharedRenders(cacheBytes);
  const limit = concurrencyLimit(concurrency);
  const etags = new LruCache<string, string>(10_000);
  return (request, art, variant) => {
    const key = `${cacheKey(request)}:${variant}`;
    let frames: SvgFrames | undefined;
    const getFrames = () => (frames ??= svgFrames(request, art, variant));
    let etag = etags.get(key);
    if (etag === undefined) {
      etag = etagOf(variant, getFrames());
      etags.set(key, etag);
    }
    return { etag, render: () => renders.get(key, () => limit(() => rasterize(getFrames()))) };
  };
}
