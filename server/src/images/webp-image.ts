import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { cacheKey, type ImageRequest } from './image-body';
import { framePlan } from './motion-frames';
import { REST_POSE, type MotionName } from './motions';
import type { WebpVariant } from './negotiation';
import { RenderQueue } from './render-queue';
import { diskRenditionStore, NO_RENDITION_STORE } from './rendition-store';
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
  /** The bytes; `client` is the request's signal, so a render nobody waits for is dropped. */
  render(client?: AbortSignal): Promise<WebpBytes>;
}

export interface WebpImageOptions {
  readonly rasterize?: Rasterizer;
  /** Bound of the in-memory cache; an animated tile is about 5–15 kB at 240 px. */
  readonly cacheBytes?: number;
  /** Renders at once. */
  readonly concurrency?: number;
  /** Renders that may wait for a free slot; more are refused with 503. */
  readonly maxWaiting?: number;
  /** Where renders are kept across restarts (beside the database); none when absent. */
  readonly renditionsDir?: string | null;
  /** Told when a render could not be kept on disk; the answer is served all the same. */
  readonly onStoreError?: (error: unknown) => void;
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

/**
 * Animated stickers as WebP: the motion's frames (or its rest pose) rasterized once each, then
 * served from memory, else from disk, and only else rendered, behind a bounded queue.
 */
export function createWebpImages({
  rasterize = rasterizeWithSharp,
  cacheBytes = 64 * 1024 * 1024,
  concurrency = 2,
  maxWaiting = 48,
  renditionsDir = null,
  onStoreError = () => undefined,
}: WebpImageOptions = {}): WebpImages {
  const renders = new SharedRenders(cacheBytes);
  const queue = new RenderQueue({ concurrency, maxWaiting });
  const store = renditionsDir
    ? diskRenditionStore(renditionsDir, ENCODER_VERSION)
    : NO_RENDITION_STORE;
  const etags = new LRUCache<string, string>({ max: 10_000 });
  return (request, art, variant) => {
    const key = `${cacheKey(request)}:${variant}`;
    let frames: SvgFrames | undefined;
    const getFrames = () => (frames ??= svgFrames(request, art, variant));
    let etag = etags.get(key);
    if (etag === undefined) {
      etag = etagOf(variant, getFrames());
      etags.set(key, etag);
    }
    const renderOrLoad = async (abandoned: AbortSignal) => {
      const stored = await store.read(key);
      if (stored) return stored;
      const body = await queue.run(() => rasterize(getFrames()), abandoned);
      await store.write(key, body).catch(onStoreError);
      return body;
    };
    return { etag, render: (client) => renders.get(key, renderOrLoad, client) };
  };
}
